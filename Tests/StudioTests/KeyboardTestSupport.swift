import Graphics
import UI
@testable import Studio

extension WindowRoot {
    /// Presses Tab (Shift+Tab when `backward`) until the focused view satisfies `match`, at most
    /// `limit` times; true when it did.
    @discardableResult
    func tab(until match: (View) -> Bool, backward: Bool = false, limit: Int = 150) -> Bool {
        for _ in 0..<limit {
            key(.tab, backward ? .shift : [])
            if let focused = focusedView, match(focused) { return true }
        }
        return false
    }

    /// Presses Tab until the view with `identifier` has focus; true when it did.
    @discardableResult
    func tab(to identifier: String) -> Bool { tab { $0.identifier == identifier } }

    /// True when the focused view is shown whole: not cut by a scroll view or the window.
    var focusIsShown: Bool {
        guard let focused = focusedView, focused.isVisibleInWindow, let visible = focused.visibleWindowRect else {
            return false
        }
        let window = Rect(origin: .zero, size: size)
        return visible == focused.windowFrame && window.intersection(visible) == visible
    }

    /// The identifier (or type) of the focused view, for messages.
    var focusName: String {
        guard let focused = focusedView else { return "nothing" }
        return focused.identifier ?? String(describing: type(of: focused))
    }
}
