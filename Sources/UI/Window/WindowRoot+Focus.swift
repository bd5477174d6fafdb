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
    public func moveFocus(backward: Bool = false) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        guard let current = focusedView, let index = order.firstIndex(where: { $0 === current }) else {
            focus(backward ? order.last : order.first, reveal: true)
            return
        }
        let next = (index + (backward ? order.count - 1 : 1)) % order.count
        focus(order[next], reveal: true)
    }

    /// The ring's rect around a view's frame, in window points.
    func focusRingRect(of view: View) -> Rect {
        view.windowFrame.outset(by: theme.focusRingWidth)
    }

    func invalidateFocusRing(of view: View) {
        invalidate(windowRect: focusRingRect(of: view).outset(by: 1))
    }

    /// The device pixels the focus ring covers now (nil when none is drawn).
    func focusRingPixels() -> IntRect? {
        guard let view = focusedView, isKeyWindow, view.isVisibleInWindow,
              let visible = view.visibleWindowRect?.outset(by: theme.focusRingWidth) else { return nil }
        guard let r = focusRingRect(of: view).outset(by: 1).intersection(visible) else { return nil }
        return Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale).enclosingIntRect
    }

    /// Draws the focus ring over everything, in two tones: a 2-point accent band around the
    /// view and a 2-point band of the window background just inside its edge. The accent stands
    /// out from what surrounds the view and the inner band from the view itself, so the ring
    /// shows even around a view filled with the accent (a primary button).
    func recordFocusRing(in canvas: inout Canvas) {
        guard let view = focusedView, isKeyWindow, view.isVisibleInWindow,
              let visible = view.visibleWindowRect else { return }
        let width = theme.focusRingWidth
        let frame = view.windowFrame
        canvas.origin = .zero
        canvas.pushClip(visible.outset(by: width))
        canvas.stroke(.roundedRect(frame.outset(by: width / 2), radius: view.cornerRadius + width / 2), width: width,
                      color: theme.color(.accent))
        if frame.width > 2 * width, frame.height > 2 * width {
            canvas.stroke(.roundedRect(frame.insetBy(dx: width / 2, dy: width / 2), radius: max(0, view.cornerRadius - width / 2)),
                          width: width, color: theme.color(.windowBackground))
        }
        canvas.popClip()
    }
}

extension View {
    /// True when this view has keyboard focus.
    public var isFocused: Bool { window?.focusedView === self }
    /// True when the pointer is over this view or a subview.
    public var isHovered: Bool {
        guard let hovered = window?.hoveredView else { return false }
        return hovered.isDescendant(of: self)
    }
}
