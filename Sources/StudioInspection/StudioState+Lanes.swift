extension StudioState {
    /// The keyframe lanes: shown, collapsed, their height and the height they were dragged to
    /// (points), their divider's centre, the ghost rows, per track path its keyframes, and the
    /// time axis (window x of 0 s, points per second).
    public struct Lanes: Codable, Equatable, Sendable {
        public var shown = false
        public var collapsed = false
        public var height = 0.0
        public var preferredHeight: Double?
        public var divider = Point(x: 0, y: 0)
        public var ghosts: [Ghost] = []
        /// By track path (`parts[0].tracks[1]`).
        public var tracks: [String: Track] = [:]
        public var axis = Axis()
        public init() {}

        /// A track's keyTimes (0...1 of its part), its keyframes' centres in window points, and
        /// its part's duration in seconds.
        public struct Track: Codable, Equatable, Sendable {
            public var keyTimes: [Double] = []
            public var points: [Point] = []
            public var partDuration = 0.0
            public init() {}
        }

        /// A row for an element without a track of its own: the element (0-based) and the row's middle y.
        public struct Ghost: Codable, Equatable, Sendable {
            public var element = 0
            public var y = 0.0
            public init() {}
        }

        /// Where 0 s is (window x) and how many points a second takes.
        public struct Axis: Codable, Equatable, Sendable {
            public var x0 = 0.0
            public var pointsPerSecond = 0.0
            public init() {}
        }
    }
}
