import Graphics

/// The six sweep directions of the sliding gradient.
public enum GradientDirection: String, CaseIterable, Hashable, Sendable {
    case leftRight, rightLeft, topBottom, bottomTop, topLeftBottomRight, bottomRightTopLeft

    /// The gradient's start point, from → to, in unit coordinates of the swept rect.
    public var startPoint: (from: Point, to: Point) {
        switch self {
        case .leftRight: (Point(-1, 0.5), Point(1, 0.5))
        case .rightLeft: (Point(1, 0.5), Point(-1, 0.5))
        case .topBottom: (Point(0.5, -1), Point(0.5, 1))
        case .bottomTop: (Point(0.5, 1), Point(0.5, -1))
        case .topLeftBottomRight: (Point(-1, -1), Point(1, 1))
        case .bottomRightTopLeft: (Point(1, 1), Point(-1, -1))
        }
    }

    /// The gradient's end point, from → to, in unit coordinates of the swept rect.
    public var endPoint: (from: Point, to: Point) {
        switch self {
        case .leftRight: (Point(0, 0.5), Point(2, 0.5))
        case .rightLeft: (Point(2, 0.5), Point(0, 0.5))
        case .topBottom: (Point(0.5, 0), Point(0.5, 2))
        case .bottomTop: (Point(0.5, 2), Point(0.5, 0))
        case .topLeftBottomRight: (Point(0, 0), Point(2, 2))
        case .bottomRightTopLeft: (Point(2, 2), Point(0, 0))
        }
    }

    /// The sliding animation in this direction (1.5 s, ease-in, no autoreverse by default).
    public func slidingAnimation(duration: Double = 1.5, autoreverses: Bool = false) -> SkeletonLayerAnimation {
        .sliding(SkeletonSliding(direction: self, duration: duration, autoreverses: autoreverses))
    }
}
