import Foundation
import Graphics

/// A colour as hue, saturation, value and alpha: the colour picker's model.
public struct HSVColor: Hashable, Sendable {
    /// Hue in turns, 0..<1 (0 red, 1/3 green, 2/3 blue).
    public var hue: Double
    /// Saturation, 0...1.
    public var saturation: Double
    /// Value (brightness), 0...1.
    public var value: Double
    /// Alpha, 0...1.
    public var alpha: Double

    public init(hue: Double, saturation: Double, value: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.value = value
        self.alpha = alpha
    }

    /// The HSV form of a straight RGB colour; grey keeps hue 0.
    public init(_ color: Color) {
        let r = min(max(color.red, 0), 1), g = min(max(color.green, 0), 1), b = min(max(color.blue, 0), 1)
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == r {
                h = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            } else if maxC == g {
                h = (b - r) / delta + 2
            } else {
                h = (r - g) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        self.init(hue: h, saturation: maxC > 0 ? delta / maxC : 0, value: maxC, alpha: color.alpha)
    }

    /// The straight RGB colour.
    public var color: Color {
        let h = (hue - hue.rounded(.down)) * 6
        let c = value * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = value - c
        let (r, g, b): (Double, Double, Double)
        // The sextant of the hue (NaN falls to the first).
        switch h {
        case 1..<2: (r, g, b) = (x, c, 0)
        case 2..<3: (r, g, b) = (0, c, x)
        case 3..<4: (r, g, b) = (0, x, c)
        case 4..<5: (r, g, b) = (x, 0, c)
        case 5...: (r, g, b) = (c, 0, x)
        default: (r, g, b) = (c, x, 0)
        }
        return Color(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }
}

extension Color {
    /// "#RRGGBB" when opaque, else "#RRGGBBAA" (upper-case hex of the 8-bit channels).
    public var shortHexString: String {
        let full = hexString
        return rgba8.alpha == 255 ? String(full.prefix(7)) : full
    }

    /// The colour rounded to 8 bits per channel.
    var quantized: Color {
        let c = rgba8
        return Color(red8: c.red, green8: c.green, blue8: c.blue, alpha8: c.alpha)
    }
}
