import Foundation
import Graphics

/// The two inner control points of a cubic Bézier timing curve from (0, 0) to (1, 1), as CSS
/// `cubic-bezier(x1, y1, x2, y2)` writes them: x is the fraction of time, y the fraction of the
/// change (y may overshoot below 0 or above 1).
public struct CurveControlPoints: Hashable, Sendable, CustomStringConvertible {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The straight line, for comparison.
    public static let linear = CurveControlPoints(0, 0, 1, 1)

    /// The y values a handle may take by dragging or nudging: wide enough for the overshoots
    /// designers use, narrow enough to stay on the plot.
    static let handleYRange: ClosedRange<Double> = -0.5...1.5

    /// The four numbers in field order (x1, y1, x2, y2).
    public var values: [Double] { [x1, y1, x2, y2] }

    /// The points with entry `index` (0 x1, 1 y1, 2 x2, 3 y2) set to `value`; x is kept in
    /// [0, 1], a non-finite value changes nothing.
    public func setting(_ index: Int, to value: Double) -> CurveControlPoints {
        guard value.isFinite, (0..<4).contains(index) else { return self }
        var copy = self
        switch index {
        case 0: copy.x1 = Self.clampX(value)
        case 1: copy.y1 = value
        case 2: copy.x2 = Self.clampX(value)
        default: copy.y2 = value
        }
        return copy
    }

    /// Handle `handle` (0: P1, 1: P2) moved to `point` (unit coordinates): x clamped to [0, 1],
    /// y to `handleYRange`, both rounded to `decimals` decimals (0.001 by default) so the
    /// numbers stay short.
    public func moving(handle: Int, to point: Point, decimals: Int = 3) -> CurveControlPoints {
        let x = Self.round(Self.clampX(point.x), decimals: decimals)
        let y = Self.round(
            min(max(point.y, Self.handleYRange.lowerBound), Self.handleYRange.upperBound), decimals: decimals)
        var copy = self
        if handle == 0 { copy.x1 = x; copy.y1 = y } else { copy.x2 = x; copy.y2 = y }
        return copy
    }

    /// Handle `handle` moved by (dx, dy) in unit coordinates: x clamped to [0, 1], y kept in
    /// `handleYRange` (a y already outside it moves only toward it), rounded to `decimals`
    /// decimals (0.001 by default).
    public func nudging(handle: Int, dx: Double, dy: Double, decimals: Int = 3) -> CurveControlPoints {
        let p = self.handle(handle)
        let range = Self.handleYRange
        var y = p.y + dy
        if dy > 0, y > range.upperBound { y = max(p.y, range.upperBound) }
        if dy < 0, y < range.lowerBound { y = min(p.y, range.lowerBound) }
        let x = Self.clampX(Self.round(p.x + dx, decimals: decimals))
        y = Self.round(y, decimals: decimals)
        var copy = self
        if handle == 0 { copy.x1 = x; copy.y1 = y } else { copy.x2 = x; copy.y2 = y }
        return copy
    }

    /// Handle 0 (P1) or 1 (P2), in unit coordinates.
    public func handle(_ index: Int) -> Point { index == 0 ? Point(x1, y1) : Point(x2, y2) }

    /// The curve's point at parameter `t` in [0, 1] (not time: see `y(atX:)`).
    public func point(atParameter t: Double) -> Point {
        let u = 1 - t
        let b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
        return Point(b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
    }

    /// The curve's y at time fraction `x` (clamped to [0, 1]), to 1e-7 in x: what the dot
    /// shows. x is monotonic in the parameter because x1 and x2 lie in [0, 1].
    public func y(atX x: Double) -> Double {
        let x = min(max(x, 0), 1)
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<60 {
            let px = point(atParameter: t).x
            if abs(px - x) < 1e-7 { break }
            if px < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return point(atParameter: t).y
    }

    public var description: String {
        values.map { String(format: "%g", $0) }.joined(separator: ", ")
    }

    static func clampX(_ x: Double) -> Double { min(max(x, 0), 1) }
    /// `v` to `decimals` decimals: the double nearest a whole number of 10^−decimals (divided,
    /// so 0.3 and not 0.30000000000000004); −0 becomes 0.
    static func round(_ v: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        guard v.isFinite, abs(v) * scale < 9_007_199_254_740_992 else { return v }
        let result = (v * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
