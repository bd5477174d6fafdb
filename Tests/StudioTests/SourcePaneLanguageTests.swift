import Graphics
import Localization
import TestSupport
import XCTest

@testable import Studio
@testable import UI

/// The source pane in each language: its header, status, find bar (a plural), conflict bar and
/// copy toast (a count of bytes), switched live and back to English.
final class SourcePaneLanguageTests: XCTestCase {
    func testTheSourcePaneSpeaksEachLanguageAndComesBackToEnglish() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("pulse.json")
            Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            app.toggleSource()
            let pane = app.editor.source
            // The find bar open on a word the text holds several times.
            _ = app.user.press(.character("f"), .control)
            app.user.type("e")
            let findBar = pane.editor.findBar
            let bytes = pane.editor.model.buffer.count

            let expected: [(Language, [String], String, String)] = [
                (
                    .english, ["Format", "Valid spec", "Match case", "Changed on disk", "Keep mine"], " matches",
                    "Copied the JSON (\(bytes) bytes)"
                ),
                (
                    .vietnamese,
                    [
                        "Định dạng", "Spec hợp lệ", "Phân biệt hoa thường", "Đã thay đổi trên đĩa",
                        "Giữ bản của tôi",
                    ], " kết quả", "Đã sao chép JSON (\(bytes) byte)"
                ),
                (
                    .chineseSimplified, ["格式化", "spec 有效", "区分大小写", "磁盘上的文件已更改", "保留我的"], " 个匹配项",
                    "已复制 JSON（\(bytes) 字节）"
                ),
                (
                    .french,
                    ["Formater", "Spec valide", "Respecter la casse", "Modifié sur le disque", "Garder la mienne"],
                    " résultats", "JSON copié (\(bytes) octets)"
                ),
                (
                    .english, ["Format", "Valid spec", "Match case", "Changed on disk", "Keep mine"], " matches",
                    "Copied the JSON (\(bytes) bytes)"
                ),
            ]
            for (language, texts, matches, copied) in expected {
                app.setLanguage(language)
                let shown = [
                    pane.formatButton.title, pane.statusLabel.text, findBar.matchCaseToggle.title,
                    pane.conflictBar.label.text, pane.conflictBar.keepButton.title,
                ]
                XCTAssertEqual(shown, texts, "\(language)")
                XCTAssertTrue(findBar.statusLabel.text.hasSuffix(matches), "\(language): \(findBar.statusLabel.text)")
                pane.copyJSON()
                let toast = try XCTUnwrap(app.window.visibleToasts.last)
                XCTAssertEqual(toast, copied, "\(language)")
            }
        }
    }

    func testTheStatusCountsProblemsAndWarningsInEachLanguage() throws {
        try onMain {
            let text = Localizer(.french, catalogue: StudioCatalogue.catalogue)
            XCTAssertEqual(text(SourcePaneText.problems(1)), "1 problème")
            XCTAssertEqual(text(SourcePaneText.problems(0)), "0 problème")
            XCTAssertEqual(text(SourcePaneText.problems(3)), "3 problèmes")
            let english = StudioCatalogue.english
            XCTAssertEqual(
                english(
                    SourcePaneText.withWarnings(english(SourcePaneText.valid), english(SourcePaneText.warnings(2)))),
                "Valid spec · 2 warnings")
            let chinese = Localizer(.chineseSimplified, catalogue: StudioCatalogue.catalogue)
            XCTAssertEqual(chinese(SourcePaneText.compareMineCount(1)), "你的版本（未保存）：1 行不同")
            XCTAssertEqual(SourcePaneText.step(.typing, chinese), "输入")
            XCTAssertEqual(SourcePaneText.step("Move keyframe", chinese), "Move keyframe")
            XCTAssertEqual(
                ParamsSaveError.undeclared(names: ["size"], file: "pulse.json").message(text),
                "pulse.json ne déclare pas le param size dans ses params\u{202F}; rien n’a été enregistré")
            XCTAssertEqual(
                ParamsSaveError.undeclared(names: ["a", "b"], file: "p.json").description,
                "p.json does not declare the params a, b in its params; nothing was saved")
        }
    }
}
