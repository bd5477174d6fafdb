extension StudioState {
    /// The Editor: the tuning, the document, the playhead, the selection, the outline, the lanes.
    public struct Editor: Codable, Equatable, Sendable {
        /// The params as tuned, by name.
        public var params: [String: Double] = [:]
        /// The preview's size, in points.
        public var size = 0.0
        /// The colours set in the inspector (`#RRGGBB`; empty: automatic).
        public var colors: [String] = []
        /// The previews' background: "light", "dark", "checkerboard" or `#RRGGBB`.
        public var background = ""
        /// The colour-vision deficiency the previews simulate, if any.
        public var colorVision: String?
        /// The playback speed (1 is the spec's own).
        public var speed = 1.0
        public var document: Document?
        /// The elements the preview draws, when the spec evaluates.
        public var elements: Int?
        public var playhead = Playhead()
        /// The selected node's path, when one is selected.
        public var selection: String?
        public var outline = Outline()
        public var lanes = Lanes()
        public var onionSkin = OnionSkin()
        /// The motion path, while translate tracks are selected.
        public var motionPath: MotionPath?
        public init() {}
    }

    /// The open document: its name, path, state and problems' messages.
    public struct Document: Codable, Equatable, Sendable {
        public var name = ""
        public var path: String?
        /// Its text on disk changed since it was read.
        public var stale = false
        /// Its file is gone.
        public var missing = false
        public var loading = false
        /// How many times it was read.
        public var revision = 0
        public var problems: [String] = []
        public init() {}
    }

    /// The playhead: the time (seconds) and progress through the cycle (0...1), and the
    /// transport's state; `inOut` is the loop region (seconds) when one is set.
    public struct Playhead: Codable, Equatable, Sendable {
        public var time = 0.0
        public var cycleProgress = 0.0
        public var playing = false
        public var stopped = false
        public var frozen = false
        public var pingPong = false
        public var looping = false
        public var inOut: [Double]?
        public init() {}
    }

    /// The outline: the selected row's id and each shown row with its centre in window points.
    public struct Outline: Codable, Equatable, Sendable {
        public var selected: String?
        public var rows: [Row] = []
        public init() {}

        public struct Row: Codable, Equatable, Sendable {
            public var id = ""
            public var title = ""
            public var x = 0.0
            public var y = 0.0
            public init() {}
        }
    }
}
