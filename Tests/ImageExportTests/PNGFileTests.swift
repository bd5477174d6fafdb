import Compression
import Foundation
@testable import ImageExport
import TestSupport
import XCTest

/// PNG write and read through our own encoder and decoder, checked against an independent
/// reader (Python's zlib and struct) and a bitwise CRC-32.
final class PNGFileTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() { scratch = temporaryFolder() }

    /// 7x5 (not square, to catch transposition) with every alpha class, including colour under
    /// alpha 0, which PNG keeps as written.
    private func sample() throws -> RGBAImage {
        let alphas: [UInt8] = [0, 1, 64, 127, 128, 200, 254, 255]
        return try makeImage(width: 7, height: 5) { x, y in
            (UInt8(x * 36), UInt8(y * 60), UInt8((x * 7 + y * 13) % 256), alphas[(x + y * 7) % alphas.count])
        }
    }

    func testRoundTripKeepsEveryPixelIncludingPartialAlpha() throws {
        let image = try sample()
        let path = scratch.file("round.png")
        try PNGFile.write(image, to: path)
        let back = try PNGFile.read(path)
        XCTAssertEqual(back.width, 7)
        XCTAssertEqual(back.height, 5)
        XCTAssertTrue(back == image, firstDifference(back, image))
    }

    func testFileIsAPNGOfTheRightSize() throws {
        let path = scratch.file("sig.png")
        try PNGFile.write(try sample(), to: path)
        let bytes = try fileBytes(path)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(bytes[12..<16]), Array("IHDR".utf8))
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 0, 7, 0, 0, 0, 5])  // big-endian width, height
        XCTAssertEqual(bytes[24], 8)  // bit depth
        XCTAssertEqual(bytes[25], 6)  // colour type: RGBA
    }

    func testTwoWritesGiveIdenticalBytes() throws {
        let image = try sample()
        try PNGFile.write(image, to: scratch.file("a.png"))
        try PNGFile.write(image, to: scratch.file("b.png"))
        XCTAssertEqual(try fileBytes(scratch.file("a.png")), try fileBytes(scratch.file("b.png")))
    }

    func testWritingIntoAMissingDirectoryNamesThePath() throws {
        let path = scratch.file("no/such/dir/out.png")
        XCTAssertThrowsError(try PNGFile.write(try sample(), to: path)) { error in
            guard let error = error as? ImageExportError, case .file(let call, let message, let errorPath) = error
            else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(call, "open")
            XCTAssertEqual(errorPath, path)
            XCTAssertFalse(message.isEmpty)
            XCTAssertTrue(error.description.contains(path), error.description)
        }
    }

    func testReadingMissingOrInvalidFilesThrows() throws {
        let missing = scratch.file("missing.png")
        XCTAssertThrowsError(try PNGFile.read(missing)) { error in
            XCTAssertEqual((error as? ImageExportError)?.path, missing)
            XCTAssertTrue("\(error)".contains("open"), "\(error)")
        }
        let junk = scratch.file("junk.png")
        try Data("not an image at all".utf8).write(to: URL(fileURLWithPath: junk))
        XCTAssertThrowsError(try PNGFile.read(junk)) { error in
            XCTAssertEqual(error as? ImageExportError, .png(reason: "not a PNG file (no PNG signature)", path: junk))
        }
    }

    func testLargeOpaqueImageRoundTrips() throws {
        let image = try makeImage(width: 300, height: 200) { x, y in
            (UInt8(x % 256), UInt8(y), UInt8((x ^ y) & 0xFF), 255)
        }
        try PNGFile.write(image, to: scratch.file("large.png"))
        let back = try PNGFile.read(scratch.file("large.png"))
        XCTAssertTrue(back == image, firstDifference(back, image))
    }
}
