import Foundation
import XCTest

/// `render --out x.json|x.svg`: Lottie and animated SVG from the command line.
final class VectorRenderCommandTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testLottieAndSVGByExtensionAndFormat() throws {
        let dir = try temporaryDirectory()
        let lottie = dir.appendingPathComponent("pulse.json").path, svg = dir.appendingPathComponent("pulse.svg").path
        let first = try BinaryRunner.run([
            "render", "BallPulse", "--out", lottie, "--format", "lottie", "--size", "96", "--fps", "30",
            "--params", "count=4",
        ])
        XCTAssertEqual(first.status, 0, first.errors)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lottie))) as? [String: Any])
        XCTAssertEqual(json["op"] as? Int, 23)  // 0.75 s × 30 fps = 22.5, rounded
        XCTAssertEqual(json["w"] as? Int, 96)
        XCTAssertEqual((json["layers"] as? [Any])?.count, 4)
        let second = try BinaryRunner.run(["render", "SquareSpin", "--out", svg, "--colors", "#7C3AED"])
        XCTAssertEqual(second.status, 0, second.errors)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(text.contains("width=\"160\""))
        XCTAssertTrue(text.contains("#7c3aed"))
        XCTAssertTrue(second.output.contains("(svg, 160x160, 180 frames"), second.output)
        XCTAssertTrue(
            second.output.contains("outlines baked per frame"), "SquareSpin needs perspective: \(second.output)")
        let third = try BinaryRunner.run(["render", "BallPulse", "--out", svg])
        XCTAssertEqual(third.status, 0, third.errors)
        XCTAssertTrue(third.output.contains("every element keyframed"), third.output)
    }

    func testAFormatThatDoesNotMatchTheExtensionIsAnError() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("x.svg").path
        let result = try BinaryRunner.run(["render", "BallPulse", "--out", out, "--format", "lottie"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.errors.contains("--format lottie does not match --out \(out); a lottie file ends in .json"),
            result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let unknown = try BinaryRunner.run(["render", "BallPulse", "--out", out, "--format", "webm"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("--format must be lottie, svg, png or gif"), unknown.errors)
        let still = try BinaryRunner.run(["render", "BallPulse", "--out", out, "--cycle-progress", "0.5"])
        XCTAssertEqual(still.status, 2)
        XCTAssertTrue(still.errors.contains("--cycle-progress does not apply to a Lottie or SVG export"), still.errors)
    }

    func testARefusedExportLeavesTheOldFileAlone() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("long.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: out))
        let spec = dir.appendingPathComponent("long-spec.json").path
        try Data(
            #"{"schemaVersion":1,"name":"Long","duration":50,"layout":{"type":"single"},"shape":{"type":"circle"},"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[0,1]}]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: spec))
        let result = try BinaryRunner.run(["render", spec, "--out", out])
        XCTAssertEqual(result.status, 2, result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "one 50 s cycle at 60 fps is 3000 frames, 1000 more than the 2000 an export may have"),
            result.errors)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "old")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(Set(names), ["long.json", "long-spec.json"], "no temporary file is left behind")
    }
}
