import Foundation
import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Modes, theme, help, quit and the command line.
final class AppShortcutTests: XCTestCase {
    func testControlNumberKeysSwitchModesAndDisabledModesStay() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.press(.character("2"), .control, text: "2")
            XCTAssertEqual(app.mode, .editor)
            XCTAssertTrue(app.editor.isVisibleInWindow)
            XCTAssertFalse(app.gallery.isVisibleInWindow)
            app.user.press(.character("3"), .control, text: "3")
            XCTAssertEqual(app.mode, .progress)
            app.user.press(.character("4"), .control, text: "4")
            XCTAssertEqual(app.mode, .skeleton)
            XCTAssertTrue(app.skeleton.isVisibleInWindow)
            app.user.press(.character("5"), .control, text: "5")
            XCTAssertEqual(app.mode, .scenes)
            XCTAssertTrue(app.scenes.isVisibleInWindow)
            app.user.press(.character("1"), .control, text: "1")
            XCTAssertEqual(app.mode, .gallery)
            XCTAssertEqual(app.gallery.filterText, "", "the digit of a shortcut is not typed into the filter")
            let segments = app.root.toolbar.modeBar.segments
            XCTAssertEqual(segments.map(\.isEnabled), [true, true, true, true, true])
            app.user.tap(segments[1])
            XCTAssertEqual(app.mode, .editor)
            app.user.tap(segments[3])
            XCTAssertEqual(app.mode, .skeleton)
        }
    }

    func testControlTThemeKeyHelpAndQuit() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.press(.character("t"), .control, text: "t")
            XCTAssertEqual(app.theme, .dark)
            XCTAssertEqual(app.gallery.filterText, "")
            XCTAssertEqual(
                app.gallery.header.colorWell.color, Theme.dark.color(.textPrimary), "Automatic follows the theme")
            app.user.press(.character("t"), .control, text: "t")
            XCTAssertEqual(app.theme, .light)
            app.user.press(.function(1))
            XCTAssertTrue(app.isShowingHelp)
            let help = app.user.popover as! ShortcutHelpView
            let titles = help.entries.map(\.title)
            for title in [
                "Play or pause", "Step one frame", "Step a tenth of a cycle", "Go to the start",
                "Halve or double the speed",
                "Gallery mode", "Editor mode", "Light or dark theme", "Undo", "Redo", "Export", "Quit",
            ] {
                XCTAssertTrue(titles.contains(title), title)
            }
            app.user.press(.escape)
            XCTAssertFalse(app.isShowingHelp)
            app.user.press(.character("/"), .shift, text: "?")
            XCTAssertTrue(app.isShowingHelp)
            XCTAssertEqual(app.gallery.filterText, "")
            app.user.press(.function(1))
            XCTAssertFalse(app.isShowingHelp)
            var quits = 0
            app.onQuit = { quits += 1 }
            app.user.press(.character("q"), .control)
            XCTAssertEqual(quits, 1)
        }
    }

    /// Launch options (parsed from the command line by `WindowModeOptions`) applied.
    func testLaunchOptionsSelectModeThemeAndFiles() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            var problems = app.apply(StudioLaunchOptions(mode: .editor, theme: .dark))
            XCTAssertEqual(problems, [])
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.theme, .dark)
            problems = app.apply(StudioLaunchOptions(paths: ["/nonexistent/spec.json"], mode: .skeleton))
            XCTAssertEqual(problems.filter { !$0.contains("not watched") }.count, 1)
            XCTAssertEqual(app.mode, .skeleton)

            let dir = TemporaryFolder()
            defer { dir.remove() }
            let path = dir.file("mine.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let fresh = ScreensRender.makeApp()
            XCTAssertEqual(
                fresh.apply(StudioLaunchOptions(paths: [path], mode: .gallery)).filter { !$0.contains("not watched") },
                [])
            XCTAssertEqual(fresh.mode, .gallery)
            XCTAssertEqual(fresh.gallery.shown.count, 51)
            XCTAssertEqual(fresh.editorModel.document?.path, path)
        }
    }

    func testSettingsRememberModeAndTheme() throws {
        let dir = temporaryFolder()
        try onMain {
            let store = SettingsStore(directory: dir.path)
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            app.select(mode: .editor)
            app.toggleTheme()
            let saved = store.load().settings
            XCTAssertEqual(saved.mode, .editor)
            XCTAssertEqual(saved.theme, .dark)
            let again = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: saved, settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            XCTAssertEqual(again.mode, .editor)
            XCTAssertEqual(again.theme, .dark)
        }
    }
}

/// Spec texts for tests.
enum IndicatorSpecJSON {
    static let ballPulse = """
        {
          "schemaVersion": 1,
          "name": "Mine",
          "duration": 0.75,
          "params": { "count": 3, "minScale": 0.3 },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.12 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.45, 1], "values": [1, { "$param": "minScale" }, 1] }
          ]
        }
        """

    /// keyTimes and values of different lengths on line 9.
    static let mismatched = """
        {
          "schemaVersion": 1,
          "name": "Bad",
          "duration": 1,
          "layout": { "type": "row", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [
            { "property": "scale",
              "keyTimes": [0, 0.5, 1], "values": [1, 0.5] }
          ]
        }
        """
}
