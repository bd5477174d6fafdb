import Foundation
import ImageExport
import XCTest

/// Golden-image comparison with a record mode.
///
/// Set `RECORD_GOLDENS=1` to (re)write the committed PNGs instead of comparing. On a mismatch a
/// diff image (red where pixels differ) and the actual image are written under
/// `.build/golden-diffs/`.
///
/// Tolerance, stated once for every golden: compared in straight RGBA8, the mean absolute
/// channel difference must be at most 0.5 (of 255) and no channel of any pixel may differ by
/// more than 24. The renderer is deterministic, so on this platform images match exactly; the
/// slack absorbs libm differences in sin/cos between machines along anti-aliased edges.
public enum GoldenImage {
    static let maximumMeanError = 0.5
    public static let maximumChannelError = 24

    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Compares `image` with the golden at `Tests/Fixtures/golden/<name>.png`, or records it.
    public static func assertMatches(
        _ image: RGBAImage, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let golden = packageRoot.appendingPathComponent("Tests/Fixtures/golden/\(name).png")
        if isRecording {
            try? FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            XCTAssertNoThrow(try PNGFile.write(image, to: golden.path), file: file, line: line)
            return
        }
        guard let expected = try? PNGFile.read(golden.path) else {
            XCTFail(
                "missing golden \(golden.path); run the tests with RECORD_GOLDENS=1 to record it", file: file,
                line: line)
            return
        }
        guard expected.width == image.width, expected.height == image.height else {
            XCTFail(
                "\(name): size \(image.width)x\(image.height), golden \(expected.width)x\(expected.height)", file: file,
                line: line)
            return
        }
        let comparison = compare(image, expected)
        if comparison.mean > maximumMeanError || comparison.maximum > maximumChannelError {
            let dir = packageRoot.appendingPathComponent(".build/golden-diffs")
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let safe = name.replacingOccurrences(of: "/", with: "-")
            try? PNGFile.write(comparison.diff, to: dir.appendingPathComponent("\(safe)-diff.png").path)
            try? PNGFile.write(image, to: dir.appendingPathComponent("\(safe)-actual.png").path)
            XCTFail(
                "\(name): mean channel error \(comparison.mean), max \(comparison.maximum) "
                    + "(allowed \(maximumMeanError), \(maximumChannelError)); diff in \(dir.path)", file: file,
                line: line)
        }
    }

    /// Mean and maximum absolute channel difference, and a diff image.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage) -> (mean: Double, maximum: Int, diff: RGBAImage) {
        var total = 0
        var maximum = 0
        var diff = [UInt8](repeating: 255, count: a.pixels.count)
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))
                total += d
                worst = max(worst, d)
            }
            maximum = max(maximum, worst)
            if worst > 0 {
                diff[i] = 255
                diff[i + 1] = UInt8(255 - min(255, worst * 8))
                diff[i + 2] = UInt8(255 - min(255, worst * 8))
            }
        }
        let image = (try? RGBAImage(width: a.width, height: a.height, pixels: diff)) ?? a
        return (Double(total) / Double(a.pixels.count), maximum, image)
    }
}
