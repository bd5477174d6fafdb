/// The CSS timing functions a transition eases by (CSS Easing Functions Level 1): `ease-in`,
/// `ease-out` and `ease-in-out` are the cubic Bézier curves from (0, 0) to (1, 1) with control
/// points (0.42, 0, 1, 1), (0, 0, 0.58, 1) and (0.42, 0, 0.58, 1).
public enum Easing: String, CaseIterable, Codable, Sendable, Hashable {
    case linear
    case easeIn
    case easeOut
    case easeInOut

    /// The eased progress at progress `t` (clamped to 0...1; NaN counts as 0): 0 at 0, 1 at 1.
    /// The curve's x(s) = t is solved by Newton's method, bisection where that falters, to 1e-12.
    public func value(_ t: Double) -> Double {
        let x = t.clampedShare
        switch self {
        case .linear: return x
        case .easeIn: return Easing.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, x: x)
        case .easeOut: return Easing.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, x: x)
        case .easeInOut: return Easing.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, x: x)
        }
    }

    /// One coordinate of the Bézier curve from 0 to 1 with inner control values `c1`, `c2` at
    /// parameter `s`.
    static func coordinate(_ c1: Double, _ c2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    /// The derivative of `coordinate` in `s`.
    private static func slope(_ c1: Double, _ c2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * c1 + 6 * r * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// y at the point of the curve whose x is `x` (in 0...1; x(s) is monotonic there since the
    /// control x values lie in 0...1).
    private static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(x1, x2, s) - x
            if abs(error) < 1e-12 { return coordinate(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<100 {
            s = (low + high) / 2
            let value = coordinate(x1, x2, s)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
        }
        return coordinate(y1, y2, s)
    }
}
