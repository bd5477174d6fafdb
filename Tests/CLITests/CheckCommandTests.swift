import Foundation
import LoaderStudioCLI
import XCTest

/// `loader-studio check`: the artwork's checks of files, built-ins and folders, one line a
/// finding, the figures in JSON, exit 1 on a failure, and each mistake named.
final class CheckCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, io: CommandIO) {
        let io = CommandIO.capturing()
        return (LoaderStudioCommand.run(["check"] + arguments, io: io), io)
    }

    func testAPassingBuiltinPrintsEveryFigureAndExitsZero() {
        let result = run(["BallSpinFadeLoader", "--color", "#6D28D9"])
        XCTAssertEqual(result.status, 0, result.io.errors)
        let lines = result.io.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, result.io.output)
        XCTAssertEqual(
            lines[0],
            "BallSpinFadeLoader: pass: contrast: lowest 7.10:1 (element 0, #6D28D9 at opacity 1.00, t = 0.00 s, "
                + "on #FFFFFF); needs 3:1")
        XCTAssertTrue(lines[1].hasPrefix("BallSpinFadeLoader: pass: flashing: at most 1 flash a second"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("BallSpinFadeLoader: pass: reduced motion: "), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("BallSpinFadeLoader: pass: colour vision: lowest contrast "), lines[3])
    }

    func testAPaleColourFailsWithTheNearestPassingColourAndOneLineForAlikeElements() {
        let result = run(["BallSpinFadeLoader", "--colors", "#7C3AED,#06B6D4", "--background", "#FFFFFF,#16181D"])
        XCTAssertEqual(result.status, 1)
        let errors = result.io.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, result.io.output)
        XCTAssertTrue(errors[0].contains("2.42:1 for element 1, #06B6D4"), String(errors[0]))
        XCTAssertTrue(errors[0].contains("(also elements 3, 5, 7)"), String(errors[0]))
        XCTAssertTrue(errors[0].contains("nearest passing colour of its hue: #"), String(errors[0]))
    }

    func testJSONCarriesTheFiguresOfEachSpecInOrder() throws {
        let folder = NSTemporaryDirectory() + "check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let faint = """
            {"schemaVersion": 1, "name": "Faint", "duration": 1, "layout": {"type": "single"},
             "shape": {"type": "circle"},
             "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [0, 0.2, 0]}]}
            """
        try faint.write(toFile: folder + "/faint.json", atomically: true, encoding: .utf8)
        let result = run([folder, "BallPulse", "--json", "--size", "64"])
        XCTAssertEqual(result.status, 1, result.io.errors)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.io.output.utf8)) as? [String: Any])
        let specs = try XCTUnwrap(json["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.map { $0["spec"] as? String }, [folder + "/faint.json", "BallPulse"])
        XCTAssertEqual(specs.map { $0["verdict"] as? String }, ["fail", "pass"])
        let contrast = try XCTUnwrap(specs[0]["contrast"] as? [String: Any])
        let lowest = try XCTUnwrap(contrast["lowest"] as? [String: Any])
        XCTAssertEqual(lowest["opacity"] as? Double ?? 0, 0.2, accuracy: 1e-9)
        XCTAssertEqual(lowest["time"] as? Double ?? 0, 0.5, accuracy: 0.01)
        let motion = try XCTUnwrap(specs[0]["reducedMotion"] as? [String: Any])
        XCTAssertEqual(motion["verdict"] as? String, "warning")
        XCTAssertEqual(motion["inkShare"] as? Double, 0)
        let flashing = try XCTUnwrap(specs[1]["flashing"] as? [[String: Any]])
        XCTAssertEqual(flashing.first?["size"] as? Double, 64)
    }

    func testMistakesAreNamed() {
        var cases: [([String], String)] = [
            ([], "check needs at least one SPEC, built-in NAME or FOLDER"),
            (["BallPulse", "--color", "purple"], #"--color needs colours like #7C3AED or #7C3AED80, got "purple""#),
            (["BallPulse", "--color", "#000000", "--colors", "#000000"], "use either --color or --colors"),
            (["BallPulse", "--speed", "0"], "--speed must be above 0, got 0.0"),
            (["BallPulse", "--size", "2"], "--size needs a whole number from 8 to 4096"),
            (["NoSuchLoader"], "NoSuchLoader: no such file or built-in indicator"),
            (["BallPulse", "--params", "nope=1"], #"BallPulse has no param "nope""#),
        ]
        let empty = NSTemporaryDirectory() + "check-empty-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        cases.append(([empty], "\(empty) is a directory with no *.json spec files in it"))
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.io.errors.contains(message), "\(arguments): \(result.io.errors)")
            XCTAssertEqual(result.io.output, "", "\(arguments)")
        }
    }
}
