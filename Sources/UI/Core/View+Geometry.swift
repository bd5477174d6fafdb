import Graphics

extension View {
    /// The view's origin in window coordinates, in points.
    public var windowOrigin: Point {
        var point = frame.origin
        var current = superview
        while let view = current {
            let zoom = view.subviewZoom
            point = Point(view.frame.minX + point.x * zoom, view.frame.minY + point.y * zoom)
            current = view.superview
        }
        return point
    }

    /// Window points per point of this view: the product of its superviews' `subviewZoom`.
    public var windowScale: Double {
        var scale = 1.0
        var current = superview
        while let view = current {
            scale *= view.subviewZoom
            current = view.superview
        }
        return scale
    }

    /// The view's bounds in window coordinates, in points.
    public var windowFrame: Rect {
        let scale = windowScale
        return Rect(origin: windowOrigin, size: Size(frame.width * scale, frame.height * scale))
    }

    /// A point in this view's coordinates converted to `view`'s (window coordinates for nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let scale = windowScale, origin = windowOrigin
        let inWindow = Point(origin.x + point.x * scale, origin.y + point.y * scale)
        guard let view else { return inWindow }
        return view.convertFromWindow(inWindow)
    }

    /// A point in window coordinates converted to this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        let scale = windowScale, origin = windowOrigin
        return Point((point.x - origin.x) / scale, (point.y - origin.y) / scale)
    }

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
        let inner = Point(point.x / subviewZoom, point.y / subviewZoom)
        for view in subviews.reversed() {
            if let hit = view.hitTest(inner - view.frame.origin) { return hit }
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
