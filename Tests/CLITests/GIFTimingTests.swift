import Foundation
import ImageExport
import TestSupport
import XCTest

/// The delays of written GIFs follow the exact frame times: rounding to centiseconds is carried
/// from frame to frame, so one loop lasts the cycle within 1 cs, and no delay is below 2 cs.
final class GIFTimingTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("loader-studio-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    /// Renders `arguments` to a GIF and returns its decoded delays.
    private func delays(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [Int] {
        let out = dir.appendingPathComponent("\(UUID().uuidString).gif").path
        let result = try BinaryRunner.run(["render"] + arguments + ["--out", out])
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        return try GIFFile.read(out).delays
    }

    func testIndicatorGIFsLastOneCycleAtAnyFrameRate() throws {
        let cases: [(name: String, fps: String, cycle: Double)] = [
            ("BallSpinFadeLoader", "30", 1), ("BallSpinFadeLoader", "60", 1), ("BallSpinFadeLoader", "1000", 1),
            ("BallSpinFadeLoader", "7", 1), ("BallBeat", "30", 0.7), ("Atom", "24", 1.5),
        ]
        for c in cases {
            let found = try delays([c.name, "--size", "8", "--fps", c.fps])
            GIFDelayCheck.assertFollowsLoop(found, seconds: c.cycle, "\(c.name) at \(c.fps) fps")
        }
        XCTAssertEqual(try delays(["BallSpinFadeLoader", "--size", "8", "--fps", "30"]).count, 30)
        XCTAssertEqual(
            try delays(["BallSpinFadeLoader", "--size", "8", "--fps", "60"]).count, 50, "at most 50 fps: 2 cs a frame")
    }

    func testAnExplicitFrameCountSpreadsOverTheCycle() throws {
        let twelve = try delays(["BallSpinFadeLoader", "--size", "8", "--frames", "12", "--fps", "24"])
        XCTAssertEqual(twelve, [8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9, 8])
        GIFDelayCheck.assertFollowsLoop(
            try delays(["BallBeat", "--size", "8", "--frames", "35"]), seconds: 0.7, "35 frames")

        let tooMany = try BinaryRunner.run([
            "render", "BallBeat", "--size", "8", "--frames", "36",
            "--out", dir.appendingPathComponent("many.gif").path,
        ])
        XCTAssertEqual(tooMany.status, 2)
        XCTAssertTrue(tooMany.errors.contains("at most 35 frames"), tooMany.errors)
    }

    func testProgressGIFsLastTheirCycle() throws {
        for fps in ["20", "30", "60"] {
            let found = try delays(["--progress", "circular:dual", "--size", "24", "--fps", fps])
            GIFDelayCheck.assertFollowsLoop(found, seconds: 1.4, "circular:dual at \(fps) fps")
        }
        GIFDelayCheck.assertFollowsLoop(
            try delays(["--progress", "circular:dual", "--size", "24", "--frames", "9", "--fps", "20"]),
            seconds: 1.4, "9 frames")
    }
}
