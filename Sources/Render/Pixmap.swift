import Graphics

/// A premultiplied RGBA8 image: row-major `UInt32` pixels 0xAARRGGBB, no row padding.
///
/// In little-endian memory each pixel is the bytes B, G, R, A, which is SDL_PIXELFORMAT_ARGB8888,
/// so `pixels` can be uploaded to such a texture as is (pitch = width · 4 bytes).
public struct Pixmap: Hashable, Sendable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// The pixels, `width · height` of them, row by row from the top.
    public var pixels: [UInt32]

    /// Creates a transparent pixmap, or nil unless both sides are between 1 and 32768 pixels.
    public init?(width: Int, height: Int) {
        guard (1...32768).contains(width), (1...32768).contains(height) else { return nil }
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// Every pixel of the image.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// Sets every pixel to a colour.
    public mutating func clear(_ color: Color) {
        clear(color.premultiplied, in: bounds)
    }

    /// Sets every pixel of `rect` (clipped to the image) to a premultiplied colour.
    public mutating func clear(_ color: PremultipliedColor, in rect: IntRect) {
        guard let area = rect.intersection(bounds) else { return }
        let value = color.pixel, width = self.width, whole = area == bounds
        pixels.withUnsafeMutableBufferPointer { buffer in
            if whole {
                Self.fill(buffer.baseAddress!, with: value, count: buffer.count)
                return
            }
            for y in area.minY..<area.maxY {
                Self.fill(buffer.baseAddress! + y * width + area.minX, with: value, count: area.width)
            }
        }
    }

    /// Sets `count` pixels to `value`; a value of four equal bytes (transparent, opaque white or
    /// any grey with the same alpha byte) is a byte fill, which the C library does fastest.
    @inline(__always)
    private static func fill(_ start: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
        let byte = UInt8(truncatingIfNeeded: value)
        if value == UInt32(byte) &* 0x0101_0101 {
            UnsafeMutableRawPointer(start).initializeMemory(as: UInt8.self, repeating: byte, count: count &* 4)
        } else {
            start.update(repeating: value, count: count)
        }
    }

    /// The colour of pixel (x, y); (0, 0) is the top-left pixel.
    public func pixel(x: Int, y: Int) -> PremultipliedColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        return PremultipliedColor(pixel: pixels[y * width + x])
    }

    /// The raw 0xAARRGGBB value of pixel (x, y).
    public func rawPixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// Straight-alpha bytes R, G, B, A per pixel, row by row (for PNG or GIF export).
    public func straightRGBABytes() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { src in
                for i in 0..<src.count {
                    let color = PremultipliedColor(pixel: src[i])
                    let (r, g, b) = color.unpremultipliedBytes
                    out[4 * i] = r
                    out[4 * i + 1] = g
                    out[4 * i + 2] = b
                    out[4 * i + 3] = color.alpha
                }
            }
        }
        return bytes
    }

    /// The pixels of `rect` (which must lie inside the image), row by row.
    public func pixels(in rect: IntRect) -> [UInt32] {
        precondition(bounds.contains(rect), "\(rect) outside the pixmap")
        var result: [UInt32] = []
        result.reserveCapacity(rect.area)
        for y in rect.minY..<rect.maxY {
            result.append(contentsOf: pixels[(y * width + rect.minX)..<(y * width + rect.maxX)])
        }
        return result
    }
}
