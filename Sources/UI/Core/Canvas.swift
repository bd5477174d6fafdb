import Graphics

/// Where views record their drawing: a display list in device pixels, with the current view's
/// origin, the scale, the theme and the text engine. Views draw in their own coordinates (points);
/// the canvas maps them to pixels.
@MainActor
public struct Canvas {
    /// The commands recorded so far, in device pixels.
    public var list: DisplayList
    /// Device pixels per point.
    public internal(set) var scale: Double
    /// The theme to draw with.
    public let theme: Theme
    /// The text engine.
    public let textEngine: TextEngine
    /// The current view's origin in window coordinates, in points.
    public internal(set) var origin: Point = .zero
    /// The dirty rect being recorded, in device pixels.
    public let dirty: IntRect

    init(list: DisplayList, scale: Double, theme: Theme, textEngine: TextEngine, dirty: IntRect) {
        self.list = list
        self.scale = scale
        self.theme = theme
        self.textEngine = textEngine
        self.dirty = dirty
    }

    /// Maps the current view's coordinates (points) to device pixels.
    public var transform: Transform {
        Transform(a: scale, b: 0, c: 0, d: scale, tx: origin.x * scale, ty: origin.y * scale)
    }

    /// Runs `body` with the canvas zoomed by `zoom` about the current origin: what it records in
    /// points is drawn `zoom` times as large (`View.subviewZoom`).
    mutating func zoomed(by zoom: Double, _ body: (inout Canvas) -> Void) {
        guard zoom != 1 else { return body(&self) }
        let savedScale = scale, savedOrigin = origin
        scale = savedScale * zoom
        origin = Point(savedOrigin.x / zoom, savedOrigin.y / zoom)
        body(&self)
        scale = savedScale
        origin = savedOrigin
    }

    /// One device pixel, in points.
    public var hairline: Double { 1 / scale }

    /// A local rect (points) in device pixels.
    public func deviceRect(_ rect: Rect) -> Rect {
        Rect(
            x: (origin.x + rect.minX) * scale, y: (origin.y + rect.minY) * scale,
            width: rect.width * scale, height: rect.height * scale)
    }

    /// A local rect (points) as whole device pixels, edges rounded to the nearest pixel.
    public func devicePixelRect(_ rect: Rect) -> IntRect {
        let r = deviceRect(rect)
        let x0 = Int(r.minX.rounded()), y0 = Int(r.minY.rounded())
        return IntRect(minX: x0, minY: y0, maxX: Int(r.maxX.rounded()), maxY: Int(r.maxY.rounded()))
    }

    /// A colour of the theme.
    public func color(_ token: ThemeColor) -> Color { theme.color(token) }

    /// Fills a local rect (points), with rounded corners when `radius` > 0.
    public mutating func fill(_ rect: Rect, color: Color, radius: Double = 0) {
        guard !rect.isEmpty, color.alpha > 0 else { return }
        let path = radius > 0 ? Path.roundedRect(rect, radius: radius) : Path.rect(rect)
        list.fill(path, color: color, transform: transform)
    }

    /// Fills a local path (points) with a paint whose geometry is in the same space.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        list.fill(path, with: paint, rule: rule, transform: transform)
    }

    /// Strokes a local path (points); `width` in points.
    public mutating func stroke(_ path: Path, width: Double, color: Color, cap: LineCap = .butt) {
        list.stroke(path, style: StrokeStyle(width: width, cap: cap, join: .round), color: color, transform: transform)
    }

    /// Strokes the polyline through local `points` in `dash`-point dashes with `gap`-point gaps
    /// (4 and 3 unless told), the pattern running on across its corners; `width` in points.
    public mutating func strokeDashed(
        _ points: [Point], width: Double, color: Color, dash: Double = 4, gap: Double = 3
    ) {
        guard dash > 0, gap >= 0 else { return }
        var path = Path()
        // Where the pattern stands: inside a dash (`on`) with `left` points of it to go.
        var on = true, left = dash
        for (a, b) in zip(points, points.dropFirst()) {
            let length = a.distance(to: b)
            var s = 0.0
            while s < length {
                let e = min(s + left, length)
                if on {
                    path.move(to: a.interpolated(to: b, t: s / length))
                    path.line(to: a.interpolated(to: b, t: e / length))
                }
                left -= e - s
                s = e
                if left <= 1e-9 {
                    on.toggle()
                    left = on ? dash : max(gap, 1e-6)
                }
            }
        }
        stroke(path, width: width, color: color)
    }

    /// A local rect (points) with its edges moved to the nearest device pixel edges, so a
    /// hairline along it covers whole pixels at any scale (1.25, 1.5, ...).
    func snappedToPixels(_ rect: Rect) -> Rect {
        let r = devicePixelRect(rect)
        return Rect(
            x: Double(r.minX) / scale - origin.x, y: Double(r.minY) / scale - origin.y,
            width: Double(r.width) / scale, height: Double(r.height) / scale)
    }

    /// Strokes a border of `width` points just inside a local rect (its edges snapped to device
    /// pixels).
    public mutating func strokeInside(_ rect: Rect, width: Double, color: Color, radius: Double = 0) {
        let rect = snappedToPixels(rect)
        let inner = rect.insetBy(dx: width / 2, dy: width / 2)
        guard !inner.isEmpty, color.alpha > 0 else { return }
        // A dirty rect inside the border's inner edge gets no coverage from it.
        let hole = rect.insetBy(dx: max(radius, width), dy: max(radius, width))
        if !hole.isEmpty, dirty.rect.intersection(deviceRect(hole)) == dirty.rect { return }
        let path = radius > 0 ? Path.roundedRect(inner, radius: max(0, radius - width / 2)) : Path.rect(inner)
        stroke(path, width: width, color: color)
    }

    /// Records text with the left end of its baseline at a local point (points); the baseline is
    /// snapped to whole device pixels so glyphs stay crisp.
    public mutating func drawText(_ text: String, font: Font, color: Color, baseline: Point) {
        guard !text.isEmpty else { return }
        let device = Point(((origin.x + baseline.x) * scale).rounded(), ((origin.y + baseline.y) * scale).rounded())
        textEngine.draw(text, font: font, color: color, baselineOrigin: device, scale: scale, into: &list)
    }

    /// Restricts drawing to a local rect (rounded to whole pixels) until `popClip()`.
    public mutating func pushClip(_ rect: Rect) { list.pushClip(devicePixelRect(rect)) }
    /// Ends the innermost `pushClip`.
    public mutating func popClip() { list.popClip() }
    /// Multiplies the alpha of what follows by `alpha` until `popAlpha()`.
    public mutating func pushAlpha(_ alpha: Double) { list.pushAlpha(alpha) }
    /// Ends the innermost `pushAlpha`.
    public mutating func popAlpha() { list.popAlpha() }
}
