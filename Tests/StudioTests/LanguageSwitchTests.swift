import Graphics
import Localization
import TestSupport
import UI
import XCTest

@testable import Studio

/// The language: taken from the environment, changed in the help's picker at once (every view
/// keeping its state), and remembered in the settings.
final class LanguageSwitchTests: XCTestCase {
    func testTheEnvironmentChoosesUntilTheUserPicks() throws {
        try onMain {
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter(), environment: ["LANG": "vi_VN.UTF-8"])
            XCTAssertEqual(app.text.language, .vietnamese)
            XCTAssertEqual(
                app.root.toolbar.modeBar.segments.map(\.title),
                ["Bộ sưu tập", "Chỉnh sửa", "Tiến độ", "Skeleton", "Cảnh"])
            XCTAssertEqual(app.root.toolbar.undoButton.tooltip, "Hoàn tác (Ctrl+Z)")
            var settings = StudioSettings()
            settings.language = .french
            let picked = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: settings, rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter(), environment: ["LANG": "vi_VN.UTF-8"])
            XCTAssertEqual(picked.text.language, .french)
            XCTAssertEqual(picked.root.toolbar.redoButton.tooltip, "Rétablir (Ctrl+Maj+Z)")
        }
    }

    func testPickingALanguageInTheHelpChangesEveryViewAtOnceAndIsRemembered() throws {
        let dir = temporaryFolder()
        try onMain {
            let store = SettingsStore(directory: dir.path)
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), settingsStore: store, rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter())
            app.window.layout(size: Size(1280, 800), scale: 1)
            _ = app.user.nextFrame()
            // State to keep: the gallery's filter text and the mode.
            app.gallery.focusSearch()
            app.user.type("ball")
            XCTAssertEqual(app.text.language, .english)
            app.user.press(.function(1))
            let help = try XCTUnwrap(app.user.popover as? ShortcutHelpView)
            XCTAssertEqual(help.title, "Keyboard")
            let chinese = try XCTUnwrap(help.descendant(identifier: "help.language.zh-Hans"))
            app.user.tap(chinese)
            XCTAssertEqual(app.text.language, .chineseSimplified)
            let shown = try XCTUnwrap(app.user.popover as? ShortcutHelpView, "the help stays open, in Chinese")
            XCTAssertEqual(shown.title, "键盘快捷键")
            XCTAssertTrue(shown.sections.contains("全局"))
            XCTAssertEqual(app.root.toolbar.modeBar.segments.first?.title, "图库")
            XCTAssertEqual(app.root.toolbar.undoButton.tooltip, "撤销（Ctrl+Z）")
            XCTAssertEqual(app.gallery.filterText, "ball", "the filter keeps its text")
            XCTAssertEqual(store.load().settings.language, .chineseSimplified)
            let again = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: store.load().settings, settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            XCTAssertEqual(again.text.language, .chineseSimplified)
        }
    }
}
