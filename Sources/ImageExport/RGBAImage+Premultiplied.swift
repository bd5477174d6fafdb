extension RGBAImage {
    /// Creates a straight image from premultiplied RGBA8 bytes (R, G, B, A per pixel, row-major).
    ///
    /// Each colour channel becomes round(c · 255 / a), halves rounding up, clamped to 255; a
    /// pixel with a = 0 becomes (0, 0, 0, 0). Example: a = 128, c = 64 gives 128 (127.5 rounded up).
    ///
    /// - Throws: `ImageExportError.invalidImage` as `init(width:height:pixels:)`.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) throws {
        var straight = premultipliedPixels
        straight.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i + 3 < buffer.count {
                let a = buffer[i + 3]
                buffer[i] = Self.unpremultiply(buffer[i], alpha: a)
                buffer[i + 1] = Self.unpremultiply(buffer[i + 1], alpha: a)
                buffer[i + 2] = Self.unpremultiply(buffer[i + 2], alpha: a)
                i += 4
            }
        }
        try self.init(width: width, height: height, pixels: straight)
    }

    /// Creates a straight image from premultiplied `UInt32` pixels 0xAARRGGBB (the renderer's
    /// `Pixmap` layout), row-major from the top row. Un-premultiplies as
    /// `init(width:height:premultipliedPixels:)`.
    ///
    /// - Throws: `ImageExportError.invalidImage` unless `argb.count == width · height` and the
    ///   sides are valid.
    public init(width: Int, height: Int, premultipliedARGB32 argb: [UInt32]) throws {
        guard argb.count == width * height else {
            throw ImageExportError.invalidImage(
                reason: "\(argb.count) pixels for \(width)x\(height), expected \(width * height)")
        }
        var bytes = [UInt8](repeating: 0, count: argb.count * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            argb.withUnsafeBufferPointer { input in
                for (n, p) in input.enumerated() {
                    let a = UInt8(truncatingIfNeeded: p >> 24)
                    out[n * 4] = Self.unpremultiply(UInt8(truncatingIfNeeded: p >> 16), alpha: a)
                    out[n * 4 + 1] = Self.unpremultiply(UInt8(truncatingIfNeeded: p >> 8), alpha: a)
                    out[n * 4 + 2] = Self.unpremultiply(UInt8(truncatingIfNeeded: p), alpha: a)
                    out[n * 4 + 3] = a
                }
            }
        }
        try self.init(width: width, height: height, pixels: bytes)
    }

    /// round(`channel` · 255 / `alpha`) with halves up, clamped to 255; 0 when `alpha` is 0.
    @inline(__always)
    static func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha > 0 else { return 0 }
        let a = Int(alpha)
        return UInt8(min(255, (Int(channel) * 255 + a / 2) / a))
    }
}
