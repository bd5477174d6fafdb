import Graphics

extension View {
    /// Records the view and its subviews if they meet the canvas's dirty rect.
    func record(in canvas: inout Canvas) {
        guard !isHidden, alpha > 0 else { return }
        let saved = canvas.origin
        canvas.origin = Point(saved.x + frame.minX, saved.y + frame.minY)
        defer { canvas.origin = saved }
        guard canvas.deviceRect(paintedBounds).enclosingIntRect.intersection(canvas.dirty) != nil else { return }
        if alpha < 1 { canvas.pushAlpha(alpha) }
        if let backgroundColor {
            canvas.fill(bounds, color: canvas.theme.resolve(backgroundColor), radius: cornerRadius)
        }
        draw(in: &canvas)
        if !subviews.isEmpty {
            if clipsToBounds { canvas.pushClip(bounds) }
            canvas.zoomed(by: subviewZoom) { canvas in
                // Borrowed, not retained: a view with subviews is the target of their weak
                // `superview`, so its count lives in a side table and each retain and release
                // takes the runtime's slow path (an eighth of the Gallery's time). The array, held
                // for the loop, keeps them alive. (`unowned(unsafe)` still retains.) A local copy
                // of the array, so that the loop is not one long access to the property: each
                // level of the tree would otherwise enter the runtime's exclusivity set, which
                // every access below it then searches (a twenty-fifth of the Gallery's time).
                let subviews = subviews
                subviews.withUnsafeBufferPointer { views in
                    for i in views.indices {
                        Unmanaged.passUnretained(views[i]).borrowing { $0.record(in: &canvas) }
                    }
                }
            }
            if clipsToBounds { canvas.popClip() }
        }
        if let borderColor {
            canvas.strokeInside(
                bounds, width: canvas.hairline, color: canvas.theme.resolve(borderColor),
                radius: cornerRadius)
        }
        drawOverSubviews(in: &canvas)
        if alpha < 1 { canvas.popAlpha() }
    }
}

extension Unmanaged {
    /// Calls `body` with the instance, neither retained nor released. A closure of this module
    /// passed here keeps its actor statically; passed straight to the standard library's
    /// `_withUnsafeGuaranteedRef`, it would check its executor at every call.
    @inline(__always)
    func borrowing<Result>(_ body: (Instance) -> Result) -> Result { _withUnsafeGuaranteedRef(body) }
}
