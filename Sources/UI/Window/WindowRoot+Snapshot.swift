import Graphics

extension WindowRoot {
    /// Records `view` (laid out, in this window, under no zoomed superview) as the window shows
    /// it, on the window's background, with the window's overlays that stand for content (the
    /// `OccludingOverlay`s: skeletons) but not its toasts, tooltips or popovers: a display list in
    /// device pixels at `scale` with the view's top-left corner at (0, 0), and its size in pixels.
    public func recordSnapshot(of view: View, scale: Double? = nil) -> (list: DisplayList, width: Int, height: Int) {
        rootView.layoutIfNeeded()
        let scale = scale ?? self.scale
        let frame = view.windowFrame
        let width = max(1, Int((frame.width * scale).rounded())), height = max(1, Int((frame.height * scale).rounded()))
        let area = IntRect(x: 0, y: 0, width: width, height: height)
        var list = DisplayList(capacity: 64)
        list.pushClip(area)
        list.fill(.rect(area.rect), color: theme.color(.windowBackground))
        var canvas = Canvas(list: list, scale: scale, theme: theme, textEngine: textEngine, dirty: area)
        canvas.origin = Point(-frame.minX + view.frame.minX, -frame.minY + view.frame.minY)
        view.record(in: &canvas)
        canvas.origin = Point(-frame.minX, -frame.minY)
        for overlay in overlayView.subviews where overlay is OccludingOverlay {
            overlay.record(in: &canvas)
        }
        list = canvas.list
        list.popClip()
        return (list, width, height)
    }
}
