import Handoff
import XCTest

/// The syntax colours: every line's runs give the line back, and the kinds fall where they should.
final class SnippetHighlighterTests: XCTestCase {
    func testRunsGiveEveryLineBackForEveryConfiguration() {
        for configuration in SnippetConfigurations.all {
            for platform in SnippetPlatform.allCases {
                let code = configuration.code(platform)
                let lines = SnippetHighlighter.lines(code, language: platform.language)
                XCTAssertEqual(
                    lines.map { $0.map(\.text).joined() }.joined(separator: "\n"), code,
                    "\(configuration.name) \(platform.rawValue)")
            }
        }
    }

    func testKinds() {
        func kinds(_ line: String, _ language: SnippetLanguage) -> [String: SnippetHighlighter.Kind] {
            var out: [String: SnippetHighlighter.Kind] = [:]
            for run in SnippetHighlighter.lines(line, language: language)[0] {
                out[run.text.trimmingCharacters(in: .whitespaces)] = run.kind
            }
            return out
        }
        let swift = kinds(#"let loader = LoaderKitView(indicator: "BallPulse") // note"#, .swift)
        XCTAssertEqual(swift["let"], .keyword)
        XCTAssertEqual(swift["\"BallPulse\""], .string)
        XCTAssertEqual(swift["// note"], .comment)
        let kotlin = kinds("    speed = 1.5", .kotlin)
        XCTAssertEqual(kotlin["1.5"], .number)
        let markup = kinds(#"<lk:LoaderKitIndicator Speed="1.5" />"#, .markup)
        XCTAssertEqual(markup["<lk:LoaderKitIndicator"], .tag)
        XCTAssertEqual(markup["Speed"], .attribute)
        XCTAssertEqual(markup["\"1.5\""], .string)
        XCTAssertEqual(markup["/>"], .tag)
        XCTAssertEqual(kinds("<!-- a -- b -->", .markup)["<!-- a -- b -->"], .comment)
    }
}
