import Handoff
import LoaderKitCore
import TestSupport
import XCTest

/// One golden table per platform (`Tests/Fixtures/snippets/table/<platform>.txt`) holding the
/// code of every combination a tuned built-in can be in: params none or some, colour none, one
/// or a list, speed 1 or not, two sizes; then the number forms at their edges and a spec file.
/// The built-in rows were checked byte for byte against the playground's own code under node.
final class IndicatorSnippetTableTests: XCTestCase {
    /// A named state and its snippet.
    struct Row {
        let name: String
        let snippet: IndicatorSnippet
    }

    static var rows: [Row] {
        var rows: [Row] = []
        let paramSets: [(String, [String: Double])] = [
            ("no params", [:]), ("params", ["count": 10, "minOpacity": 0.45]),
        ]
        let colourSets: [(String, [String])] = [
            ("theme colour", []), ("one colour", ["#7c3aed"]),
            ("colour list", ["#7c3aed", "#06b6d4", "#f43f5e"]),
        ]
        for (paramsName, params) in paramSets {
            for (colourName, colours) in colourSets {
                for speed in [1, 1.5] {
                    for size in [48.0, 128] {
                        let name = "\(paramsName), \(colourName), speed \(speed == 1 ? "1" : "1.5"), size \(Int(size))"
                        rows.append(
                            Row(
                                name: name,
                                snippet: SnippetConfigurations.builtin(
                                    "BallSpinFadeLoader", params: params,
                                    colors: colours, speed: speed, size: size)))
                    }
                }
            }
        }
        // toFixed's tie goes up (0.0625 → 0.063), JSON keeps the raw value, a speed that rounds to
        // 1 is still written (it is not 1), and a param equal to its default is left out.
        rows.append(
            Row(
                name: "number edges",
                snippet: SnippetConfigurations.builtin(
                    "BallSpinFadeLoader", params: ["count": 8, "minScale": 0.0625, "minOpacity": 0.1234567],
                    speed: 1.0005, size: 64)))
        rows.append(Row(name: "spec file", snippet: SnippetConfigurations.custom()))
        return rows
    }

    /// The table of `platform`: each row under a `=== name ===` line.
    static func table(_ platform: SnippetPlatform) -> String {
        rows.map { "=== \($0.name) ===\n" + $0.snippet.code(for: platform) + "\n" }.joined(separator: "\n")
    }

    func testEachPlatformsTableMatchesItsGolden() {
        XCTAssertEqual(Self.rows.count, 26)
        for platform in SnippetPlatform.allCases {
            GoldenText.assertMatches(Self.table(platform), path: "snippets/table/\(platform.rawValue).txt")
        }
    }

    func testTheNumberFormsAreThePlaygrounds() {
        let edges = Self.rows[24].snippet
        XCTAssertTrue(edges.code(for: .uikit).contains(#"loader.params = ["minScale": 0.063, "minOpacity": 0.123]"#))
        XCTAssertTrue(edges.code(for: .web).contains(#"params='{"minScale":0.0625,"minOpacity":0.1234567}'"#))
        XCTAssertTrue(
            edges.code(for: .android).contains(#"params = mapOf("minScale" to 0.063, "minOpacity" to 0.123)"#))
        XCTAssertTrue(edges.code(for: .android).contains("speed = 1.0\n"), "a Kotlin double keeps its point")
        XCTAssertTrue(edges.code(for: .uikit).contains("loader.speed = 1\n"), "Swift writes 1")
        XCTAssertFalse(edges.code(for: .react).contains("count"), "a param at its default is left out")
    }
}
