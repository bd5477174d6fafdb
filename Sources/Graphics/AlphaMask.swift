/// An 8-bit coverage image (0 = transparent, 255 = opaque), such as a rasterized glyph or run of
/// text, drawn by the `drawMask` command in a colour.
///
/// The bytes live in copy-on-write storage, so copies of a mask (in many display lists) share them.
public struct AlphaMask: Hashable, Sendable {
    /// Width in pixels (at least 0).
    public let width: Int
    /// Height in pixels (at least 0).
    public let height: Int
    /// Coverage bytes, `width · height` of them, row by row from the top.
    public let bytes: [UInt8]

    /// Creates a mask, or nil unless `bytes` holds exactly `width · height` values.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Creates a mask of one coverage value everywhere (a box).
    public init(width: Int, height: Int, filledWith value: UInt8) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.bytes = [UInt8](repeating: value, count: self.width * self.height)
    }

    /// True when the mask holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage of pixel (x, y); (0, 0) is the top-left pixel.
    public func coverage(x: Int, y: Int) -> UInt8 { bytes[y * width + x] }

    public static func == (a: AlphaMask, b: AlphaMask) -> Bool {
        a.width == b.width && a.height == b.height && a.bytes == b.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bytes.count)
    }
}
