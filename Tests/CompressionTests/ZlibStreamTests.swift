import Compression
import XCTest

final class ZlibStreamTests: XCTestCase {
    func testRoundTripsAndHasAZlibHeaderAndChecksum() throws {
        let text = Array(String(repeating: "PNG rows ", count: 500).utf8)
        for input in [[], [42], text] {
            let stream = ZlibStream.deflate(input)
            XCTAssertEqual(stream.first, 0x78, "deflate with a 32 KiB window")
            XCTAssertEqual((Int(stream[0]) << 8 | Int(stream[1])) % 31, 0, "the header's check bits")
            XCTAssertEqual(try ZlibStream.inflate(stream, limit: 1 << 20), input)
        }
        // The stream of "a": header, a fixed block, then Adler-32 0x00620062 big-endian.
        XCTAssertEqual(Array(ZlibStream.deflate(Array("a".utf8)).suffix(4)), [0x00, 0x62, 0x00, 0x62])
    }

    func testADamagedChecksumOrARawStreamIsMalformed() {
        var stream = ZlibStream.deflate(Array("checksum".utf8))
        stream[stream.count - 1] ^= 1
        XCTAssertThrowsError(try ZlibStream.inflate(stream, limit: 100)) { error in
            XCTAssertEqual(error as? InflateError, .malformed("incorrect data check"))
        }
        XCTAssertThrowsError(try ZlibStream.inflate(RawDeflate.deflate(Array("raw".utf8)), limit: 100)) { error in
            guard case .malformed = error as? InflateError else { return XCTFail("\(error)") }
        }
    }

    func testCRC32IsTheStandardOneAndContinues() {
        XCTAssertEqual(CRC32.checksum([]), 0)
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum(Array("6789".utf8), continuing: CRC32.checksum(Array("12345".utf8))), 0xCBF4_3926)
    }
}
