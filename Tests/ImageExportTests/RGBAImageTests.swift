import ImageExport
import XCTest

/// Validation of `RGBAImage` and `GIFAnimation`, and premultiplied-to-straight conversion.
final class RGBAImageTests: XCTestCase {
    func testValidatingInitRejectsBadSizesAndBuffers() {
        XCTAssertThrowsError(try RGBAImage(width: 0, height: 1, pixels: [])) { error in
            guard case ImageExportError.invalidImage = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try RGBAImage(width: 2, height: -1, pixels: []))
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15)))
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 17)))
        XCTAssertThrowsError(try RGBAImage(width: 70000, height: 1, pixels: [UInt8](repeating: 0, count: 280000)))
        XCTAssertNoThrow(try RGBAImage(width: 2, height: 3, pixels: [UInt8](repeating: 0, count: 24)))
    }

    func testRGBAAccessorIsRowMajorFromTheTop() throws {
        let image = try makeImage(width: 3, height: 2) { x, y in (UInt8(x), UInt8(y), 7, 255) }
        XCTAssertTrue(image.rgba(x: 2, y: 1) == (2, 1, 7, 255))
        XCTAssertEqual(Array(image.pixels[20..<24]), [2, 1, 7, 255])
    }

    /// Straight = round(c · 255 / a) with halves up: a = 128, c = 64 gives 127.5, so 128.
    func testPremultipliedBytesBecomeStraight() throws {
        let premultiplied: [UInt8] = [
            0, 0, 0, 0,  // transparent
            10, 20, 30, 0,  // garbage under a = 0 is dropped
            64, 64, 64, 128,  // 64·255/128 = 127.5 -> 128
            1, 0, 2, 2,  // 127.5 -> 128, 0, 255
            255, 128, 0, 255,  // opaque: unchanged
            200, 100, 50, 100,  // c > a is clamped to 255; 100·255/100 = 255; 50·255/100 = 127.5 -> 128
            51, 102, 153, 204,  // 63.75 -> 64, 127.5 -> 128, 191.25 -> 191
        ]
        let image = try RGBAImage(width: 7, height: 1, premultipliedPixels: premultiplied)
        XCTAssertEqual(
            image.pixels,
            [
                0, 0, 0, 0,
                0, 0, 0, 0,
                128, 128, 128, 128,
                128, 0, 255, 2,
                255, 128, 0, 255,
                255, 255, 128, 100,
                64, 128, 191, 204,
            ])
    }

    func testPremultipliedARGB32WordsBecomeStraightRGBA() throws {
        let image = try RGBAImage(width: 3, height: 1, premultipliedARGB32: [0x8040_4040, 0xFF10_2030, 0x0012_3456])
        XCTAssertEqual(image.pixels, [128, 128, 128, 128, 0x10, 0x20, 0x30, 255, 0, 0, 0, 0])
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 1, premultipliedARGB32: [0]))
    }

    func testAnimationValidatesFramesAndClampsDelay() throws {
        let small = try makeImage(width: 2, height: 2) { _, _ in (1, 2, 3, 255) }
        let wide = try makeImage(width: 3, height: 2) { _, _ in (1, 2, 3, 255) }
        XCTAssertThrowsError(try GIFAnimation(frames: [], delayCentiseconds: 5)) { error in
            guard case ImageExportError.invalidAnimation = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try GIFAnimation(frames: [small, wide], delayCentiseconds: 5))
        XCTAssertEqual(try GIFAnimation(frames: [small], delayCentiseconds: 1).delaysCentiseconds, [2])
        XCTAssertEqual(try GIFAnimation(frames: [small], delayCentiseconds: -3).delaysCentiseconds, [2])
        XCTAssertEqual(try GIFAnimation(frames: [small], delayCentiseconds: 7).delaysCentiseconds, [7])
        XCTAssertEqual(try GIFAnimation(frames: [small], delayCentiseconds: 1 << 20).delaysCentiseconds, [65535])
        XCTAssertEqual(
            try GIFAnimation(frames: [small, small, small], delaysCentiseconds: [1, 7, 1 << 20]).delaysCentiseconds,
            [2, 7, 65535])
        XCTAssertThrowsError(try GIFAnimation(frames: [small, small], delaysCentiseconds: [4])) { error in
            guard case ImageExportError.invalidAnimation = error else { return XCTFail("\(error)") }
        }
    }
}
