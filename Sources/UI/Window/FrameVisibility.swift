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
        guard view.window === self else { return false }
        // The view and its superviews, innermost first, read once (each `superview` is a weak
        // load, and a superview's count lives in a side table: the walks of `isVisibleInWindow`
        // and of each clipping superview's `windowFrame` cost more than the test itself).
        return withUnsafeTemporaryAllocation(of: ChainLevel.self, capacity: Self.deepestChain) { chain in
            var depth = 0
            var current: View? = view
            while let next = current {
                guard depth < Self.deepestChain else { return isOnScreenWalkingUp(view: view) }
                if next.isHidden || next.alpha <= 0 { return false }
                chain[depth] = ChainLevel(frame: next.frame, zoom: next.subviewZoom, clips: next.clipsToBounds)
                depth += 1
                current = next.superview
            }
            guard view.bounds.width > 0, view.bounds.height > 0 else { return true }
            /// The window frame of level `i`, with `View.windowFrame`'s arithmetic.
            func windowFrame(_ i: Int) -> Rect {
                let frame = chain[i].frame
                var point = frame.origin
                var scale = 1.0
                for k in i + 1..<depth {
                    let above = chain[k].frame, zoom = chain[k].zoom
                    point = Point(above.minX + point.x * zoom, above.minY + point.y * zoom)
                }
                for k in i + 1..<depth { scale *= chain[k].zoom }
                return Rect(origin: point, size: Size(frame.width * scale, frame.height * scale))
            }
            let o = view.drawingOverhang
            var rect: Rect? = windowFrame(0).insetBy(dx: -o, dy: -o).intersection(Rect(origin: .zero, size: size))
            for i in 1..<depth {
                guard let r = rect else { break }
                if chain[i].clips { rect = r.intersection(windowFrame(i)) }
            }
            guard let visible = rect else { return false }
            return visible.width > 0 && visible.height > 0
        }
    }

    /// What `isOnScreen(view:)` reads of a view of the chain.
    private struct ChainLevel {
        var frame: Rect
        var zoom: Double
        var clips: Bool
    }

    /// Views deeper than this are judged by `isOnScreenWalkingUp`.
    private static let deepestChain = 64

    /// `isOnScreen(view:)` walking up from each view it asks about (and the reference the tests
    /// compare the one walk with).
    func isOnScreenWalkingUp(view: View) -> Bool {
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
