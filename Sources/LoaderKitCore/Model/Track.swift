/// A property that tracks animate.
public enum Property: String, Sendable, Hashable, CaseIterable, Comparable {
    case scale, scaleX, scaleY, opacity, rotate, rotateX, rotateY, translateX, translateY, strokeStart, strokeEnd

    /// The properties a group track may animate.
    public static let groupProperties: [Property] = [.scale, .scaleX, .scaleY, .opacity, .rotate, .translateX, .translateY]

    /// The value a property has when nothing animates it (1 for scales, opacity and strokeEnd).
    public var restValue: Double {
        switch self {
        case .scale, .scaleX, .scaleY, .opacity, .strokeEnd: return 1
        default: return 0
        }
    }

    /// Position in the spec's property list, used to order output.
    var order: Int { Property.allCases.firstIndex(of: self)! }

    public static func < (a: Property, b: Property) -> Bool { a.order < b.order }
}

/// Keyframes of one property: `values[k]` at `keyTimes[k]` (fractions of the element's cycle).
public struct Track: Sendable, Hashable {
    public var property: Property
    public var keyTimes: [Double]
    public var values: [Num]
    /// nil means linear.
    public var easing: Easing?

    public init(property: Property, keyTimes: [Double], values: [Num], easing: Easing? = nil) {
        self.property = property
        self.keyTimes = keyTimes
        self.values = values
        self.easing = easing
    }
}

/// The timing between keyframes: one curve for every segment, or one per segment.
public enum Easing: Sendable, Hashable {
    case uniform(Curve)
    case perSegment([Curve])

    /// A cubic bezier used for every segment.
    public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) -> Easing {
        .uniform(.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// One timing curve: a named curve (Core Animation's control points) or a cubic bezier.
    public enum Curve: Sendable, Hashable {
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

        /// The control points x1, y1, x2, y2.
        public var controlPoints: (Double, Double, Double, Double) {
            switch self {
            case .linear: return (0, 0, 1, 1)
            case .ease: return (0.25, 0.1, 0.25, 1)
            case .easeIn: return (0.42, 0, 1, 1)
            case .easeOut: return (0, 0, 0.58, 1)
            case .easeInOut: return (0.42, 0, 0.58, 1)
            case .cubicBezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
            }
        }
    }

    /// The curve of segment `k`.
    public func curve(forSegment k: Int) -> Curve {
        switch self {
        case .uniform(let c): return c
        case .perSegment(let list): return k < list.count ? list[k] : .linear
        }
    }
}
