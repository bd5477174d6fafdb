import ControlProtocol
import Foundation
import Graphics

/// A plain description of what the window shows, for the test-only control channel and for
/// tests: each shown view with its type, identifier, frame in window points, text or value,
/// and state (`ViewNode`). Hidden views (and their subviews) are left out.
@MainActor
public enum ViewTreeSnapshot {
    /// The content and overlay trees.
    public static func tree(of window: WindowRoot) -> ViewTree {
        ViewTree(content: node(window.contentView, in: window), overlay: node(window.overlayView, in: window))
    }

    /// One view and its shown subviews.
    static func node(_ view: View, in window: WindowRoot) -> ViewNode {
        var node = summary(view, in: window)
        let children = view.subviews.filter { !$0.isHidden }.map { self.node($0, in: window) }
        if !children.isEmpty { node.children = children }
        return node
    }

    /// The view without its subviews: type, identifier, frame, visible part, text, value, state.
    public static func summary(_ view: View, in window: WindowRoot) -> ViewNode {
        var node = ViewNode()
        node.type = String(describing: type(of: view))
        node.frame = frame(view.windowFrame)
        node.id = view.identifier
        node.visible = view.visibleWindowRect.map(frame)
        node.tooltip = view.tooltip
        if window.focusedView === view { node.focused = true }
        if let control = view as? Control, !control.isEnabled { node.enabled = false }
        switch view {
        case let label as Label: node.text = label.text
        case let button as Button: node.text = button.title
        case let rail as RailButton: node.text = rail.title
        case let toggle as Toggle:
            node.text = toggle.title
            node.on = toggle.isOn
        case let field as TextField: node.text = field.text
        case let slider as Slider: node.value = slider.value
        case let segments as SegmentedControl:
            node.text = segments.segments.joined(separator: "|")
            node.value = Double(segments.selectedIndex)
            let origin = view.windowFrame.origin
            node.segments = segments.segments.indices.map { index in
                let rect = segments.segmentRect(index)
                return ViewFrame(
                    x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height)
            }
        default: node.text = view.shownText
        }
        return node
    }

    /// A rect as the channel's frame.
    static func frame(_ rect: Rect) -> ViewFrame {
        ViewFrame(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
