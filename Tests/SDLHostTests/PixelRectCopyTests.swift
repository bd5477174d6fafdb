import Graphics
@testable import SDLHost
import XCTest

final class PixelRectCopyTests: XCTestCase {
    /// A 4×3 framebuffer whose pixel values name their position: 0xFF00YYXX.
    private let source: [UInt32] = (0..<3).flatMap { y in (0..<4).map { x in 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) }
    }

    func testCopiesOnlyTheRectIntoRowsWithPadding() {
        // Destination rows of 6 pixels (24 bytes), pre-filled with a marker.
        var destination = [UInt32](repeating: 0xDEAD_BEEF, count: 6 * 3)
        let copied = source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBytes { dst in
                PixelRectCopy.copy(
                    IntRect(x: 1, y: 1, width: 2, height: 2), from: src, sourceWidth: 4, sourceHeight: 3,
                    to: dst.baseAddress!, destinationWidth: 4, destinationHeight: 3, pitch: 24)
            }
        }
        XCTAssertEqual(copied, 4)
        for y in 0..<3 {
            for x in 0..<6 {
                let inside = (1...2).contains(x) && (1...2).contains(y)
                XCTAssertEqual(
                    destination[y * 6 + x], inside ? 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) : 0xDEAD_BEEF,
                    "(\(x), \(y))")
            }
        }
    }

    func testClipsToTheSmallerImage() {
        // The surface is 3×2 (a resize SDL applied before the framebuffer followed).
        var destination = [UInt32](repeating: 0, count: 3 * 2)
        let copied = source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBytes { dst in
                PixelRectCopy.copy(
                    IntRect(x: -5, y: -5, width: 100, height: 100), from: src, sourceWidth: 4, sourceHeight: 3,
                    to: dst.baseAddress!, destinationWidth: 3, destinationHeight: 2, pitch: 12)
            }
        }
        XCTAssertEqual(copied, 6)
        XCTAssertEqual(destination, [0xFF00_0000, 0xFF00_0001, 0xFF00_0002, 0xFF00_0100, 0xFF00_0101, 0xFF00_0102])
    }

    func testARectOutsideCopiesNothing() {
        var destination = [UInt32](repeating: 7, count: 4 * 3)
        let copied = source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBytes { dst in
                PixelRectCopy.copy(
                    IntRect(x: 4, y: 0, width: 3, height: 3), from: src, sourceWidth: 4, sourceHeight: 3,
                    to: dst.baseAddress!, destinationWidth: 4, destinationHeight: 3, pitch: 16)
            }
        }
        XCTAssertEqual(copied, 0)
        XCTAssertEqual(destination, [UInt32](repeating: 7, count: 12))
    }
}
