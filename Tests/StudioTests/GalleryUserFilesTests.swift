import Localization
import Foundation
import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The gallery as a user with their own files sees it: files first under their own heading,
/// folders opened into the gallery, a message when nothing matches, and tooltips that leave
/// with their card.
final class GalleryUserFilesTests: XCTestCase {
    /// A folder with two spec files, "mine-a.json" and "mine-b.json".
    static func folderWithTwoSpecs() throws -> TemporaryFolder {
        let dir = TemporaryFolder()
        for name in ["mine-a.json", "mine-b.json"] {
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: dir.file(name)))
        }
        return dir
    }

    /// The heading on screen with `identifier` (recycled cells keep theirs, hidden).
    @MainActor static func heading(_ identifier: String, in app: StudioApp) -> Label? {
        app.gallery.grid.visibleCells.values.compactMap { $0 as? Label }.first { $0.identifier == identifier }
    }

    func testTheUsersFilesComeFirstUnderTheirOwnHeading() throws {
        try onMain {
            let dir = try Self.folderWithTwoSpecs()
            defer { dir.remove() }
            let app = ScreensRender.makeApp()
            XCTAssertNil(app.user.view("gallery.heading.files"), "no headings without files")
            XCTAssertEqual(app.gallery.grid.itemCount, 50)
            app.openFiles([dir.path])
            _ = app.user.nextFrame()
            XCTAssertEqual(app.gallery.shown.prefix(2).map(\.displayName), ["mine-a.json", "mine-b.json"])
            XCTAssertEqual(app.gallery.shown.count, 52)
            let filesHeading = try XCTUnwrap(Self.heading("gallery.heading.files", in: app))
            let builtinsHeading = try XCTUnwrap(Self.heading("gallery.heading.builtins", in: app))
            XCTAssertTrue(filesHeading.isVisibleInWindow)
            XCTAssertEqual(filesHeading.text, app.text(GalleryText.filesHeading(2)))
            XCTAssertEqual(builtinsHeading.text, app.text(GalleryText.builtinsHeading(50)))
            let first = try XCTUnwrap(app.gallery.cell(for: app.gallery.shown[0]))
            let builtin = try XCTUnwrap(app.gallery.cell(for: app.gallery.shown[2]))
            XCTAssertLessThan(filesHeading.windowFrame.maxY, first.windowFrame.minY)
            XCTAssertLessThan(first.windowFrame.maxY, builtinsHeading.windowFrame.minY)
            XCTAssertLessThan(builtinsHeading.windowFrame.maxY, builtin.windowFrame.minY)
            XCTAssertLessThan(
                filesHeading.windowFrame.height, first.windowFrame.height, "a heading is a line, not a card row")
            // A filter keeps the sections of what it lets through.
            app.gallery.setFilter("mine-b")
            _ = app.user.nextFrame()
            XCTAssertEqual(app.gallery.shown.map(\.displayName), ["mine-b.json"])
            XCTAssertTrue(Self.heading("gallery.heading.files", in: app)?.isVisibleInWindow == true)
            XCTAssertEqual(Self.heading("gallery.heading.files", in: app)?.text, app.text(GalleryText.filesHeading(1)))
            XCTAssertNil(Self.heading("gallery.heading.builtins", in: app), "no heading over an empty section")
        }
    }

    func testOpeningAFolderStaysInTheGalleryAndAFileOpensTheEditor() throws {
        try onMain {
            let dir = try Self.folderWithTwoSpecs()
            defer { dir.remove() }
            let app = ScreensRender.makeApp()
            let before = app.editorModel.document
            XCTAssertEqual(app.openFiles([dir.path]).filter { !$0.contains("not watched") }, [])
            XCTAssertEqual(app.mode, .gallery, "a folder shows its files in the gallery")
            XCTAssertTrue(app.editorModel.document === before)
            app.openFiles([dir.file("mine-b.json")])
            XCTAssertEqual(app.mode, .editor, "a single file still opens in the editor")
            XCTAssertEqual(app.editorModel.document?.displayName, "mine-b.json")
            let fresh = ScreensRender.makeApp()
            fresh.apply(StudioLaunchOptions(paths: [dir.path]))
            XCTAssertEqual(fresh.mode, .gallery)
        }
    }

    func testAFilterWithoutMatchesSaysSo() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("xyz")
            _ = app.user.nextFrame()
            let message = app.gallery.emptyMessage
            XCTAssertTrue(message.isVisibleInWindow)
            XCTAssertEqual(message.text, app.text(GalleryText.empty("xyz")))
            app.user.press(.backspace)
            app.user.press(.backspace)
            _ = app.user.nextFrame()
            XCTAssertFalse(message.isVisibleInWindow, "x matches some")
            app.user.press(.escape)
            XCTAssertFalse(message.isVisibleInWindow)
        }
    }

    func testATooltipLeavesWithItsCard() {
        onMain {
            let app = FrameCheckApp.make(motion: .reduced)
            let card = app.gallery.cell(for: app.gallery.shown[0])!
            let frames = IncrementalFrames(app.window)
            frames.assertMatchesFullRedraw(after: [
                ("hovering a card", { app.window.handle(.pointerMove(card.windowFrame.center)) }),
                ("resting", { app.tick(dt: 1) }),
            ])
            XCTAssertNotNil(app.window.visibleTooltip)
            frames.assertMatchesFullRedraw(after: [("typing xyz", { app.user.type("xyz") })])
            XCTAssertTrue(app.window.isAnimating, "the tooltip of a card gone asks for a tick")
            frames.assertMatchesFullRedraw(after: [("a frame later", { app.tick(dt: 1.0 / 60) })])
            XCTAssertTrue(app.gallery.grid.visibleCells.isEmpty)
            XCTAssertNil(app.window.visibleTooltip, "the card went away, so did its tooltip")
            XCTAssertFalse(app.window.isAnimating, "nothing left to wait for")
        }
    }
}
