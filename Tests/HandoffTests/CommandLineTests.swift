import Handoff
import LoaderKitCore
import LoaderStudioCLI
import XCTest

/// `loader-studio share` and `snippet`'s refusals; links as window arguments.
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let io = CommandIO.capturing()
        let status = LoaderStudioCommand.run(arguments, io: io)
        return (status, io.output, io.errors)
    }

    func testShareprintsTheIndicatorLinkForABuiltinAndASpecLinkForAFile() throws {
        XCTAssertEqual(run(["share", "BallPulse"]).output, ShareLink.playgroundAddress + "#indicator=BallPulse\n")
        let path = SnippetConfigurations.customPath
        let shared = run(["share", path])
        XCTAssertEqual(shared.status, 0)
        let link = shared.output.trimmingCharacters(in: .newlines)
        XCTAssertTrue(link.hasPrefix(ShareLink.playgroundAddress + "#spec="))
        XCTAssertEqual(try SharedSpec.read(link).json, try String(contentsOfFile: path, encoding: .utf8))
        XCTAssertEqual(run(["share", "NoSuchIndicator"]).status, 2)
        XCTAssertEqual(run(["share"]).status, 2)
    }

    func testSnippetRefusesBadInputWithAClearMessage() {
        let cases: [([String], String)] = [
            (["snippet", "BallPulse"], "--platform"),
            (["snippet", "BallPulse", "--platform", "ios"], "unknown platform \"ios\""),
            (["snippet", "BallPulse", "--platform", "web", "--params", "nope=1"], "has no param \"nope\""),
            (
                ["snippet", "BallPulse", "--platform", "web", "--params", "count=1e400"],
                "--params count needs a finite number"
            ),
            (["snippet", "BallPulse", "--platform", "web", "--color", "purple"], "colours like #7C3AED"),
            (
                ["snippet", "BallPulse", "--platform", "web", "--color", "#fff", "--colors", "#000"],
                "either --color or --colors"
            ),
            (["snippet", "BallPulse", "--platform", "web", "--size", "0"], "--size needs a number above 0"),
            (["snippet", "BallPulse", "--platform", "web", "--speed", "fast"], "--speed needs a number"),
            (["snippet", "--progress", "spiral", "--platform", "web"], "unknown progress type \"spiral\""),
            (["snippet", "--progress", "pie:wavy", "--platform", "web"], "pie has no variant \"wavy\""),
            (["snippet", "--progress", "pie", "--platform", "web", "--size", "40"], "with --progress use --options"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.contains(message), "\(arguments): \(result.errors)")
        }
    }

    func testALinkArgumentOpensTheWindow() {
        let link = ShareLink.spec(json: "{}")
        XCTAssertTrue(LoaderStudioCommand.isWindowMode([link], exists: { _ in false }))
        XCTAssertTrue(LoaderStudioCommand.isWindowMode([ShareLink.builtin("Orbit")], exists: { _ in false }))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["share", "Orbit"], exists: { _ in false }))
        XCTAssertTrue(LoaderStudioCommand.usage.contains("loader-studio snippet"))
        XCTAssertTrue(LoaderStudioCommand.usage.contains("loader-studio share"))
    }
}
