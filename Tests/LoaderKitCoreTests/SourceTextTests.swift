import XCTest
@testable import LoaderKitCore

/// Line starts found with `memchr` are those of a byte-by-byte scan, at the text's edges too.
final class SourceTextTests: XCTestCase {
    func testLineStartsMatchAByteByByteScan() {
        // A fixed sequence (a linear congruential generator), so a failure repeats.
        var state: UInt64 = 7
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let texts: [[UInt8]] =
            [[], [0x0A], [0x0A, 0x0A], Array("a\r\nb\n".utf8), Array("no line feed".utf8)]
            + (0..<50).map { _ in
                (0..<Int(next() % 300)).map { _ in next() % 4 == 0 ? 0x0A : 0x61 }
            }
        for text in texts {
            var expected = [0]
            for (i, b) in text.enumerated() where b == 0x0A { expected.append(i + 1) }
            XCTAssertEqual(SourceText.lineStarts(of: text), expected, "\(text)")
        }
    }
}
