extension StudioState {
    /// The big preview's onion skin: on or off, its settings and the spec times of the ghosts
    /// drawn now (farthest first).
    public struct OnionSkin: Codable, Equatable, Sendable {
        public var enabled = false
        public var before = 0
        public var after = 0
        /// The spacing in its unit: frames at 60 fps, or a fraction of the cycle.
        public var spacing = 0.0
        /// `frames` or `cycle`.
        public var unit = ""
        /// The ghosts' spec times (seconds) and places (−k before the playhead, +k after).
        public var ghostTimes: [Double] = []
        public var ghostSteps: [Int] = []
        public init() {}
    }

    /// The motion path drawn over the big preview while translate tracks are selected: the
    /// elements it follows, its dots and its keyframes' handles (window points).
    public struct MotionPath: Codable, Equatable, Sendable {
        /// The elements (global indices) and the dots drawn in all.
        public var elements: [Int] = []
        public var dots = 0
        public var handles: [Handle] = []
        public init() {}

        /// A keyframe's dot as element `element` passes it: its keyTime, its centre and the
        /// keyframes a drag of it moves (`parts[0].tracks[1].values[2]`).
        public struct Handle: Codable, Equatable, Sendable {
            public var element = 0
            public var keyTime = 0.0
            public var point = Point(x: 0, y: 0)
            public var values: [String] = []
            public init() {}
        }
    }
}
