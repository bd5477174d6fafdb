import Graphics

/// The view that draws a skeleton over its root's content, from the window's overlay layer.
///
/// It records after all content (it lives in `WindowRoot.overlayView`), reads the content's
/// geometry and text at record time, and never changes a content view: hiding it gives back
/// exactly what was drawn before. It also swallows pointer input over disabled leaves.
@MainActor
final class SkeletonOverlayView: View, FrameAnimating {
    weak var session: SkeletonSession?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "skeleton-overlay"
    }

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
        if !session.advance(by: dt) { SkeletonSessions.set(nil, for: root) }
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

    override func draw(in canvas: inout Canvas) {
        guard let session, let root = session.root, root.window === window, root.isVisibleInWindow,
              session.opacity > 0 else { return }
        if case .pending = session.phase { return }
        let painter = SkeletonPainter(session: session, theme: canvas.theme, sweep: root.windowFrame)
        // The dirty rect in window points: leaves outside it are not recorded at all.
        let scale = canvas.scale
        let dirty = Rect(x: Double(canvas.dirty.x) / scale, y: Double(canvas.dirty.y) / scale,
                         width: Double(canvas.dirty.width) / scale, height: Double(canvas.dirty.height) / scale)
        if session.opacity < 1 { canvas.pushAlpha(session.opacity) }
        for view in SkeletonTree.hiddenWhileActive(under: root) {
            guard let visible = view.visibleWindowRect, visible.intersection(dirty) != nil else { continue }
            canvas.fill(visible, color: painter.backdrop(behind: view), radius: view.cornerRadius)
        }
        for leaf in SkeletonTree.leaves(of: root) {
            guard let visible = leaf.visibleWindowRect, visible.intersection(dirty) != nil else { continue }
            let origin = leaf.windowOrigin
            let clipped = visible != leaf.windowFrame
            if clipped { canvas.pushClip(visible) }
            if !painter.boneCoversLeaf(leaf) {
                canvas.fill(Rect(origin: origin, size: leaf.frame.size), color: painter.backdrop(behind: leaf),
                            radius: leaf.cornerRadius)
            }
            painter.drawLeaf(leaf, at: origin, in: &canvas)
            if clipped { canvas.popClip() }
        }
        if session.opacity < 1 { canvas.popAlpha() }
    }
}
