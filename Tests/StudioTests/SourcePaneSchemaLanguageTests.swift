import Localization
import TestSupport
import XCTest

@testable import Studio
@testable import UI

/// The source pane's hover and completion speak the studio's language: the schema's type
/// summary and description switch with it, at once, and come back to LoaderKit's English.
final class SourcePaneSchemaLanguageTests: XCTestCase {
    func testHoverAndCompletionFollowTheStudiosLanguage() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("pulse.json")
            Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            app.toggleSource()
            let pane = app.editor.source
            let buffer = pane.editor.model.buffer
            let text = String(decoding: buffer.bytes, as: UTF8.self)
            func offset(_ marker: String) throws -> Int {
                let range = try XCTUnwrap(text.range(of: marker), marker)
                return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            }
            let gap = try offset(#""gap""#) + 1
            // Just inside the layout object, where its missing names are offered.
            let inLayout = try offset(#""layout": {"#) + #""layout": {"#.utf8.count
            let provider = try XCTUnwrap(pane.editor.hoverProvider)
            let completer = try XCTUnwrap(pane.editor.completionProvider)

            let expected: [(Language, String, String)] = [
                (.english, "gap: number or { $param }\nSpace between two elements.", "number or { $param }"),
                (.french, "gap\u{00A0}: nombre ou { $param }\nEspace entre deux éléments.", "nombre ou { $param }"),
                (.vietnamese, "gap: số hoặc { $param }\nKhoảng cách giữa hai phần tử.", "số hoặc { $param }"),
                (.chineseSimplified, "gap：数值或 { $param }\n两个元素之间的间距。", "数值或 { $param }"),
                (.english, "gap: number or { $param }\nSpace between two elements.", "number or { $param }"),
            ]
            for (language, hover, detail) in expected {
                app.setLanguage(language)
                XCTAssertEqual(provider.hoverText(at: gap, of: buffer), hover, language.rawValue)
                let items = completer.completions(at: inLayout, of: buffer)
                XCTAssertEqual(items.map(\.label), ["itemWidth", "itemHeight"], language.rawValue)
                XCTAssertEqual(items.first?.detail, detail, language.rawValue)
            }
        }
    }
}
