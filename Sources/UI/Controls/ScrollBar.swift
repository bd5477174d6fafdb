import Graphics

/// The vertical scrollbar of a `ScrollView`: drag the knob to scroll; click the track to page.
@MainActor
public final class ScrollBar: View {
    /// Width of the bar, in points.
    public static let width = 10.0
    /// Shortest knob, in points.
    static let minimumKnob = 24.0

    weak var scrollView: ScrollView?
    private var dragStart: (pointerY: Double, offset: Double)?

    /// The knob's rect in the bar's coordinates.
    public var knobRect: Rect {
        guard let sv = scrollView, sv.contentHeight > 0 else { return .zero }
        let visible = sv.bounds.height
        let length = max(ScrollBar.minimumKnob, bounds.height * min(1, visible / sv.contentHeight))
        let travel = bounds.height - length
        let y = sv.maximumOffset > 0 ? travel * sv.contentOffset / sv.maximumOffset : 0
        return Rect(x: 2, y: y, width: ScrollBar.width - 4, height: length)
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard let sv = scrollView, event.button == .primary else { return false }
        let knob = knobRect
        if knob.insetBy(dx: -2, dy: 0).contains(event.location) {
            dragStart = (event.location.y, sv.contentOffset)
        } else {
            let page = max(1, sv.bounds.height - 20)
            sv.setContentOffset(sv.contentOffset + (event.location.y < knob.minY ? -page : page))
            dragStart = nil
        }
        return true
    }

    public override func pointerDragged(_ event: PointerEvent) {
        guard let sv = scrollView, let start = dragStart else { return }
        let travel = bounds.height - knobRect.height
        guard travel > 0 else { return }
        sv.setContentOffset(start.offset + (event.location.y - start.pointerY) * sv.maximumOffset / travel)
    }

    public override func pointerUp(_ event: PointerEvent) { dragStart = nil }

    public override func draw(in canvas: inout Canvas) {
        let knob = knobRect
        guard knob.height > 0 else { return }
        let color = canvas.theme.color(dragStart != nil || isHovered ? .textSecondary : .textTertiary)
        canvas.fill(knob, color: color.multipliedAlpha(0.7), radius: knob.width / 2)
    }

    public override func pointerEntered() { setNeedsDisplay() }
    public override func pointerExited() { setNeedsDisplay() }
}
