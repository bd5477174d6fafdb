import Foundation
import ImageExport
import XCTest

final class RenderCommandTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testAStillFrameIsAPNGOfTheAskedSize() throws {
        let out = try temporaryDirectory().appendingPathComponent("pulse.png").path
        let result = try BinaryRunner.run(["render", "BallPulse", "--out", out, "--size", "64"])
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(out)
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 64)
        // Transparent without --background: the corner is clear, the middle ball is drawn.
        XCTAssertEqual(image.rgba(x: 0, y: 0).a, 0)
        XCTAssertEqual(image.rgba(x: 32, y: 32).a, 255)
        XCTAssertEqual(image.rgba(x: 32, y: 32).r, 0x18)
    }

    func testBackgroundColourAndTimeOptions() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        XCTAssertEqual(
            try BinaryRunner.run([
                "render", "BallScale", "--out", a, "--size", "40", "--background", "#FF0000",
                "--color", "#0000FF", "--t", "0.05",
            ]).status, 0)
        XCTAssertEqual(
            try BinaryRunner.run([
                "render", "BallScale", "--out", b, "--size", "40", "--background", "#FF0000",
                "--color", "#0000FF", "--cycle-progress", "0.9",
            ]).status, 0)
        let first = try PNGFile.read(a), second = try PNGFile.read(b)
        XCTAssertTrue(first.rgba(x: 0, y: 0) == (255, 0, 0, 255))
        XCTAssertNotEqual(first.pixels, second.pixels, "different times draw different frames")
    }

    func testAGIFHasOneCycleOfFramesAndIsDeterministic() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.gif").path, b = dir.appendingPathComponent("b.gif").path
        for path in [a, b] {
            let result = try BinaryRunner.run([
                "render", "BallSpinFadeLoader", "--out", path, "--size", "48", "--frames", "12",
                "--fps", "24", "--colors", "#7C3AED,#06B6D4",
            ])
            XCTAssertEqual(result.status, 0, result.errors)
        }
        let gif = try GIFFile.read(a)
        XCTAssertEqual(gif.frames.count, 12)
        XCTAssertEqual(gif.frames[0].width, 48)
        XCTAssertEqual(gif.loopCount, 0)
        // frame k at round(100 k / 12) cs: one 1 s cycle
        XCTAssertEqual(gif.delays, [8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9, 8])
        XCTAssertNotEqual(gif.frames[0].pixels, gif.frames[6].pixels)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    }

    func testAPNGSequenceIsNumbered() throws {
        let dir = try temporaryDirectory()
        let result = try BinaryRunner.run([
            "render", "Pacman", "--out", dir.appendingPathComponent("p.png").path, "--size", "32",
            "--frames", "3",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertEqual(names, ["p-0000.png", "p-0001.png", "p-0002.png"])
        XCTAssertEqual(try PNGFile.read(dir.appendingPathComponent("p-0002.png").path).width, 32)
    }

    func testTwoRunsGiveIdenticalPNGs() throws {
        let dir = try temporaryDirectory()
        let paths = ["1.png", "2.png"].map { dir.appendingPathComponent($0).path }
        for path in paths {
            XCTAssertEqual(
                try BinaryRunner.run([
                    "render", "SquareGridFlip", "--out", path, "--size", "80", "--cycle-progress", "0.3",
                ]).status, 0)
        }
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: paths[0])), try Data(contentsOf: URL(fileURLWithPath: paths[1])))
    }

    /// A spec lasting 1e308 s (valid: a positive finite number) once crashed the frame count; a
    /// long cycle or a huge GIF is now a clear error, before anything is drawn or held.
    func testAnimationsTooLongOrTooLargeAreErrorsNotCrashes() throws {
        let dir = try temporaryDirectory()
        let spec = dir.appendingPathComponent("long.json").path
        for duration in ["1e308", "1000"] {
            let text =
                #"{"schemaVersion":1,"name":"Long","duration":"# + duration
                + #","layout":{"type":"single"},"shape":{"type":"circle"},"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0]}]}"#
            try Data(text.utf8).write(to: URL(fileURLWithPath: spec))
            let result = try BinaryRunner.run([
                "render", spec, "--out", dir.appendingPathComponent("x.gif").path, "--size", "16",
            ])
            XCTAssertEqual(result.status, 2, "duration \(duration): \(result.errors)")
            XCTAssertTrue(
                result.errors.contains("more than the 2000 an export may have; pass --frames N or a lower --fps"),
                result.errors)
        }
        let huge = try BinaryRunner.run([
            "render", "BallPulse", "--out", dir.appendingPathComponent("y.gif").path,
            "--size", "4096", "--frames", "2000",
        ])
        XCTAssertEqual(huge.status, 2, huge.errors)
        XCTAssertTrue(huge.errors.contains("2000 frames of 4096x4096 would hold 128000 MB in memory"), huge.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("y.gif").path))
    }

    func testBadOptionsAreUsageErrors() throws {
        let out = try temporaryDirectory().appendingPathComponent("x.png").path
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse", "--out", "x.bmp"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse", "--out", out, "--size", "0"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse", "--out", out, "--color", "purple"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse", "--out", "/nonexistent/dir/x.png"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["render", "BallPulse", "--out", out, "--params", "count=1e12"]).status, 1)
    }
}
