import Graphics
import UI

/// The view that draws a skeleton over its root's content, from the window's overlay layer.
///
/// It records after all content (it lives in `WindowRoot.overlayView`), reads the content's
/// geometry and text at record time, and never changes a content view: hiding it gives back
/// exactly what was drawn before. It also swallows pointer input over disabled leaves.
@MainActor
final class SkeletonOverlayView: View, AnimatesOverView {
    weak var session: SkeletonSession?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "skeleton-overlay"
    }

    /// The root the skeleton is drawn over; nil once it is gone.
    var animatedContent: View? { session?.root }

    /// Frames are wanted only while the root is alive and in this window.
    var wantsFrames: Bool {
        guard let session, let root = session.root else { return superview != nil }
        return root.window === window && session.wantsFrames
    }

    func advance(by dt: Double) {
        guard let session, let root = session.root else {
            // The root is gone: nothing to draw any more.
            removeFromSuperview()
            return
        }
        if !session.advance(by: dt) { root.replaceSkeletonSession(with: nil) }
    }

    // MARK: Input

    override func hitTest(_ point: Point) -> View? {
        guard let session, session.isActive, let root = session.root, root.isVisibleInWindow else { return nil }
        for view in SkeletonTree.hiddenWhileActive(under: root) where view.windowFrame.contains(point) { return self }
        for leaf in SkeletonTree.leaves(of: root) where leaf.isUserInteractionDisabledWhenSkeletonIsActive {
            if let rect = leaf.visibleWindowRect, rect.contains(point) { return self }
        }
        return nil
    }

    override func pointerDown(_ event: PointerEvent) -> Bool { true }
    override func scrollWheel(_ event: WheelEvent) -> Bool { true }

    // MARK: Drawing

    /// This frame's plan, made after layout by `prepareFrame(scale:)` and dropped once recorded.
    private var plan: SkeletonOverlayPlan?
    /// True between `prepareFrame(scale:)` and `finishFrame()`: `plan` is this frame's, and nil
    /// there means nothing to draw (not asked again for each dirty rect).
    private var isFramePrepared = false

    /// The plan for `theme`, nil when the skeleton draws nothing now.
    private func makePlan(theme: Theme, engine: TextEngine) -> SkeletonOverlayPlan? {
        guard let session, let root = session.root, root.window === window, root.isVisibleInWindow,
            session.drawnOpacity > 0
        else { return nil }
        if case .pending = session.phase { return nil }
        let painter = SkeletonPainter(session: session, theme: theme, sweep: root.windowFrame)
        return SkeletonOverlayPlan(painter: painter, engine: engine)
    }

    override func draw(in canvas: inout Canvas) {
        guard let plan = isFramePrepared ? plan : makePlan(theme: canvas.theme, engine: canvas.textEngine) else {
            return
        }
        let opacity = plan.painter.session.drawnOpacity
        // The dirty rect in window points (the overlay's own; a snapshot moves the origin):
        // leaves outside it are not recorded at all.
        let scale = canvas.scale
        let dirty = Rect(
            x: Double(canvas.dirty.x) / scale - canvas.origin.x, y: Double(canvas.dirty.y) / scale - canvas.origin.y,
            width: Double(canvas.dirty.width) / scale, height: Double(canvas.dirty.height) / scale)
        if opacity < 1 { canvas.pushAlpha(opacity) }
        plan.draw(in: &canvas, dirty: dirty)
        if opacity < 1 { canvas.popAlpha() }
    }
}

extension SkeletonOverlayView: OccludingOverlay {
    func prepareFrame(scale: Double) -> [IntRect] {
        isFramePrepared = true
        plan = window.flatMap { makePlan(theme: $0.theme, engine: $0.textEngine) }
        guard let plan else { return [] }
        guard plan.painter.session.drawnOpacity >= 1 else { return [] }
        var view: View? = self
        while let v = view {
            if v.alpha < 1 || v.isHidden { return [] }
            view = v.superview
        }
        return plan.opaquePixelRects(scale: scale)
    }

    func finishFrame() {
        plan = nil
        isFramePrepared = false
    }
}
