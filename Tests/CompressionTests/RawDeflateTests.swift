import Compression
import XCTest

final class RawDeflateTests: XCTestCase {
    func testRoundTripsAtEveryLevel() throws {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let text = Array(String(repeating: "{\"keyTimes\":[0,0.5,1]}", count: 4000).utf8)
        for input in [[], [42], random, text] {
            for level in [0, 1, 6, 9] as [Int32] {
                XCTAssertEqual(try RawDeflate.inflate(RawDeflate.deflate(input, level: level), limit: 1 << 20), input)
            }
        }
    }

    func testTheStreamHasNoHeader() {
        // A zlib header would start 0x78; a raw stream of "a" starts with a final fixed block.
        XCTAssertEqual(RawDeflate.deflate(Array("a".utf8)), [0x4B, 0x04, 0x00])
    }

    func testMalformedTruncatedAndTooLarge() {
        XCTAssertThrowsError(try RawDeflate.inflate([0xFF, 0xFF, 0xFF], limit: 100)) { error in
            guard case .malformed = error as? InflateError else { return XCTFail("\(error)") }
        }
        let whole = RawDeflate.deflate(Array(String(repeating: "abc", count: 1000).utf8))
        XCTAssertThrowsError(try RawDeflate.inflate(Array(whole.dropLast(2)), limit: 1 << 20)) { error in
            XCTAssertEqual(error as? InflateError, .truncated)
        }
        XCTAssertThrowsError(try RawDeflate.inflate(whole, limit: 2999)) { error in
            XCTAssertEqual(error as? InflateError, .tooLarge(limit: 2999))
        }
        XCTAssertEqual(try RawDeflate.inflate(whole, limit: 3000).count, 3000)
    }
}
