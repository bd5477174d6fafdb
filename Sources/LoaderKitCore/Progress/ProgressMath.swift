import Foundation

/// Numeric helpers of the progress geometry, with the reference's exact semantics (JavaScript
/// `Math.min`/`Math.max` propagate NaN, modulo is floored).
enum ProgressMath {
    static let tau = 2 * Double.pi
    /// 12 o'clock.
    static let top = -Double.pi / 2

    static let emphasized = CubicBezier(0.2, 0, 0, 1)
    static let standard = CubicBezier(0.4, 0, 0.2, 1)
    static let easeInOut = CubicBezier(0.65, 0, 0.35, 1)

    /// `Math.min`: NaN if any operand is NaN.
    static func min(_ values: Double...) -> Double {
        var result = Double.infinity
        for v in values {
            if v.isNaN { return .nan }
            if v < result { result = v }
        }
        return result
    }

    /// `Math.max`: NaN if any operand is NaN.
    static func max(_ values: Double...) -> Double {
        var result = -Double.infinity
        for v in values {
            if v.isNaN { return .nan }
            if v > result { result = v }
        }
        return result
    }

    /// `min(1, max(0, x))`, NaN stays NaN.
    static func clamp01(_ x: Double) -> Double { x.isNaN ? x : Swift.min(1, Swift.max(0, x)) }

    /// Floored modulo, in [0, m) for m > 0.
    static func fmod(_ x: Double, _ m: Double) -> Double { x - (x / m).rounded(.down) * m }

    static func frac(_ x: Double) -> Double { fmod(x, 1) }

    static func roundHalfUp(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

    /// Sampling step count, immune to values a hair above an integer.
    static func steps(_ x: Double) -> Double { (x - 1e-9).rounded(.up) }

    /// Raised cosine of half-width `w`: 1 at d = 0, 0 from |d| = w on.
    static func bump(_ d: Double, _ w: Double) -> Double {
        let q = abs(d) / w
        if q >= 1 { return 0 }
        return 0.5 + 0.5 * cos(Double.pi * q)
    }

    /// A loop count from a double: NaN and negatives run zero times, and no loop runs more than
    /// `maximumCount` times, so a hostile box (1e300 units wide) costs bounded time and memory.
    static func count(_ x: Double) -> Int {
        guard x.isFinite, x > 0 else { return 0 }
        return CheckedInt.clamped(x, rounding: .towardZero, to: 0...maximumCount)
    }

    /// The most points or steps one loop of the geometry produces. No real box comes near it:
    /// a 16,384-unit border samples 32,768 points.
    static let maximumCount = 100_000
}
