import Foundation
import XCTest

/// Golden-text comparison with the record mode of `GoldenImage` (`RECORD_GOLDENS=1` rewrites
/// the committed files instead of comparing). Text must match byte for byte.
public enum GoldenText {
    /// Compares `text` with `Tests/Fixtures/<path>`, or records it.
    public static func assertMatches(_ text: String, path: String, file: StaticString = #filePath, line: UInt = #line) {
        let golden = GoldenImage.packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
        if GoldenImage.isRecording {
            try? FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            XCTAssertNoThrow(try Data(text.utf8).write(to: golden), file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            XCTFail(
                "missing golden \(golden.path); run the tests with RECORD_GOLDENS=1 to record it", file: file,
                line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard text != expected else { return }
        let a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        XCTFail(
            "\(path) differs from its golden at line \(first + 1):\n  got:      \(first < a.count ? String(a[first]) : "(end)")\n"
                + "  expected: \(first < b.count ? String(b[first]) : "(end)")", file: file, line: line)
    }
}
