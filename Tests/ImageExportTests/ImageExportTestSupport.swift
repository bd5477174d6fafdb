import Foundation
import ImageExport
import XCTest

/// The bytes of the file at `path`.
func fileBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// An image from a per-pixel function returning (r, g, b, a).
func makeImage(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> RGBAImage {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = pixel(x, y)
            bytes += [r, g, b, a]
        }
    }
    return try RGBAImage(width: width, height: height, pixels: bytes)
}

/// What a GIF round trip should give: alpha >= 128 becomes opaque in the same colour, anything
/// else (0, 0, 0, 0).
func gifExpected(_ image: RGBAImage) throws -> RGBAImage {
    var bytes = image.pixels
    for i in stride(from: 0, to: bytes.count, by: 4) {
        if bytes[i + 3] >= 128 {
            bytes[i + 3] = 255
        } else {
            bytes[i] = 0; bytes[i + 1] = 0; bytes[i + 2] = 0; bytes[i + 3] = 0
        }
    }
    return try RGBAImage(width: image.width, height: image.height, pixels: bytes)
}

/// The first pixel where two same-sized images differ, for failure messages.
func firstDifference(_ a: RGBAImage, _ b: RGBAImage) -> String {
    guard a.width == b.width, a.height == b.height else {
        return "sizes \(a.width)x\(a.height) vs \(b.width)x\(b.height)"
    }
    for y in 0..<a.height {
        for x in 0..<a.width where a.rgba(x: x, y: y) != b.rgba(x: x, y: y) {
            return "pixel (\(x), \(y)): \(a.rgba(x: x, y: y)) vs \(b.rgba(x: x, y: y))"
        }
    }
    return "none"
}
