import Foundation

extension LabColor {
    /// The CIEDE2000 colour difference ΔE00 between two CIELAB colours, with the parametric
    /// factors kL = kC = kH = 1 (reference conditions). Unitless, ≥ 0 and symmetric: about 1 is
    /// a just-noticeable difference between large patches seen side by side; black against
    /// white is 100.
    ///
    /// Implements the formula as set out, step by step, by G. Sharma, W. Wu and E. N. Dalal,
    /// "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data,
    /// and Mathematical Observations", Color Research & Application 30(1), 21–30 (2005), which
    /// follows CIE 142-2001. Their corner cases are kept:
    /// - the hue angle h′ = atan2(b, a′) in degrees, 0...360, is 0 when a′ = b = 0;
    /// - the hue difference Δh′ is 0 when either chroma C′ is 0, else h′2 − h′1 brought into
    ///   −180...180 by adding or subtracting 360;
    /// - the mean hue h̄′ is h′1 + h′2 (no halving) when either chroma is 0; else the plain mean
    ///   when |h′1 − h′2| ≤ 180, else (h′1 + h′2 + 360) / 2 when h′1 + h′2 < 360, else
    ///   (h′1 + h′2 − 360) / 2.
    ///
    /// The formula is discontinuous where the mean hue's case changes (their test pairs 9–15
    /// straddle it), so two nearly equal inputs can give visibly different results there.
    public static func deltaE2000(_ x: LabColor, _ y: LabColor) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25^7
        // Chroma, and the a* rescaling G that makes near-neutral hues behave.
        let c1 = (x.a * x.a + x.b * x.b).squareRoot()
        let c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let meanC7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * x.a, a2 = (1 + g) * y.a
        let cp1 = (a1 * a1 + x.b * x.b).squareRoot()
        let cp2 = (a2 * a2 + y.b * y.b).squareRoot()
        let hp1 = hueDegrees(a1, x.b), hp2 = hueDegrees(a2, y.b)

        // Differences.
        let deltaL = y.L - x.L
        let deltaC = cp2 - cp1
        let chromaProduct = cp1 * cp2
        var deltaHue = 0.0
        if chromaProduct != 0 {
            deltaHue = hp2 - hp1
            if deltaHue > 180 {
                deltaHue -= 360
            } else if deltaHue < -180 {
                deltaHue += 360
            }
        }
        let deltaH = 2 * chromaProduct.squareRoot() * sin(radians(deltaHue / 2))

        // Means and weights.
        let meanL = (x.L + y.L) / 2
        let meanC = (cp1 + cp2) / 2
        let meanHue: Double
        if chromaProduct == 0 {
            meanHue = hp1 + hp2
        } else if abs(hp1 - hp2) <= 180 {
            meanHue = (hp1 + hp2) / 2
        } else if hp1 + hp2 < 360 {
            meanHue = (hp1 + hp2 + 360) / 2
        } else {
            meanHue = (hp1 + hp2 - 360) / 2
        }
        let t =
            1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let hueOffset = (meanHue - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let meanC7p = pow(meanC, 7)
        let rC = 2 * (meanC7p / (meanC7p + pow25to7)).squareRoot()
        let lightOffset2 = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lightOffset2 / (20 + lightOffset2).squareRoot()
        let sC = 1 + 0.045 * meanC
        let sH = 1 + 0.015 * meanC * t
        let rT = -sin(radians(2 * deltaTheta)) * rC

        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    /// The hue angle atan2(b, a) in degrees, 0...360; 0 when a = b = 0.
    private static func hueDegrees(_ a: Double, _ b: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / Double.pi
        return h < 0 ? h + 360 : h
    }

    private static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}
