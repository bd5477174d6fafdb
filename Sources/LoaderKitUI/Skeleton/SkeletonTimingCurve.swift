/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's named curves.
public struct SkeletonTimingCurve: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    public static let linear = SkeletonTimingCurve(0, 0, 1, 1)
    /// Core Animation's `easeIn`.
    public static let easeIn = SkeletonTimingCurve(0.42, 0, 1, 1)
    /// Core Animation's `easeInEaseOut`.
    public static let easeInEaseOut = SkeletonTimingCurve(0.42, 0, 0.58, 1)

    /// The eased progress (0...1) for a linear progress `t` (0...1).
    public func value(at t: Double) -> Double {
        let t = min(1, max(0, t))
        if self == .linear { return t }
        // Solve x(s) = t by bisection (monotonic in s for control x in 0...1), then return y(s).
        var lo = 0.0, hi = 1.0, s = t
        for _ in 0..<40 {
            s = (lo + hi) / 2
            if Self.bezier(s, x1, x2) < t { lo = s } else { hi = s }
        }
        return Self.bezier((lo + hi) / 2, y1, y2)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
}
