import Foundation
import ImageExport
import XCTest

/// `loader-studio render --progress`: PNG and GIF output, validation and determinism.
final class ProgressRenderTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testAPNGDecodesAtTheAskedSize() throws {
        let dir = try temporaryDirectory()
        let square = dir.appendingPathComponent("ring.png").path
        let result = try BinaryRunner.run([
            "render", "--progress", "circular", "--value", "0.62", "--size", "64", "--out", square,
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(square)
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 64)
        XCTAssertEqual(image.rgba(x: 32, y: 32).a, 0, "transparent middle")
        XCTAssertEqual(image.rgba(x: 32, y: 2).a, 255, "the active arc starts at the top")

        let bar = dir.appendingPathComponent("bar.png").path
        let barResult = try BinaryRunner.run([
            "render", "--progress=linear:wavy", "--value", "0.4", "--size", "200",
            "--options", "thickness=6,amplitude=4", "--background", "#FFFFFF", "--out", bar,
        ])
        XCTAssertEqual(barResult.status, 0, barResult.errors)
        let barImage = try PNGFile.read(bar)
        XCTAssertEqual(barImage.width, 200)
        XCTAssertEqual(barImage.height, 18)  // a 200-unit bar, 6 + 2·4 + 4 units high, at 1 px per unit

        let dense = dir.appendingPathComponent("dense.png").path
        let denseResult = try BinaryRunner.run([
            "render", "--progress", "battery:segmented", "--value", "1", "--size", "40",
            "--scale", "2", "--out", dense,
        ])
        XCTAssertEqual(denseResult.status, 0, denseResult.errors)
        let denseImage = try PNGFile.read(dense)
        XCTAssertEqual(denseImage.width, 80)  // 40 units at 2 px per unit
        XCTAssertEqual(denseImage.height, 40)  // the battery is 2:1
    }

    func testAGIFHasTheAskedFrameCount() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("spin.gif").path
        let result = try BinaryRunner.run([
            "render", "--progress", "circular:dual", "--size", "48", "--frames", "9",
            "--fps", "20", "--out", out,
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let gif = try GIFFile.read(out)
        XCTAssertEqual(gif.frames.count, 9)
        XCTAssertEqual(gif.frames[0].width, 48)
        // frame k at round(140 k / 9) cs: one 1.4 s cycle
        XCTAssertEqual(gif.delays, [16, 15, 16, 15, 16, 15, 16, 15, 16])
        XCTAssertNotEqual(gif.frames[0].pixels, gif.frames[4].pixels)

        let glide = dir.appendingPathComponent("glide.gif").path
        let glideResult = try BinaryRunner.run([
            "render", "--progress", "pie", "--value", "0.8", "--size", "40", "--fps", "10",
            "--out", glide,
        ])
        XCTAssertEqual(glideResult.status, 0, glideResult.errors)
        let glideGIF = try GIFFile.read(glide)
        XCTAssertEqual(glideGIF.frames.count, 6, "the 0.5 s glide at 10 fps, both ends included")
        XCTAssertNotEqual(glideGIF.frames[0].pixels, glideGIF.frames[5].pixels)
    }

    func testBadTypesVariantsAndOptionsExitTwo() throws {
        let out = try temporaryDirectory().appendingPathComponent("x.png").path
        let cases: [([String], String)] = [
            (["--progress", "spiral"], "unknown progress type \"spiral\""),
            (["--progress", "pie:wavy"], "pie has no variant \"wavy\"; variants: flat, segmented"),
            (["--progress", "linear", "--options", "colour=#FF0000"], "unknown progress option \"colour\""),
            (["--progress", "linear", "--options", "thickness=thick"], "progress option thickness needs a number"),
            (["--progress", "linear", "--options", "strokeCap=square"], "strokeCap needs round or butt"),
            (["--progress", "gauge", "--value", "lots"], "--value needs a number"),
            (["--progress", "gauge", "BallPulse"], "takes no SPEC or NAME"),
            (["--progress", "gauge", "--scale", "0"], "--scale must be above 0"),
            (["--progress", "border", "--child", "chip"], "--child needs none, stop or button"),
        ]
        for (arguments, message) in cases {
            let result = try BinaryRunner.run(["render"] + arguments + ["--out", out])
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.contains(message), "\(arguments): \(result.errors)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// A border goes around the gallery's "Upload" chip (headless vector letters in the label
    /// colour) unless `--child none`.
    func testABorderGoesAroundTheUploadChip() throws {
        let dir = try temporaryDirectory()
        func render(_ extra: [String]) throws -> RGBAImage {
            let out = dir.appendingPathComponent("border-\(extra.count).png").path
            let result = try BinaryRunner.run(
                [
                    "render", "--progress", "border", "--value", "0.6", "--scale", "2",
                    "--background", "#FFFFFF", "--out", out,
                ] + extra)
            XCTAssertEqual(result.status, 0, result.errors)
            return try PNGFile.read(out)
        }
        func darkPixels(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 30..<82 {  // the middle band of the 320 × 112 image, inside the border
                for x in 40..<280 where image.rgba(x: x, y: y).r < 128 { count += 1 }
            }
            return count
        }
        let chip = try render([]), plain = try render(["--child", "none"])
        XCTAssertEqual(chip.width, 320)
        XCTAssertEqual(chip.height, 112)
        XCTAssertGreaterThan(darkPixels(chip), 300, "the word Upload in the middle")
        XCTAssertEqual(darkPixels(plain), 0)
    }

    /// A speed of 1e-300 makes one indeterminate cycle last ~1e300 s: once a crash converting
    /// the frame count, now a clear error; so is a GIF too large to hold.
    func testEndlessCyclesAndHugeGIFsAreErrors() throws {
        let dir = try temporaryDirectory()
        let slow = try BinaryRunner.run([
            "render", "--progress", "circular", "--options", "speed=1e-300",
            "--out", dir.appendingPathComponent("slow.gif").path,
        ])
        XCTAssertEqual(slow.status, 2, slow.errors)
        XCTAssertTrue(slow.errors.contains("more than the 2000 an export may have"), slow.errors)
        let huge = try BinaryRunner.run([
            "render", "--progress", "linear", "--size", "4096", "--scale", "8", "--frames", "2000",
            "--out", dir.appendingPathComponent("huge.gif").path,
        ])
        XCTAssertEqual(huge.status, 2, huge.errors)
        XCTAssertTrue(huge.errors.contains("a GIF may use"), huge.errors)
    }

    func testOutputIsIdenticalAcrossRuns() throws {
        let dir = try temporaryDirectory()
        for ext in ["png", "gif"] {
            let a = dir.appendingPathComponent("a.\(ext)").path, b = dir.appendingPathComponent("b.\(ext)").path
            for path in [a, b] {
                let result = try BinaryRunner.run([
                    "render", "--progress", "liquid:heart", "--value", "0.5",
                    "--options", "showLabel=true", "--size", "96", "--frames", "4",
                    "--indeterminate-time", "0.3", "--out", path,
                ])
                XCTAssertEqual(result.status, 0, result.errors)
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
        }
    }
}
