import Graphics

extension WindowRoot {
    /// Gives keyboard focus to `view` (nil clears it) if it can take it.
    public func focus(_ view: View?) {
        let target = view.flatMap { $0.canBecomeFocused && $0.window === self ? $0 : nil }
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

    /// The views Tab visits, in order: focusable and visible, in tree order (inside the popover
    /// only, while one is open).
    public var focusOrder: [View] {
        let scope = popover ?? rootView
        return scope.selfAndDescendants.filter { $0.canBecomeFocused && $0.isVisibleInWindow }
    }

    /// Moves focus to the next (or previous) view of `focusOrder`, wrapping around.
    public func moveFocus(backward: Bool = false) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        guard let current = focusedView, let index = order.firstIndex(where: { $0 === current }) else {
            focus(backward ? order.last : order.first)
            return
        }
        let next = (index + (backward ? order.count - 1 : 1)) % order.count
        focus(order[next])
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

    /// Draws the 2-point focus ring around the focused view, over everything.
    func recordFocusRing(in canvas: inout Canvas) {
        guard let view = focusedView, isKeyWindow, view.isVisibleInWindow,
              let visible = view.visibleWindowRect else { return }
        let width = theme.focusRingWidth
        let ring = view.windowFrame.outset(by: width / 2)
        canvas.origin = .zero
        canvas.pushClip(visible.outset(by: width))
        canvas.stroke(.roundedRect(ring, radius: view.cornerRadius + width / 2), width: width, color: theme.color(.focusRing))
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
