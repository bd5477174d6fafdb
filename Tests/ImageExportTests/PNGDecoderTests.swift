import Compression
@testable import ImageExport
import XCTest

/// What the decoder reads besides our own files (RGB, split image data, ancillary chunks), and
/// the errors for what it does not read, on files built here chunk by chunk.
final class PNGDecoderTests: XCTestCase {
    /// 2x2 RGB rows with filter None then Up: red, green / blue, white.
    private let rgbRows: [UInt8] = [0, 255, 0, 0, 0, 255, 0, 2, 1, 0, 255, 255, 0, 255]

    private func decodeError(_ bytes: [UInt8]) -> String {
        do {
            _ = try PNGFile.decode(bytes)
            return "decoded"
        } catch let error as ImageExportError {
            guard case .png(let reason, let path) = error else { return "\(error)" }
            XCTAssertEqual(path, "memory")
            return reason
        } catch {
            return "\(error)"
        }
    }

    func testAnRGBFileWithSplitImageDataAndExtraChunksDecodesOpaque() throws {
        let stream = ZlibStream.deflate(rgbRows)
        let file = pngFile([
            ("IHDR", ihdr(width: 2, height: 2, colorType: 2)), ("gAMA", [0, 0, 0xB1, 0x8F]),
            ("PLTE", [1, 2, 3]), ("IDAT", Array(stream.prefix(5))), ("IDAT", Array(stream.dropFirst(5))),
            ("tEXt", Array("Comment\u{0}hi".utf8)), ("IEND", []),
        ])
        let image = try PNGFile.decode(file)
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.pixels, [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
    }

    func testDamagedFilesNameWhatIsWrong() throws {
        let good = try PNGFile.encode(try RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 90, count: 24)))
        XCTAssertNoThrow(try PNGFile.decode(good))
        var flipped = good
        flipped[pngChunks(good)[1].offset + 9] ^= 0x40
        XCTAssertTrue(decodeError(flipped).hasPrefix("chunk IDAT at byte 33 has CRC 0x"), decodeError(flipped))
        XCTAssertEqual(decodeError(Array(good.dropLast(12))), "the file ends before its IEND chunk")
        XCTAssertEqual(decodeError(Array(good.dropLast(14))), "chunk IDAT at byte 33 is cut short")
        XCTAssertEqual(decodeError(Array(good.prefix(7))), "not a PNG file (no PNG signature)")
        let stream = ZlibStream.deflate(rgbRows)
        XCTAssertEqual(
            decodeError(pngFile([("IDAT", stream), ("IHDR", ihdr(width: 2, height: 2)), ("IEND", [])])),
            "the first chunk is IDAT, not IHDR")
        XCTAssertEqual(
            decodeError(pngFile([("IHDR", ihdr(width: 2, height: 2, colorType: 2)), ("IEND", [])])),
            "no image data (IDAT)")
        XCTAssertEqual(
            decodeError(pngFile([("IHDR", ihdr(width: 2, height: 2)), ("IHDR", ihdr(width: 2, height: 2))])),
            "a second IHDR chunk at byte 33")
        XCTAssertEqual(
            decodeError(pngFile([("IHDR", ihdr(width: 2, height: 3, colorType: 2)), ("IDAT", stream), ("IEND", [])])),
            "the image data inflates to 14 bytes, not the 21 its size needs")
        XCTAssertEqual(
            decodeError(pngFile([("IHDR", ihdr(width: 1, height: 2, colorType: 2)), ("IDAT", stream), ("IEND", [])])),
            "the image data inflates to more than the 8 bytes its size needs")
        XCTAssertEqual(
            decodeError(
                pngFile([("IHDR", ihdr(width: 2, height: 2, colorType: 2)), ("IDAT", [1, 2, 3]), ("IEND", [])])),
            "the image data is not a valid zlib stream: incorrect header check")
        var badFilter = rgbRows
        badFilter[7] = 5
        XCTAssertEqual(
            decodeError(
                pngFile([
                    ("IHDR", ihdr(width: 2, height: 2, colorType: 2)), ("IDAT", ZlibStream.deflate(badFilter)),
                    ("IEND", []),
                ])),
            "row 1 has filter type 5, not 0 to 4")
    }

    func testKindsThisDecoderDoesNotReadAreNamed() {
        let stream = ZlibStream.deflate(rgbRows)
        func file(_ header: [UInt8], extra: [(String, [UInt8])] = []) -> [UInt8] {
            pngFile([("IHDR", header)] + extra + [("IDAT", stream), ("IEND", [])])
        }
        XCTAssertEqual(
            decodeError(file(ihdr(width: 2, height: 2, depth: 16))), "bit depth 16 is not supported (only 8)")
        XCTAssertEqual(
            decodeError(file(ihdr(width: 2, height: 2, colorType: 3))),
            "colour type 3 is not supported (only 2, RGB, and 6, RGBA)")
        XCTAssertEqual(
            decodeError(file(ihdr(width: 2, height: 2, colorType: 0))),
            "colour type 0 is not supported (only 2, RGB, and 6, RGBA)")
        XCTAssertEqual(
            decodeError(file(ihdr(width: 2, height: 2, interlace: 1))),
            "interlace method 1 is not supported (only 0, none)")
        XCTAssertEqual(
            decodeError(file(ihdr(width: 2, height: 2, colorType: 2), extra: [("tRNS", [0, 0, 0, 0, 0, 0])])),
            "transparency chunks (tRNS) are not supported")
        XCTAssertEqual(
            decodeError(file(ihdr(width: 2, height: 2, colorType: 2), extra: [("ABCD", [])])),
            "unknown critical chunk ABCD")
        XCTAssertEqual(decodeError(file(ihdr(width: 0, height: 2))), "size 0x2 is outside 1...65535 pixels")
        XCTAssertEqual(
            decodeError(file(ihdr(width: 65535, height: 65535))),
            "65535x65535 pixels are more than the 67108864 this reader decodes")
        XCTAssertEqual(decodeError(file([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0])), "IHDR holds 12 bytes, not 13")
    }
}
