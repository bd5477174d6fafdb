import Graphics
import Localization
import StudioCommandLine
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Code panel in the four languages: its buttons and subtitle are translated, the platform
/// names and the snippet are not.
final class CodeLanguageTests: XCTestCase {
    func testTheCodePanelSpeaksTheLanguageButKeepsTheCode() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            app.progress.select(0)
            app.toggleCodePanel()
            let english = try XCTUnwrap(app.codePanel)
            XCTAssertEqual(english.copyButton.title, "Copy")
            let code = english.shownCode, platforms = english.picker.segments
            app.toggleCodePanel()
            let expected: [(Language, String, String)] = [
                (.vietnamese, "Sao chép", "Đóng"), (.chineseSimplified, "复制", "关闭"), (.french, "Copier", "Fermer"),
            ]
            for (language, copy, close) in expected {
                app.setLanguage(language)
                app.toggleCodePanel()
                let panel = try XCTUnwrap(app.codePanel)
                XCTAssertEqual(panel.copyButton.title, copy, "\(language)")
                XCTAssertEqual(panel.closeButton.title, close, "\(language)")
                XCTAssertEqual(panel.shownCode, code, "the code is never translated")
                XCTAssertEqual(panel.picker.segments, platforms, "the platforms keep their names")
                app.toggleCodePanel()
            }
            app.setLanguage(.english)
            app.toggleCodePanel()
            XCTAssertEqual(app.codePanel?.copyButton.title, "Copy")
        }
    }
}
