/// A straight (not premultiplied) RGBA colour, each channel 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from channels in 0...1 (values outside are clamped when used).
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a colour from 8-bit channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Parses "#RRGGBB", "#RRGGBBAA", "RRGGBB" or "RRGGBBAA" (hex digits in either case).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16),
            digits.allSatisfy(\.isHexDigit)
        else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            red8: UInt8(rgba >> 24), green8: UInt8((rgba >> 16) & 0xFF),
            blue8: UInt8((rgba >> 8) & 0xFF), alpha8: UInt8(rgba & 0xFF))
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// A channel in 0...1 rounded to 0...255 (half up); NaN counts as 0.
    @inlinable static func quantize(_ v: Double) -> Int {
        guard v > 0 else { return 0 }
        return v >= 1 ? 255 : Int(v * 255 + 0.5)
    }

    /// 8-bit channels (red, green, blue, alpha), clamped and rounded.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (
            UInt8(Color.quantize(red)), UInt8(Color.quantize(green)),
            UInt8(Color.quantize(blue)), UInt8(Color.quantize(alpha))
        )
    }

    /// The same colour with its alpha multiplied by `factor` (clamped to 0...1).
    public func multipliedAlpha(_ factor: Double) -> Color {
        var copy = self
        copy.alpha = alpha * min(max(factor, 0), 1)
        return copy
    }

    /// The 8-bit premultiplied form: alpha rounded first, then each channel times that alpha.
    public var premultiplied: PremultipliedColor {
        let a = Color.quantize(alpha)
        func channel(_ v: Double) -> UInt8 {
            let c = min(max(v.isNaN ? 0 : v, 0), 1)
            return UInt8(Int(c * Double(a) + 0.5))
        }
        return PremultipliedColor(
            uncheckedRed: channel(red), green: channel(green),
            blue: channel(blue), alpha: UInt8(a))
    }

    /// "#RRGGBBAA" of the 8-bit channels.
    public var hexString: String {
        let c = rgba8
        return "#"
            + [c.red, c.green, c.blue, c.alpha].map { byte in
                let s = String(byte, radix: 16, uppercase: true)
                return s.count == 1 ? "0" + s : s
            }.joined()
    }

    public var description: String { "Color(\(hexString))" }
}
