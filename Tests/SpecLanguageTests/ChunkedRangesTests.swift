import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// A chunked list filled by appending holds what was appended, across chunk borders and after
/// its later values were moved.
final class ChunkedRangesTests: XCTestCase {
    func testAppendingAcrossChunksThenShiftingKeepsEveryValue() {
        let size = ChunkedRanges<SpecToken>.chunkSize
        var list = ChunkedRanges<SpecToken>()
        var expected: [SpecToken] = []
        for k in 0..<(2 * size + 3) {
            let token = SpecToken(ByteRange(2 * k, 2 * k + 1), .number)
            list.append(token)
            expected.append(token)
        }
        XCTAssertEqual(list.count, expected.count)
        XCTAssertEqual(Array(list), expected)
        list.shift(from: size + 1, by: 5)
        for k in (size + 1)..<expected.count { expected[k] = expected[k].shifted(by: 5) }
        // Appending after a shift: the new value keeps the offsets it was given.
        let last = SpecToken(ByteRange(9_000, 9_004), .string)
        list.append(last)
        expected.append(last)
        XCTAssertEqual(list.array, expected)
        XCTAssertEqual(list[expected.count - 1], last)
    }
}
