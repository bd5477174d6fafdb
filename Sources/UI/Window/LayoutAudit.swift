import Foundation
import Graphics

/// Checks a laid-out window for the layout faults a user sees: two controls or texts drawn over
/// each other, and a control that sticks out of the window where nothing scrolls it into view.
///
/// A "leaf" is a shown `Control` or a `Label` with text. Two leaves overlap when their visible
/// parts (after clipping by scroll views and other clipping superviews) share more than
/// `tolerance` points in both directions, unless one contains the other in the tree. A leaf is
/// outside when its visible part leaves the window by more than `tolerance`, and cut off when a
/// clipping container that does not scroll hides part of it. A label whose text does not fit
/// (shortened, clipped or with lines dropped) needs a tooltip with the whole text, its own or that
/// of the view the pointer reaches through it; a control's own text (a title, a
/// segment) must fit it (`Control.textsThatDoNotFit`). The overlay layer
/// (popovers, tooltips, toasts) is not audited: it floats above the content by design; nor is a
/// view marked `floatsOverContent` compared with what it covers.
@MainActor
public enum LayoutAudit {
    /// Overlaps and overhangs up to this many points are ignored (antialiased edges, hairlines).
    static let tolerance = 0.5

    /// One fault per line, naming the views by identifier or type and text, with their frames.
    public static func problems(in window: WindowRoot) -> [String] {
        window.rootView.layoutIfNeeded()
        let bounds = Rect(x: 0, y: 0, width: window.size.width, height: window.size.height)
        var problems: [String] = []
        let shown = window.contentView.selfAndDescendants.filter { isLeaf($0) && $0.isVisibleInWindow }
        for view in shown {
            // A scroll view scrolls vertically: it may hide a view's top or bottom, never a side.
            let scrolls = isScrollable(view)
            let frame = view.windowFrame
            let visible = view.visibleWindowRect
            let cut =
                visible.map { v in
                    v.width < frame.width - tolerance || (!scrolls && v.height < frame.height - tolerance)
                } ?? !scrolls
            if cut {
                problems.append(
                    "\(name(view)) at \(describe(frame)) is cut off by its container and nothing scrolls it into view")
            }
        }
        for case let label as Label in shown where label.isTruncated && !hasTooltip(showingAllOf: label) {
            problems.append(
                "\(name(label)) at \(describe(label.windowFrame)) does not fit and has no tooltip with the whole text")
        }
        for case let control as Control in shown {
            for text in control.textsThatDoNotFit(engine: window.textEngine) {
                problems.append(
                    "\(name(control)) at \(describe(control.windowFrame)): \"\(text.prefix(40))\" does not fit the control"
                )
            }
        }
        let leaves = shown.compactMap { view -> (View, Rect)? in
            guard let visible = view.visibleWindowRect, visible.width > tolerance, visible.height > tolerance else {
                return nil
            }
            return (view, visible)
        }
        for (view, visible) in leaves {
            // A sliver of a view scrolled almost out (its visible part within the tolerance) is
            // inside the window.
            let inside = visible.insetBy(dx: tolerance, dy: tolerance)
            guard inside.width > 0, inside.height > 0 else { continue }
            if bounds.intersection(inside) != inside {
                problems.append("\(name(view)) at \(describe(visible)) is outside the \(describe(bounds)) window")
            }
        }
        for i in leaves.indices {
            for j in leaves.indices where j > i {
                let (a, ra) = leaves[i], (b, rb) = leaves[j]
                guard let overlap = ra.intersection(rb), overlap.width > tolerance, overlap.height > tolerance,
                    !a.isDescendant(of: b), !b.isDescendant(of: a), floatingLayer(of: a) === floatingLayer(of: b)
                else { continue }
                problems.append("\(name(a)) at \(describe(ra)) overlaps \(name(b)) at \(describe(rb))")
            }
        }
        return problems
    }

    /// The nearest view at or above `view` that floats over the content (nil: none); leaves in
    /// different floating layers, or one in a layer and one outside, never overlap by mistake.
    private static func floatingLayer(of view: View) -> View? {
        var current: View? = view
        while let v = current {
            if v.floatsOverContent { return v }
            current = v.superview
        }
        return nil
    }

    /// True when the label, or a view under the pointer with it (a card it names), has a tooltip
    /// with its whole text.
    private static func hasTooltip(showingAllOf label: Label) -> Bool {
        var current: View? = label
        while let view = current {
            if let tooltip = view.tooltip, !tooltip.isEmpty, tooltip.contains(label.text) { return true }
            guard !view.receivesPointer else { return false }
            current = view.superview
        }
        return false
    }

    /// True when a scroll view holds `view` (it can be scrolled into view).
    private static func isScrollable(_ view: View) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if ancestor is ScrollView { return true }
            current = ancestor.superview
        }
        return false
    }

    private static func isLeaf(_ view: View) -> Bool {
        if let label = view as? Label { return !label.text.isEmpty }
        return view is Control
    }

    private static func name(_ view: View) -> String {
        var text = view.identifier ?? String(describing: type(of: view))
        if let label = view as? Label { text += " \"\(label.text.prefix(40))\"" }
        if let button = view as? Button, !button.title.isEmpty { text += " \"\(button.title)\"" }
        return text
    }

    private static func describe(_ r: Rect) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width))×\(n(r.height)))"
    }
}
