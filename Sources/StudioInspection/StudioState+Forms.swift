extension StudioState {
    /// The inspector's forms for the selected node: what they edit (part path and index, track
    /// path), the refusals shown (by form), and each form's state.
    public struct Forms: Codable, Equatable, Sendable {
        public var shown = false
        public var part: String?
        public var partIndex: Int?
        public var track: String?
        /// By form name (`easing`, `layout`, `shape`, `parts`, `timing`).
        public var refusals: [String: String] = [:]
        public var easing: Easing?
        public var layout: ObjectType?
        public var shape: ObjectType?
        public var diagram: Diagram?
        public var timing: Timing?
        public var parts: Parts?
        public init() {}
    }

    /// The easing form: shown, per segment or one curve, the segment, the curve's control
    /// values, the highlighted preset's name ("Custom" for none), the user's presets' names, its
    /// handles (window points), the playing dot's progress, the ball's eased value, and whether
    /// a drag's ghost curve is drawn.
    public struct Easing: Codable, Equatable, Sendable {
        public var shown = false
        public var perSegment = false
        public var segment = 0
        public var curve: [Double] = []
        public var preset = ""
        public var userPresets: [String] = []
        public var handles: [Handle] = []
        public var progress: Double?
        public var eased: Double?
        public var ghost = false
        public init() {}

        public struct Handle: Codable, Equatable, Sendable {
            public var id = ""
            public var x = 0.0
            public var y = 0.0
            public var focused = false
            public init() {}
        }
    }

    /// A layout or shape form: the type shown, its fields by name, the orient toggle.
    public struct ObjectType: Codable, Equatable, Sendable {
        public var type = ""
        public var fields: [String: Field] = [:]
        /// The orient toggle's state, when the form has one.
        public var orient: Bool?
        public init() {}

        /// A field's number, its slider's value, and the param it is bound to.
        public struct Field: Codable, Equatable, Sendable {
            public var value = 0.0
            public var slider = 0.0
            public var param: String?
            public init() {}
        }
    }

    /// The layout diagram: the dragged handle's kind, the handle's centre, every handle by kind.
    public struct Diagram: Codable, Equatable, Sendable {
        public var handle = ""
        public var centre = Point(x: 0, y: 0)
        public var handles: [String: Point] = [:]
        public init() {}
    }

    /// The timing form: the offsets' and durations' values, whether they are per element, the
    /// rest rows' names.
    public struct Timing: Codable, Equatable, Sendable {
        public var offsets: [Double] = []
        public var durations: [Double] = []
        public var perElementOffsets = false
        public var perElementDurations = false
        public var rest: [String] = []
        public init() {}
    }

    /// The parts form: its title, the tracks' titles, the properties a track can be added for.
    public struct Parts: Codable, Equatable, Sendable {
        public var title = ""
        public var tracks: [String] = []
        public var addable: [String] = []
        public init() {}
    }
}
