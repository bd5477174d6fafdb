import Foundation
import XCTest

final class ValidateLintTests: XCTestCase {
    private let degrees = """
        {
          "schemaVersion": 1,
          "name": "Spin",
          "duration": 1,
          "color": "#fff",
          "layout": { "type": "single", "size": 0.5 },
          "shape": { "type": "rect" },
          "tracks": [
            { "property": "rotate", "keyTimes": [0, 1], "values": [0, 360] }
          ]
        }
        """

    func testLintPrintsWarningsLikeACompilerAndKeepsTheExitStatus() throws {
        let path = try BinaryRunner.temporaryFile("spin.json", degrees)
        let plain = try BinaryRunner.run(["validate", path])
        XCTAssertEqual(plain.status, 0, plain.errors)
        XCTAssertEqual(plain.output, "")
        let result = try BinaryRunner.run(["validate", "--lint", path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            result.output,
            """
            \(path):5:3: warning: `color` is not a field of a spec; LoaderKit ignores it
            \(path):9:63: warning: rotate 360 is more than 4 turns: it looks like degrees, but LoaderKit angles are radians (a full turn is 6.283185307)

            """)
    }

    func testStrictMakesWarningsFail() throws {
        let path = try BinaryRunner.temporaryFile("spin.json", degrees)
        let result = try BinaryRunner.run(["validate", "--lint", "--strict", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.split(separator: "\n").count, 2)
        let clean = try BinaryRunner.run([
            "validate", "--lint", "--strict", BinaryRunner.fixture("examples/first-dot.json"),
        ])
        XCTAssertEqual(clean.status, 0, clean.errors)
        XCTAssertEqual(clean.output, "")
        let alone = try BinaryRunner.run(["validate", "--strict", path])
        XCTAssertEqual(alone.status, 2)
    }

    func testProblemsComeBeforeWarnings() throws {
        let text =
            #"{"schemaVersion": 1, "name": "x", "duration": 0, "colour": 1, "layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0]}]}"#
        let path = try BinaryRunner.temporaryFile("bad.json", text)
        let result = try BinaryRunner.run(["validate", "--lint", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.output,
            """
            \(path):1:47: duration must be a positive number
            \(path):1:50: warning: `colour` is not a field of a spec; LoaderKit ignores it

            """)
    }

    func testJSONReportListsWarnings() throws {
        let path = try BinaryRunner.temporaryFile("spin.json", degrees)
        let result = try BinaryRunner.run(["validate", "--lint", "--json", path])
        XCTAssertEqual(result.status, 0, result.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let file = try XCTUnwrap((json["files"] as? [[String: Any]])?.first)
        let warnings = try XCTUnwrap(file["warnings"] as? [[String: Any]])
        XCTAssertEqual(warnings.map { $0["path"] as? String }, ["color", "tracks[0].values[1]"])
        XCTAssertEqual(warnings.map { $0["line"] as? Int }, [5, 9])
        XCTAssertEqual(warnings.map { $0["code"] as? String }, ["unknown-field", "rotationInDegrees"])
        XCTAssertEqual(file["valid"] as? Bool, true)
    }
}
