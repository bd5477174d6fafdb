extension IndicatorSpec {
    /// The timing between a track's keyframes: one curve for every segment, or one per segment.
    public enum TrackEasing: Sendable, Hashable {
        case uniform(Easing)
        /// One curve per segment (`keyTimes.count - 1`); a missing entry is linear.
        case perSegment([Easing])

        /// A cubic bezier used for every segment.
        public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) -> TrackEasing {
            .uniform(.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        }

        /// The curve of segment `k`.
        public func easing(forSegment k: Int) -> Easing {
            switch self {
            case .uniform(let easing): return easing
            case .perSegment(let list): return k < list.count ? list[k] : .linear
            }
        }
    }
}
