import Handoff
import LoaderStudioCLI
import TestSupport
import XCTest

/// Every platform's code in every configuration against the committed goldens
/// (`Tests/Fixtures/snippets/<configuration>/<platform>.txt`; `RECORD_GOLDENS=1` rewrites them),
/// and `loader-studio snippet` printing the same code.
final class SnippetGoldenTests: XCTestCase {
    func testEveryPlatformInEveryConfigurationMatchesItsGolden() {
        for configuration in SnippetConfigurations.all {
            for platform in SnippetPlatform.allCases {
                GoldenText.assertMatches(
                    configuration.code(platform), path: "snippets/\(configuration.name)/\(platform.rawValue).txt")
            }
        }
    }

    func testTheCommandLinePrintsTheSameCode() {
        for configuration in SnippetConfigurations.all {
            for platform in SnippetPlatform.allCases {
                let io = CommandIO.capturing()
                let status = LoaderStudioCommand.run(
                    ["snippet"] + configuration.arguments + ["--platform", platform.rawValue], io: io)
                XCTAssertEqual(status, 0, "\(configuration.name) \(platform): \(io.errors)")
                XCTAssertEqual(
                    io.output, configuration.code(platform) + "\n",
                    "\(configuration.name) \(platform.rawValue): the code and a newline")
            }
        }
    }

    func testAllPrintsTheTwelvePlatformsUnderHeadersInThePlaygroundsOrder() {
        let io = CommandIO.capturing()
        XCTAssertEqual(LoaderStudioCommand.run(["snippet", "BallPulse", "--platform", "all"], io: io), 0)
        for platform in SnippetPlatform.allCases {
            XCTAssertTrue(
                io.output.contains("// \(platform.title)\n" + SnippetConfigurations.all[0].code(platform)),
                platform.rawValue)
        }
        let headers = io.output.split(separator: "\n").filter { line in
            SnippetPlatform.allCases.contains { "// \($0.title)" == line }
        }
        XCTAssertEqual(
            headers,
            [
                "// React", "// Vue", "// Svelte", "// HTML", "// Web (TS)", "// Android View", "// Compose",
                "// UIKit",
                "// SwiftUI", "// WinUI (XAML)", "// WinUI (C#)", "// React Native",
            ])
    }
}
