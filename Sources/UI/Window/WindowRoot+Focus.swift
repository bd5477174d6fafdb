import Graphics

extension WindowRoot {
    /// Gives keyboard focus to `view` (nil clears it) if it can take it. With `reveal`, the
    /// scroll views around it scroll as little as needed to show it (keyboard moves do this; a
    /// click does not, as the clicked view is on screen).
    public func focus(_ view: View?, reveal: Bool = false) {
        let target = view.flatMap { $0.canBecomeFocused && $0.window === self ? $0 : nil }
        if reveal { target?.scrollIntoView() }
        guard target !== focusedView else { return }
        let old = focusedView
        focusedView = target
        if let old {
            invalidateFocusRing(of: old)
            old.focusDidChange()
        }
        if let target {
            invalidateFocusRing(of: target)
            target.focusDidChange()
        }
    }

    /// The views Tab visits, in order: Tab stops that are shown, in reading order (see
    /// `ReadingOrder`), inside the popover only while one is open.
    public var focusOrder: [View] {
        rootView.layoutIfNeeded()
        var order: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if view.isTabStop { order.append(view) }
            for child in ReadingOrder.sorted(view.subviews) { visit(child) }
        }
        let scope = popover ?? rootView
        if scope.isVisibleInWindow { visit(scope) }
        return order
    }

    /// Moves focus to the next (or previous) view of `focusOrder`, wrapping around, and scrolls
    /// it into view.
    func moveFocus(backward: Bool = false) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        guard let current = focusedView, let index = order.firstIndex(where: { $0 === current }) else {
            focus(backward ? order.last : order.first, reveal: true)
            return
        }
        let next = (index + (backward ? order.count - 1 : 1)) % order.count
        focus(order[next], reveal: true)
    }

    /// The ring's rect around a view's frame (its gap included), in window points.
    func focusRingRect(of view: View) -> Rect {
        view.windowFrame.outset(by: theme.focusRingWidth + view.focusRingGap)
    }

    func invalidateFocusRing(of view: View) {
        invalidate(windowRect: focusRingRect(of: view).outset(by: 1))
    }

    /// Where the focus ring is drawn now: nil when none is (no focused view shown in the key
    /// window).
    func focusRingPlacement() -> FocusRingPlacement? {
        guard let view = focusedView, isKeyWindow, view.isVisibleInWindow, let visible = view.visibleWindowRect
        else { return nil }
        let gap = view.focusRingGap
        return FocusRingPlacement(
            frame: view.windowFrame, clip: visible.outset(by: theme.focusRingWidth + gap),
            cornerRadius: view.cornerRadius, gap: gap)
    }

    /// The device pixels the focus ring at `placement` covers (nil when none is drawn).
    func focusRingPixels(_ placement: FocusRingPlacement?) -> IntRect? {
        guard let placement,
            let r = placement.frame.outset(by: theme.focusRingWidth + placement.gap).outset(by: 1).intersection(
                placement.clip)
        else { return nil }
        return Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
            .enclosingIntRect
    }

    /// Draws the 2-point focus ring at `placement`, over everything; for a view with a
    /// `focusRingGap`, outside a band of the window background that keeps it apart from the
    /// view (so it shows around a view filled with the accent, such as a primary button).
    func recordFocusRing(_ placement: FocusRingPlacement, in canvas: inout Canvas) {
        let width = theme.focusRingWidth, gap = placement.gap, frame = placement.frame
        let radius = placement.cornerRadius
        canvas.origin = .zero
        canvas.pushClip(placement.clip)
        if gap > 0 {
            canvas.stroke(
                .roundedRect(frame.outset(by: gap / 2), radius: radius + gap / 2), width: gap,
                color: theme.color(.windowBackground))
        }
        canvas.stroke(
            .roundedRect(frame.outset(by: gap + width / 2), radius: radius + gap + width / 2),
            width: width, color: theme.color(.focusRing))
        canvas.popClip()
    }
}

/// The focus ring of one frame, read once (not for each dirty rect): the focused view's window
/// frame, the window rect the ring may cover (points), the view's corner radius and the gap
/// between view and ring (points).
struct FocusRingPlacement {
    var frame: Rect
    var clip: Rect
    var cornerRadius: Double
    var gap: Double
}

extension View {
    /// True when this view has keyboard focus.
    public var isFocused: Bool { window?.focusedView === self }
    /// True when the pointer is over this view or a subview.
    var isHovered: Bool {
        guard let hovered = window?.hoveredView else { return false }
        return hovered.isDescendant(of: self)
    }
}
