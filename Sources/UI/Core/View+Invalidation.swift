import Graphics

extension View {
    /// Marks the whole view for redrawing (its overhang included).
    public func setNeedsDisplay() { setNeedsDisplay(paintedBounds) }

    /// The bounds grown by `drawingOverhang`: all the view may paint, in its own points.
    public var paintedBounds: Rect { bounds.insetBy(dx: -drawingOverhang, dy: -drawingOverhang) }

    /// Marks a rect of the view (own coordinates, points) for redrawing: the window adds it, cut
    /// to what clipping superviews let show, to its dirty region.
    public func setNeedsDisplay(_ rect: Rect) {
        guard let window, !rect.isEmpty else { return }
        var r = rect
        if clipsToBounds {
            guard let cut = r.intersection(bounds) else { return }
            r = cut
        }
        r = r.offsetBy(dx: frame.minX, dy: frame.minY)
        var current = superview
        if isHidden { return }
        while let view = current {
            if view.isHidden { return }
            let zoom = view.subviewZoom
            if zoom != 1 {
                r = Rect(x: r.minX * zoom, y: r.minY * zoom, width: r.width * zoom, height: r.height * zoom)
            }
            if view.clipsToBounds {
                guard let cut = r.intersection(view.bounds) else { return }
                r = cut
            }
            r = r.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            current = view.superview
        }
        window.invalidate(windowRect: r)
    }

    /// Redraws the area of the frame in the superview (used when the view appears or disappears).
    func invalidateFrame() {
        let o = drawingOverhang
        if let superview {
            superview.setNeedsDisplay(frame.insetBy(dx: -o, dy: -o))
        } else {
            window?.setNeedsDisplayAll()
        }
    }

    /// Asks for `layoutSubviews()` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        var current = superview
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superview
        }
        descendantNeedsLayout = true
    }

    /// Runs any pending layout in this view and its subviews now.
    public func layoutIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        descendantNeedsLayout = false
        for view in subviews { view.layoutIfNeeded() }
    }
}
