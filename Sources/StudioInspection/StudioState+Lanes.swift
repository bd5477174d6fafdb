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
        /// The selected keyframes' paths (`tracks[0].keyTimes[2]`), sorted; empty when none.
        public var selectedKeyframes: [String] = []
        public init() {}

        /// A track's keyTimes (0...1 of its part), its keyframes' centres in window points, its
        /// part's duration in seconds and its value graph's handles.
        public struct Track: Codable, Equatable, Sendable {
            public var keyTimes: [Double] = []
            public var points: [Point] = []
            public var partDuration = 0.0
            /// The handles of its keyframes on the value graph, in window points; empty unless
            /// the graph shows this track (it is selected and the lanes are tall enough).
            public var graphHandles: [Point] = []
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
            /// The x of 0 seconds in window points (left of the axis when scrolled), and the
            /// points a second spans at the zoom shown.
            public var x0 = 0.0
            public var pointsPerSecond = 0.0
            /// The zoom (1: the whole span) and the seconds at the axis's left end.
            public var zoom = 1.0
            public var start = 0.0
            public init() {}
        }
    }
}
