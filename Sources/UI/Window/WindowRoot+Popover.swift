import Graphics

extension WindowRoot {
    /// Shows `view` (already sized) as a popover below `anchor` (window points), kept inside the
    /// window; a click outside it or Escape closes it. Focus moves into it (or nowhere, when it
    /// has no control: keys then reach no view behind it) and comes back to the view that had
    /// it when the popover closes.
    public func presentPopover(_ view: View, anchor: Rect) {
        dismissPopover()
        var x = anchor.minX, y = anchor.maxY + 6
        x = min(max(8, x), max(8, size.width - view.frame.width - 8))
        if y + view.frame.height > size.height - 8 { y = max(8, anchor.minY - view.frame.height - 6) }
        view.frame.origin = Point(x, y)
        popoverOpener = focusedView
        overlayView.addSubview(view)
        popover = view
        moveFocus()
        if focusedView?.isDescendant(of: view) != true { focus(nil) }
    }

    /// Closes the popover, if one is open; focus goes back to the view that had it before.
    public func dismissPopover() {
        guard let open = popover else { return }
        popover = nil
        let focusWasInside = focusedView.map { $0.isDescendant(of: open) } ?? true
        (open as? PopoverContent)?.popoverWillClose()
        open.removeFromSuperview()
        let opener = popoverOpener
        popoverOpener = nil
        if focusWasInside, let opener, opener.isVisibleInWindow { focus(opener, reveal: true) }
    }
}

/// A view shown as a popover that wants to know when it closes.
@MainActor
public protocol PopoverContent: AnyObject {
    func popoverWillClose()
}

/// A popover with a default button (a dialog): Enter performs it unless the focused view is a
/// button of its own, which Enter activates instead. A focused text field commits first.
@MainActor
public protocol DefaultActionPopover: AnyObject {
    func performDefaultAction()
}
