/// A straight (non-premultiplied) RGBA8 image.
///
/// `pixels` holds `width · height · 4` bytes: for each pixel R, G, B, A (each 0...255), rows
/// top to bottom, pixels left to right, no row padding. A pixel's colour bytes are its real
/// colour whatever its alpha (alpha does not scale them).
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// `width · height · 4` bytes, R, G, B, A per pixel, row-major from the top row.
    public let pixels: [UInt8]

    /// The largest side accepted, in pixels (GIF's 16-bit limit).
    static let maximumSide = 65535

    /// Creates an image from straight RGBA8 bytes.
    ///
    /// - Throws: `ImageExportError.invalidImage` unless both sides are in `1...maximumSide` and
    ///   `pixels.count == width · height · 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw ImageExportError.invalidImage(
                reason: "size \(width)x\(height) is outside 1...\(Self.maximumSide) pixels")
        }
        guard pixels.count == width * height * 4 else {
            throw ImageExportError.invalidImage(
                reason: "\(pixels.count) bytes for \(width)x\(height) pixels, expected \(width * height * 4)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The R, G, B, A bytes of pixel (`x`, `y`), `x` from the left, `y` from the top.
    ///
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel out of range")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
