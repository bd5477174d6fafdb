import Foundation
import Graphics
import UI

/// The cycle-progress scrubber: a 0…1 track with tick marks at the keyTimes, the loop region
/// shaded between its in and out points, and the playhead. Clicking or dragging seeks; when
/// focused, Left and Right step a frame, Shift or Page Up and Page Down a tenth of a cycle,
/// Home and End go to the start and the end.
@MainActor
final class TimelineScrubber: Control {
    /// A step asked for by a key.
    enum Step: Equatable {
        /// Frames of 1/60 s of spec time, back (negative) or forward.
        case frames(Int)
        /// A part of the cycle, back (negative) or forward.
        case cycles(Double)
        case start, end
    }

    /// Tick positions, 0...1.
    var ticks: [Double] = [] { didSet { if ticks != oldValue { setNeedsDisplay() } } }
    /// The playhead, 0...1.
    var progress = 0.0 { didSet { if progress != oldValue { invalidatePlayhead(old: oldValue) } } }
    /// The loop region, if any.
    var loopRegion: ClosedRange<Double>? { didSet { if loopRegion != oldValue { setNeedsDisplay() } } }
    /// Called with the progress under the pointer while clicking or dragging.
    var onSeek: (@MainActor (Double) -> Void)?
    /// Called for a step key.
    var onStep: (@MainActor (Step) -> Void)?

    /// Called with a wheel turn and where it is (0...1 of the axis's width); true when taken
    /// (Ctrl+wheel zooms the time axis, Shift+wheel scrolls it).
    var onWheel: (@MainActor (WheelEvent, Double) -> Bool)?
    /// The spec's cycle and the part of the time axis shown, in seconds: the ruler maps them as
    /// the lanes do, so both share one axis at every zoom.
    private(set) var cycleSeconds = 1.0, viewStart = 0.0, viewSpan = 1.0

    /// Inset of the axis's ends from the edges, in points.
    static let inset = 8.0

    /// Shows the cycle of `cycle` seconds on the axis from `start`, `span` seconds wide.
    func setAxis(cycle: Double, start: Double, span: Double) {
        let cycle = cycle > 0 ? cycle : 1, span = span > 0 ? span : cycle
        guard cycle != cycleSeconds || start != viewStart || span != viewSpan else { return }
        (cycleSeconds, viewStart, viewSpan) = (cycle, start, span)
        setNeedsDisplay()
    }

    private var axisWidth: Double { max(0, bounds.width - 2 * TimelineScrubber.inset) }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "timeline.scrubber"
    }

    override var cursor: Cursor { .resizeHorizontal }

    /// The x of progress `p`, in view points (outside the view when scrolled out of it).
    func x(of p: Double) -> Double {
        TimelineScrubber.inset + (min(1, max(0, p)) * cycleSeconds - viewStart) / viewSpan * axisWidth
    }

    /// The progress at view x.
    func progress(atX x: Double) -> Double {
        guard axisWidth > 0 else { return 0 }
        let seconds = viewStart + (x - TimelineScrubber.inset) / axisWidth * viewSpan
        return min(1, max(0, seconds / cycleSeconds))
    }

    override func scrollWheel(_ event: WheelEvent) -> Bool {
        let anchor = axisWidth > 0 ? (event.location.x - TimelineScrubber.inset) / axisWidth : 0.5
        return onWheel?(event, anchor) ?? false
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary else { return false }
        isPressed = true
        onSeek?(progress(atX: event.location.x))
        return true
    }

    override func pointerDragged(_ event: PointerEvent) { onSeek?(progress(atX: event.location.x)) }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard !modifiers.isCommand else { return false }
        let shift = modifiers.contains(.shift)
        let step: Step
        switch key {
        case .left: step = shift ? .cycles(-0.1) : .frames(-1)
        case .right: step = shift ? .cycles(0.1) : .frames(1)
        case .pageDown: step = .cycles(-0.1)
        case .pageUp: step = .cycles(0.1)
        case .home: step = .start
        case .end: step = .end
        default: return false
        }
        onStep?(step)
        return true
    }
    override func pointerUp(_ event: PointerEvent) { isPressed = false }

    private func invalidatePlayhead(old: Double) {
        setNeedsDisplay(Rect(x: x(of: old) - 8, y: 0, width: 16, height: bounds.height))
        setNeedsDisplay(Rect(x: x(of: progress) - 8, y: 0, width: 16, height: bounds.height))
    }

    override func draw(in canvas: inout Canvas) {
        canvas.pushClip(bounds)
        defer { canvas.popClip() }
        let theme = canvas.theme
        let trackY = (bounds.height / 2).rounded()
        let x0 = x(of: 0), x1 = x(of: 1)
        if let region = loopRegion {
            let r = Rect(
                x: x(of: region.lowerBound), y: 2, width: x(of: region.upperBound) - x(of: region.lowerBound),
                height: bounds.height - 4)
            canvas.fill(r, color: theme.color(.accent).multipliedAlpha(0.12), radius: 4)
            for edge in [r.minX, r.maxX] {
                canvas.fill(
                    Rect(x: edge - 1, y: 2, width: 2, height: bounds.height - 4),
                    color: theme.color(.accent).multipliedAlpha(0.6))
            }
        }
        canvas.fill(
            Rect(x: x0, y: trackY - 1, width: x1 - x0, height: 2), color: theme.color(.controlBorder), radius: 1)
        let tickColor = theme.color(.textTertiary)
        for t in ticks {
            let x = (self.x(of: t) - 0.5).rounded()
            canvas.fill(Rect(x: x, y: trackY - 7, width: 1, height: 14), color: tickColor)
        }
        for k in 0...10 {
            let x = (self.x(of: Double(k) / 10) - 0.5).rounded()
            let h = k % 5 == 0 ? 5.0 : 3.0
            canvas.fill(Rect(x: x, y: bounds.height - h, width: 1, height: h), color: theme.color(.border))
        }
        let px = x(of: progress)
        let accent = theme.color(isPressed ? .accentHover : .accent)
        canvas.fill(Rect(x: (px - 1).rounded(), y: 0, width: 2, height: bounds.height), color: accent)
        canvas.fill(.polygon([Point(px - 6, 0), Point(px + 6, 0), Point(px, 7)]), with: .solid(accent))
    }
}
