import Compression
import Foundation
@testable import ImageExport
import TestSupport
import XCTest

/// The bytes our PNG encoder writes, read by code that shares nothing with it: a bitwise CRC-32
/// and a Python reader on Python's own zlib.
final class PNGFormatTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() { scratch = temporaryFolder() }

    /// A 2x1 image of one colour: Sub (type 1) zeroes the second pixel, so it wins.
    private func tiny() throws -> RGBAImage {
        try RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 255, 10, 20, 30, 255])
    }

    func testATinyImageHasExactlyTheseChunksAndImageData() throws {
        let bytes = try PNGFile.encode(try tiny())
        let chunks = pngChunks(bytes)
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(Array(bytes.prefix(33)), pngFile([("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0])]))
        // IEND is always the same 12 bytes.
        XCTAssertEqual(Array(bytes.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        let idat = chunks[1].data
        XCTAssertEqual(idat[0] & 0x0F, 8, "a zlib stream, DEFLATE")
        XCTAssertEqual((UInt(idat[0]) << 8 | UInt(idat[1])) % 31, 0, "zlib's header check")
        XCTAssertEqual(try ZlibStream.inflate(idat, limit: 100), [1, 10, 20, 30, 255, 0, 0, 0, 0])
        let independent = try IndependentPNGReader.read(try written(try tiny(), "tiny.png"))
        XCTAssertEqual(independent.inflated, "010a141eff00000000")
        XCTAssertEqual(independent.pixels, "0a141eff0a141eff")
        XCTAssertTrue(independent.crcsMatch)
    }

    func testEveryChunksCRCIsTheCRC32OfItsTypeAndData() throws {
        for image in [try tiny(), try gradient(width: 90, height: 70)] {
            for chunk in pngChunks(try PNGFile.encode(image)) {
                XCTAssertEqual(chunk.crc, bitwiseCRC32(Array(chunk.type.utf8) + chunk.data), chunk.type)
            }
        }
    }

    func testAnIndependentReaderSeesTheSamePixels() throws {
        let alphas: [UInt8] = [0, 1, 127, 128, 254, 255]
        let images = [
            try gradient(width: 90, height: 70),
            try makeImage(width: 33, height: 17) { x, y in
                (UInt8((x * 97 + y * 31) % 256), UInt8((x * x + y) % 256), UInt8(y * 15), alphas[(x + y) % 6])
            },
        ]
        for (index, image) in images.enumerated() {
            let result = try IndependentPNGReader.read(try written(image, "\(index).png"))
            XCTAssertTrue(result.crcsMatch)
            XCTAssertEqual(result.chunks.first, "IHDR")
            XCTAssertEqual(result.chunks.last, "IEND")
            XCTAssertEqual([result.width, result.height], [image.width, image.height])
            XCTAssertEqual([result.depth, result.colorType, result.interlace], [8, 6, 0])
            XCTAssertEqual(result.pixels, hex(image.pixels))
        }
    }

    func testRowsAreFilteredAdaptively() throws {
        // Flat rows favour Sub, vertical stripes Up, a smooth gradient Paeth or Average: more
        // than one type, and never a type the specification lacks.
        let image = try makeImage(width: 64, height: 48) { x, y in
            y < 16
                ? (200, 10, 10, 255)
                : y < 32
                    ? (UInt8(x * 53 % 256), UInt8(x * 7 % 256), 99, 255)
                    : (
                        UInt8(x * 3 + y), UInt8(x + y * 2), UInt8((x * 2 + y * 3) % 256), 255
                    )
        }
        let filters = try IndependentPNGReader.read(try written(image, "stripes.png")).filters
        XCTAssertEqual(filters.count, 48)
        XCTAssertTrue(filters.allSatisfy { (0...4).contains($0) }, "\(filters)")
        XCTAssertGreaterThanOrEqual(Set(filters).count, 2, "\(filters)")
        XCTAssertEqual(filters[0], 1, "a flat first row is best as Sub")
        XCTAssertEqual(filters[1], 2, "a row equal to the one above is best as Up")
        XCTAssertEqual(filters[17], 2, "a row equal to the one above is best as Up")
    }

    func testEveryFilterIsUndoneByItsReconstruction() {
        var generator = SeededGenerator(seed: 7)
        let above = (0..<40).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let row = (0..<40).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for filter in PNGRowFilter.allCases {
            for bytesPerPixel in [3, 4] {
                var filtered = [UInt8](repeating: 0, count: row.count)
                _ = filter.filter(row, above: above, count: row.count, bytesPerPixel: bytesPerPixel, into: &filtered)
                filter.reconstruct(&filtered, above: above, count: row.count, bytesPerPixel: bytesPerPixel)
                XCTAssertEqual(filtered, row, "\(filter), \(bytesPerPixel) bytes a pixel")
            }
        }
        XCTAssertEqual(PNGRowFilter.paethPredictor(10, 20, 15), 15)
        XCTAssertEqual(PNGRowFilter.paethPredictor(10, 20, 10), 20)
        XCTAssertEqual(PNGRowFilter.paethPredictor(10, 20, 20), 10)
    }

    /// `image` written to the scratch folder as `name`; its path.
    private func written(_ image: RGBAImage, _ name: String) throws -> String {
        try PNGFile.write(image, to: scratch.file(name))
        return scratch.file(name)
    }

    /// A smooth opaque gradient.
    private func gradient(width: Int, height: Int) throws -> RGBAImage {
        try makeImage(width: width, height: height) { x, y in (UInt8(x * 2), UInt8(y * 3), UInt8((x + y) % 256), 255) }
    }
}
