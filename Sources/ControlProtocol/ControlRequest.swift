/// A request on the test-only control channel: one line of text, answered by one line of JSON.
///
/// The studio answers `ping`, `state`, `tree` and `layout`; the window's host answers the rest.
public enum ControlRequest: Equatable, Sendable {
    /// Is the channel alive: `PingAnswer`.
    case ping
    /// The studio's state: `StudioState` (module `StudioInspection`).
    case state
    /// The shown views: `ViewTree`.
    case tree
    /// The layout faults the window shows: `LayoutAnswer`.
    case layout
    /// The incrementally drawn framebuffer against a full redraw: `RedrawCheckAnswer`.
    case redrawCheck
    /// A hash of a rect of the framebuffer, in device pixels: `PixelsAnswer`.
    case pixels(x: Int, y: Int, width: Int, height: Int)
    /// The host's presentation counts: `PresentAnswer`.
    case present
    /// The loop stops ticking and drawing on its own: `HoldAnswer`.
    case hold
    /// The loop ticks and draws again: `HoldAnswer`.
    case release

    /// Every request's first word, in the order the error message lists them.
    public static let names = [
        "ping", "state", "tree", "layout", "redraw-check", "pixels", "present", "hold", "release",
    ]

    /// The request as its line (without the newline).
    public var line: String {
        switch self {
        case .ping: "ping"
        case .state: "state"
        case .tree: "tree"
        case .layout: "layout"
        case .redrawCheck: "redraw-check"
        case .pixels(let x, let y, let width, let height): "pixels \(x) \(y) \(width) \(height)"
        case .present: "present"
        case .hold: "hold"
        case .release: "release"
        }
    }

    /// Parses one request line (surrounding spaces ignored); the error names what is wrong.
    public init(line: String) throws(ControlError) {
        let words = line.split(separator: " ")
        let simple: [String: ControlRequest] = [
            "ping": .ping, "state": .state, "tree": .tree, "layout": .layout, "redraw-check": .redrawCheck,
            "present": .present, "hold": .hold, "release": .release,
        ]
        if words.count == 1, let request = simple[String(words[0])] {
            self = request
            return
        }
        if words.first == "pixels" {
            let numbers = words.dropFirst().compactMap { Int($0) }
            guard numbers.count == 4, words.count == 5 else {
                throw ControlError("pixels takes four integers: X Y WIDTH HEIGHT (device pixels)")
            }
            self = .pixels(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            return
        }
        let shown = line.count > 80 ? String(line.prefix(80)) + "…" : line
        throw ControlError("unknown request \"\(shown)\"; known: \(Self.names.joined(separator: ", "))")
    }
}
