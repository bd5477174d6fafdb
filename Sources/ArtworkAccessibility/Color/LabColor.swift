import Foundation
import Graphics

/// A colour in CIE 1976 L*a*b* (CIELAB) under the D65 white point, the space CIEDE2000
/// (`LabColor.deltaE2000`) measures differences in.
///
/// `L` is lightness from 0 (black) to 100 (the white point); `a` runs green (−) to red (+)
/// and `b` blue (−) to yellow (+), unitless, about −128...127 for sRGB colours.
///
/// Sources: CIE 15:2004, "Colorimetry", 3rd ed. (the CIELAB formulas); IEC 61966-2-1:1999
/// (sRGB: the transfer function and the linear-RGB-to-XYZ matrix for the D65 white).
public struct LabColor: Hashable, Sendable {
    /// Lightness L*, 0 (black) ... 100 (white).
    public var L: Double
    /// a*: green (negative) to red (positive).
    public var a: Double
    /// b*: blue (negative) to yellow (positive).
    public var b: Double

    /// A colour from its L*, a* and b* coordinates.
    public init(L: Double, a: Double, b: Double) {
        self.L = L
        self.a = a
        self.b = b
    }

    /// The CIELAB coordinates of the colour's 8-bit sRGB channels (`color.rgba8`; alpha is
    /// ignored: composite a translucent colour first with `ContrastMath.composite`).
    ///
    /// Each channel is linearised (IEC 61966-2-1), turned into CIE XYZ (Y = 1 for white) with
    /// the standard's matrix
    ///
    ///     X = 0.4124·R + 0.3576·G + 0.1805·B
    ///     Y = 0.2126·R + 0.7152·G + 0.0722·B
    ///     Z = 0.0193·R + 0.1192·G + 0.9505·B
    ///
    /// and then into CIELAB (CIE 15:2004) against the D65 white (Xn, Yn, Zn) = (0.9505, 1,
    /// 1.0890): the matrix's image of sRGB white, which is CIE D65 (0.95047, 1, 1.08883) to the
    /// matrix's four decimals and makes every grey exactly a* = b* = 0. With t = X/Xn, Y/Yn,
    /// Z/Zn: f(t) = t^(1/3) above (6/29)³, else t / (3·(6/29)²) + 4/29; L* = 116·f(Y) − 16,
    /// a* = 500·(f(X) − f(Y)), b* = 200·(f(Y) − f(Z)).
    public init(_ color: Color) {
        let c = color.rgba8
        let r = ColorTransfer.linear(c.red), g = ColorTransfer.linear(c.green), bl = ColorTransfer.linear(c.blue)
        let x = 0.4124 * r + 0.3576 * g + 0.1805 * bl
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = 0.0193 * r + 0.1192 * g + 0.9505 * bl
        let fx = Self.f(x / Self.whiteX), fy = Self.f(y / Self.whiteY), fz = Self.f(z / Self.whiteZ)
        self.init(L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The D65 white point, X: the sum of the matrix's X row.
    static let whiteX = 0.4124 + 0.3576 + 0.1805
    /// The D65 white point, Y: the sum of the matrix's Y row (1).
    static let whiteY = 0.2126 + 0.7152 + 0.0722
    /// The D65 white point, Z: the sum of the matrix's Z row.
    static let whiteZ = 0.0193 + 0.1192 + 0.9505

    /// CIELAB's compressing function of a relative tristimulus value.
    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }
}
