import Foundation
import ImageExport
import XCTest

/// `render --speed S`: a GIF, Lottie or SVG loop plays the cycle at S, lasting the cycle / S
/// (BallPulse's 0.75 s cycle at 1.25 loops in 0.6 s); a speed not above 0, or one given to a
/// PNG, is an error that writes nothing.
final class RenderSpeedTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-speed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    func testAGIFLottieAndSVGLastTheCycleOverTheSpeed() throws {
        let dir = try temporaryDirectory()
        let gif = dir.appendingPathComponent("pulse.gif").path
        let made = try BinaryRunner.run(["render", "BallPulse", "--out", gif, "--size", "8", "--speed", "1.25"])
        XCTAssertEqual(made.status, 0, made.errors)
        XCTAssertEqual(try GIFFile.read(gif).delays.reduce(0, +), 60, "0.6 s, in centiseconds")
        XCTAssertTrue(made.output.contains("18 frames"), "0.6 s at 30 fps: \(made.output)")
        let framed = try BinaryRunner.run([
            "render", "BallPulse", "--out", gif, "--size", "8", "--frames", "10", "--speed", "0.5",
        ])
        XCTAssertEqual(framed.status, 0, framed.errors)
        XCTAssertEqual(try GIFFile.read(gif).delays.reduce(0, +), 150, "--frames 10 of a 1.5 s loop")

        let lottie = dir.appendingPathComponent("pulse.json").path
        XCTAssertEqual(
            try BinaryRunner.run(["render", "BallPulse", "--out", lottie, "--size", "32", "--speed", "1.25"]).status, 0)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lottie))) as? [String: Any])
        let op = try XCTUnwrap((json["op"] as? NSNumber)?.doubleValue),
            fr = try XCTUnwrap((json["fr"] as? NSNumber)?.doubleValue)
        XCTAssertEqual(op, 36, "0.6 s at 60 fps")
        XCTAssertEqual(op / fr, 0.6, accuracy: 1e-6)

        let svg = dir.appendingPathComponent("pulse.svg").path
        XCTAssertEqual(
            try BinaryRunner.run(["render", "BallPulse", "--out", svg, "--size", "32", "--speed", "1.25"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains(" 0.6s linear infinite"))
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse", "--out", svg, "--size", "32"]).status, 0)
        XCTAssertTrue(
            try String(contentsOfFile: svg, encoding: .utf8).contains(" 0.75s linear infinite"), "speed 1 by default")
    }

    func testASpeedNotAboveZeroIsAnErrorThatWritesNothing() throws {
        let dir = try temporaryDirectory()
        for (out, speed) in [("a.gif", "0"), ("a.json", "-1"), ("a.svg", "0")] {
            let path = dir.appendingPathComponent(out).path
            let result = try BinaryRunner.run(["render", "BallPulse", "--out", path, "--speed", speed])
            XCTAssertEqual(result.status, 2, "\(out) at \(speed)")
            XCTAssertTrue(
                result.errors.contains("--speed must be above 0 (the loop lasts the cycle / speed), got \(speed)"),
                result.errors)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        }
    }

    func testASpeedForAPNGIsAnError() throws {
        let dir = try temporaryDirectory()
        let png = dir.appendingPathComponent("a.png").path
        for extra in [[String](), ["--frames", "4"]] {
            let result = try BinaryRunner.run(["render", "BallPulse", "--out", png, "--speed", "2"] + extra)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(
                result.errors.contains(
                    "--speed applies to a GIF, Lottie or SVG loop; a PNG frame or sequence holds no timing"),
                result.errors)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testASlowSpeedMeetsTheFrameLimitNamingTheLoop() throws {
        let dir = try temporaryDirectory()
        let gif = dir.appendingPathComponent("slow.gif").path
        // 0.75 s at 0.01 is a 75 s loop: 2250 frames at 30 fps.
        let result = try BinaryRunner.run(["render", "BallPulse", "--out", gif, "--size", "8", "--speed", "0.01"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.errors.contains(
                "one loop of 75.0 s (a 0.75 s cycle at 0.01×) at 30.0 fps would be 2250 frames, 250 more than the 2000 an export may have"
            ),
            result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif))
    }

    func testTheUsageNamesTheOption() throws {
        let result = try BinaryRunner.run(["render", "--help"])
        XCTAssertNotNil(
            result.output.range(
                of: "--speed S +playback speed of a GIF, Lottie or SVG loop", options: .regularExpression),
            result.output)
    }
}
