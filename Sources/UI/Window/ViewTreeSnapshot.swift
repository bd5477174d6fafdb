import Foundation
import Graphics

/// A plain description of what the window shows, for the test-only control channel and for
/// tests: each shown view with its type, identifier, frame in window points, text or value,
/// and state. Hidden views (and their subviews) are left out.
@MainActor
public enum ViewTreeSnapshot {
    /// The content and overlay trees as JSON-ready dictionaries.
    public static func tree(of window: WindowRoot) -> [String: Any] {
        ["content": node(window.contentView, in: window), "overlay": node(window.overlayView, in: window)]
    }

    /// One view and its shown subviews.
    public static func node(_ view: View, in window: WindowRoot) -> [String: Any] {
        var node = summary(view, in: window)
        let children = view.subviews.filter { !$0.isHidden }.map { self.node($0, in: window) }
        if !children.isEmpty { node["children"] = children }
        return node
    }

    /// The view without its subviews: type, identifier, frame, visible part, text, value, state.
    public static func summary(_ view: View, in window: WindowRoot) -> [String: Any] {
        var node: [String: Any] = ["type": String(describing: type(of: view)), "frame": numbers(view.windowFrame)]
        if let identifier = view.identifier { node["id"] = identifier }
        if let visible = view.visibleWindowRect { node["visible"] = numbers(visible) }
        if let tooltip = view.tooltip { node["tooltip"] = tooltip }
        if window.focusedView === view { node["focused"] = true }
        if let control = view as? Control, !control.isEnabled { node["enabled"] = false }
        switch view {
        case let label as Label: node["text"] = label.text
        case let button as Button: node["text"] = button.title
        case let toggle as Toggle: node["text"] = toggle.title; node["value"] = toggle.isOn
        case let field as TextField: node["text"] = field.text
        case let slider as Slider: node["value"] = slider.value
        case let segments as SegmentedControl:
            node["text"] = segments.segments.joined(separator: "|")
            node["value"] = segments.selectedIndex
            let origin = view.windowFrame.origin
            node["segments"] = segments.segments.indices.map { index in
                let rect = segments.segmentRect(index)
                return numbers(
                    Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height))
            }
        default: break
        }
        return node
    }

    /// A rect as [x, y, width, height].
    static func numbers(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
}
