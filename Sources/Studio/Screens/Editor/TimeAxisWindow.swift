/// The part of the Editor's one time axis shown by the ruler and the lanes: `zoom` times the
/// whole span, from `start` seconds at the axis's left end. Ctrl+wheel zooms about the pointer,
/// Shift+wheel scrolls, the lanes' zoom buttons zoom about the middle; another document shows
/// the whole span again.
struct TimeAxisWindow: Equatable, Sendable {
    /// How many times the whole span is magnified, within `zoomRange`.
    private(set) var zoom = 1.0
    /// The seconds at the axis's left end, 0 when the whole span is shown.
    private(set) var start = 0.0

    /// From the whole span to a 64th of it.
    static let zoomRange = 1.0...64.0
    /// One zoom button press or wheel notch multiplies or divides the zoom by this.
    static let step = 1.5

    /// The whole span, `span` seconds.
    static let whole = TimeAxisWindow()

    /// The seconds shown of a `span`-second axis.
    func visibleSpan(of span: Double) -> Double { span / zoom }

    /// True when the whole span is shown.
    var showsAll: Bool { zoom == 1 }

    /// Zoomed by `factor`, the time at `anchor` (0...1 of the axis's width) staying where it is.
    func zoomed(by factor: Double, anchor: Double, span: Double) -> TimeAxisWindow {
        guard factor.isFinite, factor > 0, span > 0 else { return self }
        let fraction = min(max(anchor.isFinite ? anchor : 0.5, 0), 1)
        let pinned = start + fraction * visibleSpan(of: span)
        var next = self
        next.zoom = min(max(zoom * factor, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        next.start = pinned - fraction * next.visibleSpan(of: span)
        return next.clamped(span: span)
    }

    /// Scrolled by `seconds` (negative: towards 0), kept within the span.
    func scrolled(by seconds: Double, span: Double) -> TimeAxisWindow {
        guard seconds.isFinite else { return self }
        var next = self
        next.start += seconds
        return next.clamped(span: span)
    }

    /// The window kept inside `0...span`.
    func clamped(span: Double) -> TimeAxisWindow {
        var next = self
        let most = max(0, span - visibleSpan(of: span))
        next.start = min(max(start.isFinite ? start : 0, 0), most)
        return next
    }

    /// "100%" for the whole span, else the zoom as a percentage.
    var percentText: String { "\(Int(percent))%" }
    /// The zoom as a whole percentage (100 for the whole span).
    var percent: Double { (zoom * 100).rounded() }
}
