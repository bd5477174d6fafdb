/// A CSS/Core Animation timing curve from (0,0) to (1,1), solved exactly as LoaderKit's
/// reference does (8 Newton steps, then 50 bisection steps, epsilon 1e-7), so values agree to
/// the last bit that matters.
public struct CubicBezier: Sendable, Hashable {
    private let ax, bx, cx, ay, by, cy: Double
    private let isIdentity: Bool

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2
    }

    public init(_ easing: IndicatorSpec.Easing) {
        let (x1, y1, x2, y2) = easing.controlPoints
        self.init(x1, y1, x2, y2)
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The eased progress at `x` in [0, 1]; not clamped, so y control points outside [0, 1] overshoot.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isIdentity { return x }
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-7 { return sampleY(t) }
            let slope = slopeX(t)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<50 {
            let v = sampleX(t)
            if abs(v - x) < 1e-7 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return sampleY(t)
    }
}
