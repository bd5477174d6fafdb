import Foundation
import XCTest

final class ValidateCommandTests: XCTestCase {
    func testValidFilesExitZeroAndPrintNothing() throws {
        let result = try BinaryRunner.run(["validate", BinaryRunner.fixture("examples/first-dot.json"),
                                           BinaryRunner.fixture("examples/timing-group-tracks.json")])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "")
    }

    func testProblemsArePrintedLikeACompilerWithTheLineOfTheValue() throws {
        let text = """
            {
              "schemaVersion": 1,
              "name": "Dots",
              "duration": 1,
              "layout": { "type": "row", "count": 3, "gap": 0.1 },
              "shape": { "type": "circle" },
              "tracks": [
                {
                  "property": "scale",
                  "keyTimes": [0, 1],
                  "values": [1, 0.5, 1]
                }
              ]
            }
            """
        let path = try BinaryRunner.temporaryFile("dots.json", text)
        let result = try BinaryRunner.run(["validate", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "\(path):11:17: tracks[0].values must have the same length as keyTimes\n")
    }

    func testJSONOutputListsMessagesPathsAndPositions() throws {
        let path = try BinaryRunner.temporaryFile("bad.json", #"{"schemaVersion": 2, "name": "x", "duration": 1, "layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": []}"#)
        let result = try BinaryRunner.run(["validate", "--json", path])
        XCTAssertEqual(result.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let file = try XCTUnwrap((json["files"] as? [[String: Any]])?.first)
        XCTAssertEqual(file["path"] as? String, path)
        XCTAssertEqual(file["valid"] as? Bool, false)
        let problems = try XCTUnwrap(file["problems"] as? [[String: Any]])
        XCTAssertEqual(problems.map { $0["message"] as? String }, ["schemaVersion must be 1"])
        XCTAssertEqual(problems.first?["path"] as? String, "schemaVersion")
        XCTAssertEqual(problems.first?["line"] as? Int, 1)
        XCTAssertEqual(problems.first?["column"] as? Int, 19)
    }

    func testSyntaxErrorsGetTheirLineAndColumn() throws {
        let path = try BinaryRunner.temporaryFile("broken.json", "{\n  \"name\": \"x\",\n  \"duration\": 1,\n}\n")
        let result = try BinaryRunner.run(["validate", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.hasPrefix("\(path):4:1: spec is not valid JSON: "), result.output)
    }

    func testPrepareTimeProblemsFollowValidation() throws {
        let path = try BinaryRunner.temporaryFile("short.json", #"{"schemaVersion": 1, "name": "x", "duration": 1, "layout": {"type": "row", "count": 3, "gap": 0}, "shape": {"type": "circle"}, "stagger": [0], "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [0, 1]}]}"#)
        let result = try BinaryRunner.run(["validate", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.hasSuffix(": stagger has 1 entries but the layout has 3 elements\n"), result.output)
    }

    func testMissingFilesAndFoldersAreIOErrors() throws {
        let missing = try BinaryRunner.run(["validate", "/nonexistent/spec.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("/nonexistent/spec.json"), missing.errors)
        let folder = try BinaryRunner.run(["validate", FileManager.default.temporaryDirectory.path])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.errors.contains("is a directory"), folder.errors)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try BinaryRunner.run(["validate"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["validate", "--frobnicate", "x.json"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["nonsense"]).status, 2)
        let help = try BinaryRunner.run(["validate", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("usage: loader-studio validate"))
    }
}
