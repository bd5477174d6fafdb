import Graphics

/// A scroll bar of the code editor, vertical or horizontal: drag the knob, or click the track
/// to move a page.
@MainActor
final class CodeEditorScrollBar: View {
    enum Axis { case vertical, horizontal }

    /// Thickness of the bar, in points.
    static let thickness = 10.0
    /// Shortest knob, in points.
    static let minimumKnob = 24.0

    let axis: Axis
    /// Called with the new scroll value (points).
    var onScroll: ((Axis, Double) -> Void)?
    private(set) var value = 0.0
    private(set) var maximum = 0.0
    private(set) var visible = 0.0
    private var dragStart: (pointer: Double, value: Double)?

    init(axis: Axis) {
        self.axis = axis
        super.init()
    }

    func update(value: Double, maximum: Double, visible: Double) {
        guard value != self.value || maximum != self.maximum || visible != self.visible else { return }
        self.value = value
        self.maximum = maximum
        self.visible = visible
        setNeedsDisplay()
    }

    private var length: Double { axis == .vertical ? bounds.height : bounds.width }

    /// The knob in the bar's coordinates.
    var knobRect: Rect {
        guard maximum > 0, length > 0 else { return .zero }
        let size = max(Self.minimumKnob, length * visible / (visible + maximum))
        let travel = max(0, length - size)
        let start = travel * value / maximum
        return axis == .vertical
            ? Rect(x: 2, y: start, width: Self.thickness - 4, height: size)
            : Rect(x: start, y: 2, width: size, height: Self.thickness - 4)
    }

    private func coordinate(_ p: Point) -> Double { axis == .vertical ? p.y : p.x }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary, maximum > 0 else { return false }
        let knob = knobRect
        let position = coordinate(event.location)
        let knobStart = axis == .vertical ? knob.minY : knob.minX
        let knobEnd = axis == .vertical ? knob.maxY : knob.maxX
        if position >= knobStart, position <= knobEnd {
            dragStart = (position, value)
        } else {
            onScroll?(axis, value + (position < knobStart ? -visible : visible))
        }
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        guard let start = dragStart else { return }
        let knob = knobRect
        let travel = length - (axis == .vertical ? knob.height : knob.width)
        guard travel > 0 else { return }
        onScroll?(axis, start.value + (coordinate(event.location) - start.pointer) * maximum / travel)
    }

    override func pointerUp(_ event: PointerEvent) {
        dragStart = nil
        setNeedsDisplay()
    }

    override func pointerEntered() { setNeedsDisplay() }
    override func pointerExited() { setNeedsDisplay() }

    override func draw(in canvas: inout Canvas) {
        let knob = knobRect
        guard !knob.isEmpty else { return }
        let color = canvas.theme.color(dragStart != nil || isHovered ? .textSecondary : .textTertiary)
        canvas.fill(knob, color: color.multipliedAlpha(0.7), radius: min(knob.width, knob.height) / 2)
    }
}
