import Foundation
import XCTest

final class ValidateCommandTests: XCTestCase {
    func testValidFilesExitZeroAndPrintNothing() throws {
        let result = try BinaryRunner.run([
            "validate", BinaryRunner.fixture("examples/first-dot.json"),
            BinaryRunner.fixture("examples/timing-group-tracks.json"),
        ])
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
        let path = try BinaryRunner.temporaryFile(
            "bad.json",
            #"{"schemaVersion": 2, "name": "x", "duration": 1, "layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": []}"#
        )
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
        let path = try BinaryRunner.temporaryFile(
            "short.json",
            #"{"schemaVersion": 1, "name": "x", "duration": 1, "layout": {"type": "row", "count": 3, "gap": 0}, "shape": {"type": "circle"}, "stagger": [0], "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [0, 1]}]}"#
        )
        let result = try BinaryRunner.run(["validate", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.hasSuffix(": stagger has 1 entries but the layout has 3 elements\n"), result.output)
    }

    func testMissingFilesAndFoldersWithoutSpecsAreIOErrors() throws {
        let missing = try BinaryRunner.run(["validate", "/nonexistent/spec.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("/nonexistent/spec.json"), missing.errors)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let folder = try BinaryRunner.run(["validate", empty])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.errors.contains("is a directory"), folder.errors)
    }

    /// A folder stands for every `*.json` in it and its subfolders, in sorted order; a summary
    /// line goes to stderr.
    func testFoldersAreValidatedRecursivelyInOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let good = try String(contentsOfFile: BinaryRunner.fixture("examples/first-dot.json"), encoding: .utf8)
        let bad =
            #"{"schemaVersion": 2, "name": "x", "duration": 1, "layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": []}"#
        for (name, text) in [
            ("b.json", bad), ("a.json", good), ("sub/z.json", bad), ("sub/deeper/c.json", good),
            ("notes.txt", "not a spec"), ("sub/readme.md", "# no"),
        ] {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try BinaryRunner.run(["validate", root.path])
        XCTAssertEqual(result.status, 1)
        let named = result.output.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        XCTAssertEqual(
            named, [root.appendingPathComponent("b.json").path, root.appendingPathComponent("sub/z.json").path])
        XCTAssertEqual(result.errors, "4 files, 2 with problems\n")

        let one = try BinaryRunner.run(["validate", root.appendingPathComponent("b.json").path])
        XCTAssertEqual(one.status, 1)
        XCTAssertEqual(one.errors, "1 file, 1 with problems\n")
        let clean = try BinaryRunner.run(["validate", root.appendingPathComponent("sub/deeper").path])
        XCTAssertEqual(clean.status, 0, clean.errors)
        XCTAssertEqual(clean.errors, "1 file, 0 with problems\n")

        let json = try BinaryRunner.run(["validate", "--json", root.path])
        let files = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["files"]
                as? [[String: Any]])
        XCTAssertEqual(
            files.compactMap { $0["path"] as? String },
            ["a.json", "b.json", "sub/deeper/c.json", "sub/z.json"].map {
                root.appendingPathComponent($0).path
            })
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try BinaryRunner.run(["validate"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["validate", "--frobnicate", "x.json"]).status, 2)
        let nonsense = try BinaryRunner.run(["nonsense"])
        XCTAssertEqual(nonsense.status, 2)
        XCTAssertFalse(nonsense.errors.contains("did you mean"), nonsense.errors)
        let help = try BinaryRunner.run(["validate", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("usage: loader-studio validate"))
    }

    func testACloseMisspellingOfACommandGetsASuggestion() throws {
        for (typed, meant) in [
            ("validat", "validate"), ("valdiate", "validate"), ("rendr", "render"), ("evl", "eval"),
            ("lsit", "list"), ("schemas", "schema"), ("ls", "lsp"),
        ] {
            let result = try BinaryRunner.run([typed, "x.json"])
            XCTAssertEqual(result.status, 2, typed)
            XCTAssertTrue(result.errors.contains("unknown command \"\(typed)\"; did you mean \(meant)?"), result.errors)
        }
        for far in ["x", "frobnicate", "mv"] {
            let result = try BinaryRunner.run([far])
            XCTAssertEqual(result.status, 2, far)
            XCTAssertFalse(result.errors.contains("did you mean"), "\(far): \(result.errors)")
        }
    }
}
