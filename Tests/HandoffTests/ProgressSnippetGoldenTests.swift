import Handoff
import LoaderKitCore
import LoaderStudioCLI
import TestSupport
import XCTest

/// The progress snippets of the golden table (`ProgressSnippetConfigurations.cases`) on every
/// platform, byte for byte against `Tests/Fixtures/snippets/progress-cases/<case>/<platform>.txt`
/// (`RECORD_GOLDENS=1` rewrites them, and `cases.txt`, the words of each case).
final class ProgressSnippetGoldenTests: XCTestCase {
    func testEveryCaseOnEveryPlatformMatchesItsGolden() {
        let index = ProgressSnippetConfigurations.cases.map { "\($0.name)\t\($0.words)\n" }.joined()
        GoldenText.assertMatches(index, path: "snippets/progress-cases/cases.txt")
        for (name, words) in ProgressSnippetConfigurations.cases {
            let snippet = ProgressSnippetConfigurations.snippet(words)
            for platform in SnippetPlatform.allCases {
                GoldenText.assertMatches(
                    snippet.code(for: platform), path: "snippets/progress-cases/\(name)/\(platform.rawValue).txt")
            }
        }
    }

    func testTheCaseNamesAreUnique() {
        let names = ProgressSnippetConfigurations.cases.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(names.filter { $0.hasPrefix("design-") && $0.count == 9 }.count, 50)
        XCTAssertEqual(names.filter { $0.hasPrefix("pair-") }.count, 42)
    }

    func testTheCommandLinePrintsEachCaseWithANewline() {
        for (name, words) in ProgressSnippetConfigurations.cases where !words.contains("child=") {
            let snippet = ProgressSnippetConfigurations.snippet(words)
            for platform in SnippetPlatform.allCases {
                let io = CommandIO.capturing()
                let arguments =
                    ["snippet"] + ProgressSnippetConfigurations.arguments(words) + ["--platform", platform.rawValue]
                XCTAssertEqual(LoaderStudioCommand.run(arguments, io: io), 0, "\(name): \(io.errors)")
                XCTAssertEqual(io.output, snippet.code(for: platform) + "\n", "\(name) \(platform.rawValue)")
            }
        }
    }
}
