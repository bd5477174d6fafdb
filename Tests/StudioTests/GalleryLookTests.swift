import Foundation
import Graphics
import LoaderKitUI
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The gallery's one colour, speed and size: kept between sessions, undoable, and carried into
/// the editor when a card opens.
final class GalleryLookTests: XCTestCase {
    static let red = Color(hex: "#DC2626")!

    /// Changes the three through the header's controls, as a user does.
    @MainActor static func changeLook(_ app: StudioApp) {
        let header = app.gallery.header
        header.speed.slider.userSet(2)
        header.speed.slider.onCommit?(2)
        header.size.slider.userSet(96)
        header.size.slider.onCommit?(96)
        header.colorWell.onChange?(red)
    }

    func testTheLookIsKeptBetweenSessions() throws {
        let dir = temporaryFolder()
        try onMain {
            let store = SettingsStore(directory: dir.path)
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            Self.changeLook(app)
            XCTAssertEqual(app.settings.galleryColor, "#DC2626")
            XCTAssertEqual(app.settings.gallerySpeed, 2)
            XCTAssertEqual(app.settings.gallerySize, 96)
            let saved = store.load().settings
            XCTAssertEqual(saved.gallerySpeed, 2, "saved when changed")
            XCTAssertEqual(saved.gallerySize, 96)
            let again = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: app.settings, settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            XCTAssertEqual(again.gallery.color, Self.red)
            XCTAssertEqual(again.gallery.speed, 2)
            XCTAssertEqual(again.gallery.indicatorSize, 96)
            XCTAssertEqual(again.gallery.header.colorWell.color, Self.red)
            XCTAssertEqual(again.gallery.header.speed.value, 2)
            XCTAssertEqual(again.gallery.header.size.value, 96)
            XCTAssertFalse(again.gallery.history.canUndo, "a restored look is not an edit")
        }
    }

    func testOlderAndDamagedSettingsStillLoad() throws {
        let older = Data(#"{"theme": "dark", "mode": "gallery", "recentFiles": []}"#.utf8)
        let settings = try JSONDecoder().decode(StudioSettings.self, from: older)
        XCTAssertEqual(settings.theme, .dark)
        XCTAssertNil(settings.galleryColor)
        XCTAssertEqual(settings.gallerySpeed, 1)
        XCTAssertEqual(settings.gallerySize, 64)
        let damaged = Data(#"{"galleryColor": "purple", "gallerySpeed": 99, "gallerySize": "big"}"#.utf8)
        let fixed = try JSONDecoder().decode(StudioSettings.self, from: damaged)
        XCTAssertNil(fixed.galleryColor)
        XCTAssertEqual(fixed.gallerySpeed, 1)
        XCTAssertEqual(fixed.gallerySize, 64)
        var round = StudioSettings()
        round.galleryColor = "#DC2626"
        round.gallerySpeed = 0.5
        round.gallerySize = 128
        XCTAssertEqual(try JSONDecoder().decode(StudioSettings.self, from: JSONEncoder().encode(round)), round)
    }

    func testControlZUndoesTheLookInTheGallery() {
        onMain {
            let app = ScreensRender.makeApp()
            Self.changeLook(app)
            XCTAssertTrue(app.root.toolbar.undoButton.isEnabled, "the toolbar's undo works in the gallery")
            app.user.press(.character("z"), .control)
            XCTAssertNil(app.gallery.color, "the colour is Automatic again")
            XCTAssertEqual(app.gallery.header.colorWell.color, app.window.theme.color(.textPrimary))
            app.user.press(.character("z"), .control)
            XCTAssertEqual(app.gallery.indicatorSize, 64)
            XCTAssertEqual(app.gallery.header.size.value, 64)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(app.gallery.speed, 1)
            XCTAssertEqual(app.gallery.header.speed.value, 1)
            XCTAssertEqual(app.settings.gallerySpeed, 1, "undo is remembered too")
            XCTAssertFalse(app.root.toolbar.undoButton.isEnabled)
            app.user.press(.character("z"), [.control, .shift])
            XCTAssertEqual(app.gallery.speed, 2)
            let cell = app.gallery.grid.visibleCells.values.compactMap { $0 as? GalleryCell }.first!
            XCTAssertEqual(cell.preview.speed, 2)
            // A slider drag is one step.
            let slider = app.gallery.header.size.slider
            _ = app.user.nextFrame()
            let track = slider.windowFrame
            app.user.drag(
                from: Point(track.minX + slider.knobX, track.midY), to: Point(track.maxX, track.midY))
            XCTAssertEqual(app.gallery.indicatorSize, 128)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(app.gallery.indicatorSize, 64)
        }
    }

    func testOpeningACardCarriesTheLookIntoTheEditor() {
        onMain {
            let app = ScreensRender.makeApp()
            Self.changeLook(app)
            _ = app.user.nextFrame()
            let target = app.gallery.shown[3]
            app.user.tap(app.gallery.cell(for: target)!)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertTrue(app.editorModel.document === target)
            XCTAssertEqual(app.editorModel.colors, [Self.red])
            XCTAssertEqual(app.editorModel.clock.speed, 2)
            XCTAssertEqual(app.editorModel.size, 96)
            XCTAssertFalse(app.editorModel.history.canUndo, "the editor starts from them; they are not its edits")
            XCTAssertEqual(app.editor.inspector.speed.value, 2)

            let plain = ScreensRender.makeApp()
            plain.window.tap(plain.gallery.cell(for: plain.gallery.shown[3])!)
            XCTAssertEqual(plain.editorModel.colors, [], "an untouched gallery leaves the editor's automatic colour")
            XCTAssertEqual(plain.editorModel.size, 160, "and its own size")
            XCTAssertEqual(plain.editorModel.clock.speed, 1)
        }
    }

    /// One rule for every path into the Editor: the gallery's look, and playback from the start.
    func testEveryPathOpensInTheGallerysLookPlayingFromTheStart() throws {
        let folder = temporaryFolder()
        let file = folder.file("dot.json")
        try onMain {
            let app = ScreensRender.makeApp()
            XCTAssertEqual(
                app.gallery.effectiveColor(app.window.theme), app.window.theme.color(.textPrimary),
                "the gallery's Automatic is the Editor's: the text colour")
            Self.changeLook(app)
            app.open(app.gallery.shown[0])
            // A loop region, a pause and a faster clock on the first document…
            app.editorModel.updateClock {
                $0.setInPoint(0.25)
                $0.togglePlay()
                $0.speed = 4
            }
            XCTAssertNotNil(app.editorModel.clock.loopRegion)
            // …do not carry into the next, opened with Ctrl+O's path, New or a link.
            try NewSpecDialog.blankText.write(toFile: file, atomically: true, encoding: .utf8)
            for open in [
                { app.user.open([file]) },
                { app.newSpec(text: NewSpecDialog.blankText) },
            ] as [@MainActor () -> Void] {
                open()
                let clock = app.editorModel.clock
                XCTAssertNil(clock.loopRegion, "no loop region carried over")
                XCTAssertTrue(clock.isPlaying, "playing")
                XCTAssertEqual(clock.time, 0, "from the start")
                XCTAssertEqual(clock.speed, 2, "at the gallery's speed")
                XCTAssertEqual(app.editorModel.colors, [Self.red], "in the gallery's colour")
                app.editorModel.updateClock {
                    $0.setOutPoint(0.5); $0.togglePlay()
                }
            }
        }
    }
}
