import Graphics

extension View {
    /// The view's origin in window coordinates, in points.
    public var windowOrigin: Point {
        var point = frame.origin
        var current = superview
        while let view = current {
            point += view.frame.origin
            current = view.superview
        }
        return point
    }

    /// The view's bounds in window coordinates, in points.
    public var windowFrame: Rect { Rect(origin: windowOrigin, size: frame.size) }

    /// A point in this view's coordinates converted to `view`'s (window coordinates for nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = point + windowOrigin
        guard let view else { return inWindow }
        return inWindow - view.windowOrigin
    }

    /// A point in window coordinates converted to this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point { point - windowOrigin }

    /// True when the view and all its superviews are shown and it is in a window.
    public var isVisibleInWindow: Bool {
        guard window != nil else { return false }
        var current: View? = self
        while let view = current {
            if view.isHidden || view.alpha <= 0 { return false }
            current = view.superview
        }
        return true
    }

    /// The part of the bounds not clipped away by clipping superviews, in window points (nil when
    /// nothing is visible).
    public var visibleWindowRect: Rect? {
        var rect: Rect? = windowFrame
        var current = superview
        while let view = current, let r = rect {
            if view.clipsToBounds { rect = r.intersection(view.windowFrame) }
            current = view.superview
        }
        return rect
    }

    /// The default hit test: the frontmost subview that is hit, else the view itself.
    public func defaultHitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0, bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(point - view.frame.origin) { return hit }
        }
        return receivesPointer ? self : nil
    }

    /// The first descendant (depth first, this view included) with `identifier`.
    public func descendant(identifier: String) -> View? {
        if self.identifier == identifier { return self }
        for view in subviews {
            if let found = view.descendant(identifier: identifier) { return found }
        }
        return nil
    }

    /// This view and every descendant, depth first in drawing order.
    public var selfAndDescendants: [View] {
        var result: [View] = [self]
        for view in subviews { result.append(contentsOf: view.selfAndDescendants) }
        return result
    }
}
