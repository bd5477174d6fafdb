import Graphics

extension WindowRoot {
    /// True when `animator` may be ticked: it is not a view, or it is a view shown in this window
    /// with some of what it paints on screen. A view scrolled out of its clipping superviews or
    /// out of the window is skipped (its clock waits; it redraws when it comes back into view).
    /// A view with empty bounds counts as shown: it draws outside them or drives other views.
    /// An animator drawn over another view (`AnimatesOverView`) is judged by that view.
    func isOnScreen(_ animator: FrameAnimating) -> Bool {
        if let over = animator as? AnimatesOverView {
            // Gone content: tick, so the animator can clean up after it.
            guard let content = over.animatedContent else { return true }
            return isOnScreen(view: content)
        }
        guard let view = animator as? View else { return true }
        return isOnScreen(view: view)
    }

    private func isOnScreen(view: View) -> Bool {
        guard view.window === self, view.isVisibleInWindow else { return false }
        guard view.bounds.width > 0, view.bounds.height > 0 else { return true }
        let o = view.drawingOverhang
        var rect: Rect? = view.windowFrame.insetBy(dx: -o, dy: -o).intersection(Rect(origin: .zero, size: size))
        var current = view.superview
        while let superview = current, let r = rect {
            if superview.clipsToBounds { rect = r.intersection(superview.windowFrame) }
            current = superview.superview
        }
        guard let visible = rect else { return false }
        return visible.width > 0 && visible.height > 0
    }
}

/// An animator of the overlay layer that animates what it draws over a content view: it is
/// ticked only while that view has something on screen (a hidden mode's skeleton waits).
@MainActor
public protocol AnimatesOverView: FrameAnimating {
    /// The content drawn over; nil once it is gone.
    var animatedContent: View? { get }
}
