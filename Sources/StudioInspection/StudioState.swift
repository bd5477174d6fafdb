import ControlProtocol

/// The studio's answer to the control channel's `state` request: what a journey cannot read
/// from pixels alone. Points are window points; times are seconds. The app fills it
/// (`StudioApp.inspectionState()`), the journeys decode it, so a renamed field fails to compile.
public struct StudioState: Codable, Equatable, Sendable {
    /// The mode's raw value (`gallery`, `editor`, `progress`, `skeleton`).
    public var mode = ""
    /// `dark` or `light`.
    public var theme = ""
    /// The language spoken (`en`, `vi`, `zh-Hans`, `fr`).
    public var language = ""
    public var window = WindowGeometry()
    /// The toasts shown, their texts.
    public var toasts: [String] = []
    /// True while something moves (a preview plays, a transition runs).
    public var animating = false
    /// The window's title.
    public var title = ""
    /// The unsaved documents' display names.
    public var unsaved: [String] = []
    /// The focused view, without its subviews.
    public var focused: ViewNode?
    /// The open popover's identifier (or its type's name).
    public var popover: String?
    /// The quit dialog, while it is open.
    public var quit: QuitDialog?
    /// The shortcut help's rows, while it is open.
    public var help: [HelpRow]?
    public var gallery = Gallery()
    public var history = History()
    public var editor = Editor()
    public var source = Source()
    public var forms = Forms()
    /// The clipboard's text, when it holds text.
    public var clipboard: String?
    /// The Code panel, while it is open.
    public var code: Code?

    public init() {}

    /// The window's size in points and its scale (device pixels per point).
    public struct WindowGeometry: Codable, Equatable, Sendable {
        public var width = 0.0
        public var height = 0.0
        public var scale = 1.0
        public init() {}
    }

    /// A point in window points.
    public struct Point: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }
}
