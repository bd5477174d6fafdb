import Foundation
import Glibc
import LoaderStudioCLI
import XCTest

/// `loader-studio edit`, in-process through `LoaderStudioCommand.run` (and once through the binary).
final class EditCommandTests: XCTestCase {
    private let spec = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1,
          "layout": { "type": "row", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, 0.5, 1] }
          ]
        }

        """

    private func run(_ arguments: [String]) -> (status: Int32, io: CommandIO) {
        let io = CommandIO.capturing()
        return (LoaderStudioCommand.run(["edit"] + arguments, io: io), io)
    }

    private func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testAppliesEditsInOrderAndKeepsTheFilesStyleAndPermissions() throws {
        let path = try BinaryRunner.temporaryFile("dots.json", spec)
        XCTAssertEqual(chmod(path, 0o640), 0)
        let result = run([
            path, "--set", "tracks[0].values[1]=0.35", "--insert=tracks[0].keyTimes[1]=0.25",
            "--insert", "tracks[0].values[1]=0.8", "--remove", "shape", "--set",
            #"shape={"type": "rect", "cornerRadius": 0.2}"#,
        ])
        XCTAssertEqual(result.status, 0, result.io.errors)
        XCTAssertEqual(result.io.output, "")
        XCTAssertEqual(
            try contents(path),
            spec
                .replacingOccurrences(
                    of: "[0, 0.5, 1], \"values\": [1, 0.5, 1]", with: "[0, 0.25, 0.5, 1], \"values\": [1, 0.8, 0.35, 1]"
                )
                .replacingOccurrences(of: "  \"shape\": { \"type\": \"circle\" },\n", with: "")
                .replacingOccurrences(
                    of: "  ]\n}", with: "  ],\n  \"shape\": { \"type\": \"rect\", \"cornerRadius\": 0.2 }\n}"))
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
    }

    func testAnInvalidResultPrintsTheProblemsAndLeavesTheFile() throws {
        let path = try BinaryRunner.temporaryFile("dots.json", spec)
        let result = run([path, "--remove", "tracks[0].values[2]"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.io.output, "\(path):8:63: tracks[0].values must have the same length as keyTimes\n")
        XCTAssertTrue(result.io.errors.contains("left unchanged"), result.io.errors)
        XCTAssertEqual(try contents(path), spec)
    }

    func testAFileThatIsNotJSONIsAProblem() throws {
        let path = try BinaryRunner.temporaryFile("broken.json", "{\n  \"name\": \"x\",\n}\n")
        let result = run([path, "--set", "name=\"y\""])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.io.output.hasPrefix("\(path):3:1: spec is not valid JSON: "), result.io.output)
        XCTAssertEqual(try contents(path), "{\n  \"name\": \"x\",\n}\n")
    }

    func testBadPathsJSONAndUsageExitTwoNamingTheProblem() throws {
        let path = try BinaryRunner.temporaryFile("dots.json", spec)
        let cases: [([String], String)] = [
            ([path, "--set", "tracks[x]=1"], #""tracks[x]" is not a path"#),
            ([path, "--set", "tracks[3].values=1"], #"no value at "tracks[3]""#),
            ([path, "--remove", "nothing"], #"no value at "nothing""#),
            ([path, "--insert", "tracks[0].keyTimes[9]=1"], "past the end of an array of 3"),
            ([path, "--set", "name={"], "not a JSON value: {"),
            ([path, "--set", "name"], "--set needs PATH=JSON"),
            ([path, "--set"], "--set needs a value"),
            ([path], "edit needs at least one --set, --insert or --remove"),
            (["--remove", "name"], "edit needs a FILE"),
            ([path, path, "--remove", "name"], "edit takes one FILE"),
            ([path, "--frobnicate"], "unknown option --frobnicate"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.io.errors.contains(message), "\(arguments): \(result.io.errors)")
        }
        let missing = run(["/nonexistent/dots.json", "--remove", "name"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.io.errors.contains("/nonexistent/dots.json"), missing.io.errors)
        XCTAssertEqual(try contents(path), spec)
    }

    func testHelpAndTheProgramsUsageListEdit() {
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.io.output.hasPrefix("usage: loader-studio edit FILE"), help.io.output)
        XCTAssertTrue(LoaderStudioCommand.usage.contains("loader-studio edit FILE [--set PATH=JSON]..."))
    }

    func testTheBinaryEditsAFile() throws {
        let path = try BinaryRunner.temporaryFile("dots.json", spec)
        let result = try BinaryRunner.run(["edit", path, "--set", "layout.count=5", "--set", "name=\"Five\""])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            try contents(path),
            spec.replacingOccurrences(of: "\"count\": 3", with: "\"count\": 5")
                .replacingOccurrences(of: "\"Dots\"", with: "\"Five\""))
        let refused = try BinaryRunner.run(["edit", path, "--set", "duration=0"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.output, "\(path):4:15: duration must be a positive number\n")
    }
}
