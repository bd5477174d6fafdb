/// A property that tracks animate.
public enum Property: String, Sendable, Hashable, CaseIterable, Comparable {
    case scale, scaleX, scaleY, opacity, rotate, rotateX, rotateY, translateX, translateY, strokeStart, strokeEnd

    /// The properties a group track may animate.
    public static let groupProperties: [Property] = [
        .scale, .scaleX, .scaleY, .opacity, .rotate, .translateX, .translateY,
    ]

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
