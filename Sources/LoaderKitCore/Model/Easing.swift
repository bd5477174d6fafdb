extension IndicatorSpec {
    /// A timing curve from (0, 0) to (1, 1): a named curve (Core Animation's control points) or
    /// a cubic bezier.
    public enum Easing: Sendable, Hashable {
        case linear, ease, easeIn, easeOut, easeInOut
        case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

        /// The curve's name in JSON, or nil for a bezier.
        public var name: String? {
            switch self {
            case .linear: return "linear"
            case .ease: return "ease"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .easeInOut: return "easeInOut"
            case .cubicBezier: return nil
            }
        }

        /// The named curve called `name` (own names only), or nil.
        public init?(name: String) {
            switch name {
            case "linear": self = .linear
            case "ease": self = .ease
            case "easeIn": self = .easeIn
            case "easeOut": self = .easeOut
            case "easeInOut": self = .easeInOut
            default: return nil
            }
        }

        /// The control points.
        public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
            switch self {
            case .linear: return (0, 0, 1, 1)
            case .ease: return (0.25, 0.1, 0.25, 1)
            case .easeIn: return (0.42, 0, 1, 1)
            case .easeOut: return (0, 0, 0.58, 1)
            case .easeInOut: return (0.42, 0, 0.58, 1)
            case .cubicBezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
            }
        }

        /// The eased progress at `x`: 0 at or below 0, 1 at or above 1, and in between the
        /// curve's y where its x is `x` (not clamped, so overshooting curves leave 0…1).
        public func ease(_ x: Double) -> Double {
            CubicBezier(self).value(at: x)
        }
    }
}
