/// An 8-bit premultiplied RGBA colour: every colour channel is at most alpha.
///
/// Its `pixel` is the renderer's pixel format: a UInt32 0xAARRGGBB, which in little-endian memory
/// is the byte order B, G, R, A (SDL_PIXELFORMAT_ARGB8888).
public struct PremultipliedColor: Hashable, Sendable, CustomStringConvertible {
    public let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// Creates a colour, or nil when a colour channel exceeds alpha.
    public init?(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard red <= alpha, green <= alpha, blue <= alpha else { return nil }
        self.init(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour whose channels the caller knows to be at most alpha.
    @usableFromInline init(uncheckedRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Reads a 0xAARRGGBB pixel; colour channels above alpha are clamped to alpha.
    public init(pixel: UInt32) {
        let a = UInt8(pixel >> 24)
        self.init(
            uncheckedRed: min(UInt8((pixel >> 16) & 0xFF), a), green: min(UInt8((pixel >> 8) & 0xFF), a),
            blue: min(UInt8(pixel & 0xFF), a), alpha: a)
    }

    /// Fully transparent.
    public static let transparent = PremultipliedColor(uncheckedRed: 0, green: 0, blue: 0, alpha: 0)

    /// The 0xAARRGGBB pixel value.
    @inlinable public var pixel: UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The straight colour (channels divided by alpha, rounded to 8 bits); transparent black at alpha 0.
    public var straight: Color {
        let (r, g, b) = unpremultipliedBytes
        return Color(red8: r, green8: g, blue8: b, alpha8: alpha)
    }

    /// Straight 8-bit colour channels: round(channel·255 / alpha), 0 when alpha is 0.
    public var unpremultipliedBytes: (UInt8, UInt8, UInt8) {
        guard alpha > 0 else { return (0, 0, 0) }
        let a = Int(alpha)
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
        return (un(red), un(green), un(blue))
    }

    public var description: String {
        "PremultipliedColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
    }
}
