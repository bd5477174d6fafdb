/// A rect in window points (device pixels where a field says so): origin at the top left.
public struct ViewFrame: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The point at fractions of the width and height (0.5, 0.5 is the centre), window points.
    public func point(atFraction fx: Double = 0.5, _ fy: Double = 0.5) -> (x: Double, y: Double) {
        (x + width * fx, y + height * fy)
    }
}

/// One shown view as the `tree` request describes it: its type, identifier, frame and visible
/// part (window points), tooltip, focus, whether it is enabled, its text or value, and its
/// shown subviews.
public struct ViewNode: Codable, Equatable, Sendable {
    /// The view's Swift type name (`Button`, `Slider`).
    public var type = ""
    /// The view's identifier (`toolbar.export`), when it has one.
    public var id: String?
    public var frame = ViewFrame(x: 0, y: 0, width: 0, height: 0)
    /// The part not clipped away by its containers; nil when none of it shows.
    public var visible: ViewFrame?
    public var tooltip: String?
    /// True for the focused view.
    public var focused: Bool?
    /// False for a disabled control.
    public var enabled: Bool?
    /// A label's, button's, field's or toggle's text; a segmented control's titles joined by `|`.
    public var text: String?
    /// A slider's value; a segmented control's selected index.
    public var value: Double?
    /// A toggle's state.
    public var on: Bool?
    /// A segmented control's segment frames, in window points.
    public var segments: [ViewFrame]?
    /// The shown subviews (absent when there are none).
    public var children: [ViewNode]?

    public init() {}

    /// This node and its descendants, depth first, that satisfy `match`.
    public func all(where match: (ViewNode) -> Bool) -> [ViewNode] {
        var found: [ViewNode] = []
        func walk(_ node: ViewNode) {
            if match(node) { found.append(node) }
            for child in node.children ?? [] { walk(child) }
        }
        walk(self)
        return found
    }
}

/// The `tree` answer: the window's content and its overlay (popovers, tooltips, toasts).
public struct ViewTree: Codable, Equatable, Sendable {
    public var content: ViewNode
    public var overlay: ViewNode

    public init(content: ViewNode, overlay: ViewNode) {
        self.content = content
        self.overlay = overlay
    }

    /// Every shown view that satisfies `match`, the overlay's first (it is drawn above).
    public func all(where match: (ViewNode) -> Bool) -> [ViewNode] {
        overlay.all(where: match) + content.all(where: match)
    }

    /// The first shown view that satisfies `match`, the overlay searched first.
    public func first(where match: (ViewNode) -> Bool) -> ViewNode? { all(where: match).first }

    /// The shown view with `identifier`.
    public func view(_ identifier: String) -> ViewNode? { first { $0.id == identifier } }
}
