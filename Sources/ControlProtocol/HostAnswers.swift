/// `ping`: the channel is alive.
public struct PingAnswer: Codable, Equatable, Sendable {
    public var ok = true
    public init() {}
}

/// `hold` and `release`: whether the loop is held still now.
public struct HoldAnswer: Codable, Equatable, Sendable {
    public var held: Bool
    public init(held: Bool) { self.held = held }
}

/// `present`: what the host has put on screen since the window opened.
public struct PresentAnswer: Codable, Equatable, Sendable {
    /// Frames presented.
    public var frames = 0
    /// Bytes of pixels presented.
    public var bytes = 0
    /// The display's refresh rate, in Hz.
    public var refreshHz = 0.0
    /// How frames reach the screen (the presentation path's name).
    public var path = ""
    /// False while the window is unmapped or minimised.
    public var shown = false
    public init() {}
}

/// `pixels X Y W H`: FNV-1a over the 0xRRGGBB values of the rect (device pixels, clipped to
/// the framebuffer), row by row, as lowercase hex.
public struct PixelsAnswer: Codable, Equatable, Sendable {
    public var hash: String
    public init(hash: String) { self.hash = hash }
}

/// `redraw-check`: the incrementally drawn framebuffer against a full redraw of the same window.
public struct RedrawCheckAnswer: Codable, Equatable, Sendable {
    /// One pixel that differs: where (device pixels) and both values as 0xAARRGGBB hex.
    public struct Sample: Codable, Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var drawn: String
        public var redrawn: String
        public init(x: Int, y: Int, drawn: String, redrawn: String) {
            self.x = x
            self.y = y
            self.drawn = drawn
            self.redrawn = redrawn
        }
    }

    /// Pixels that differ.
    public var mismatched = 0
    /// The framebuffer's size in device pixels.
    public var width = 0
    public var height = 0
    /// The differing pixels' bounding box, device pixels; nil when none differ.
    public var bounds: ViewFrame?
    /// Up to 8 differing pixels.
    public var samples: [Sample] = []
    public init() {}
}

/// `layout`: one line per fault `LayoutAudit` finds, naming the views and their frames.
public struct LayoutAnswer: Codable, Equatable, Sendable {
    public var problems: [String]
    public init(problems: [String]) { self.problems = problems }
}
