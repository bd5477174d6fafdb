/// Collects draw commands with the reference's emission guards (degenerate shapes are dropped,
/// radii clamped).
struct ProgressCommandList {
    var commands: [ProgressCommand] = []

    typealias M = ProgressMath

    /// A horizontal bar line, dropped when it runs backwards (`x1 < x0`); a zero length is kept.
    mutating func barLine(
        _ x0: Double, _ x1: Double, y: Double, width: Double, cap: ProgressStrokeCap, _ paint: ProgressPaint
    ) {
        if x1 < x0 { return }
        commands.append(.line(x0: x0, y0: y, x1: x1, y1: y, lineWidth: width, cap: cap, paint: paint))
    }

    /// A line, always emitted.
    mutating func line(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, cap: ProgressStrokeCap,
        _ paint: ProgressPaint
    ) {
        commands.append(.line(x0: x0, y0: y0, x1: x1, y1: y1, lineWidth: width, cap: cap, paint: paint))
    }

    /// An arc, dropped when `end ≤ start` or `r ≤ 0`.
    mutating func arc(
        _ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ end: Double, width: Double, cap: ProgressStrokeCap,
        _ paint: ProgressPaint
    ) {
        if end <= start || r <= 0 { return }
        commands.append(.arc(cx: cx, cy: cy, r: r, start: start, end: end, lineWidth: width, cap: cap, paint: paint))
    }

    /// A filled disc, dropped when `r ≤ 0`.
    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, _ paint: ProgressPaint) {
        if r <= 0 { return }
        commands.append(.circle(cx: cx, cy: cy, r: r, paint: paint))
    }

    /// A filled rounded rectangle, dropped when empty; radius clamped to half the smaller side.
    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0, _ paint: ProgressPaint) {
        if w <= 0 || h <= 0 { return }
        commands.append(.rect(x: x, y: y, width: w, height: h, radius: Self.clampedRadius(radius, w, h), paint: paint))
    }

    mutating func polyline(
        _ points: [Double], closed: Bool = false, width: Double, cap: ProgressStrokeCap, _ paint: ProgressPaint
    ) {
        commands.append(.polyline(points: points, closed: closed, lineWidth: width, cap: cap, paint: paint))
    }

    mutating func polygon(_ points: [Double], _ paint: ProgressPaint) {
        commands.append(.polygon(points: points, paint: paint))
    }

    mutating func sector(
        _ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ end: Double, _ paint: ProgressPaint
    ) {
        commands.append(.sector(cx: cx, cy: cy, r: r, start: start, end: end, paint: paint))
    }

    mutating func text(
        _ x: Double, _ y: Double, size: Double, _ text: String, alignRight: Bool = false, _ paint: ProgressPaint
    ) {
        commands.append(.text(x: x, y: y, size: size, text: text, alignRight: alignRight, paint: paint))
    }

    /// Nested commands clipped to `shape`; with `omitIfEmpty` nothing is emitted when the body
    /// draws nothing.
    mutating func clip(
        _ shape: ProgressClipShape, omitIfEmpty: Bool = false, _ body: (inout ProgressCommandList) -> Void
    ) {
        var inner = ProgressCommandList()
        body(&inner)
        if omitIfEmpty && inner.commands.isEmpty { return }
        commands.append(.clip(shape, inner.commands))
    }

    /// A rectangular clip shape (never dropped), radius clamped.
    static func clipRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0) -> ProgressClipShape {
        .rect(x: x, y: y, width: w, height: h, radius: clampedRadius(radius, w, h))
    }

    static func clampedRadius(_ r: Double, _ w: Double, _ h: Double) -> Double { M.max(0, M.min(r, w / 2, h / 2)) }
}

extension ProgressPaint {
    /// Solid progress colour.
    static func col(_ alpha: Double) -> ProgressPaint { .solid(.color, alpha: alpha) }
    /// Solid track colour.
    static let trk = ProgressPaint.solid(.track, alpha: 1)
    static func wht(_ alpha: Double) -> ProgressPaint { .solid(.white, alpha: alpha) }
    static let lbl = ProgressPaint.solid(.label, alpha: 1)
}
