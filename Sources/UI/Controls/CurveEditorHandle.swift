import Graphics

/// One draggable control point of a `CurveEditor` (P1 or P2): a round knob that takes focus
/// (arrows nudge it by 0.01, Shift by 0.1) and follows the pointer while dragged.
@MainActor
public final class CurveEditorHandle: Control {
    /// 0 for P1, 1 for P2.
    public let index: Int
    /// The knob's diameter, in points.
    static let diameter = 14.0
    weak var editor: CurveEditor?

    init(index: Int) {
        self.index = index
        super.init()
        cornerRadius = Self.diameter / 2
    }

    public override var cursor: Cursor { isEnabled ? .hand : .arrow }
    public override var focusRingGap: Double { 1 }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary, let editor else { return false }
        isPressed = true
        window?.focus(self)
        editor.beginDrag(handle: index)
        return true
    }

    public override func pointerDragged(_ event: PointerEvent) {
        guard let editor else { return }
        editor.drag(handle: index, to: convert(event.location, to: editor))
    }

    public override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        editor?.endDrag(handle: index)
    }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled, !modifiers.isCommand, let editor else { return false }
        let step = modifiers.contains(.shift) ? CurveEditor.largeNudge : CurveEditor.nudge
        switch key {
        case .left: editor.nudge(handle: index, dx: -step, dy: 0)
        case .right: editor.nudge(handle: index, dx: step, dy: 0)
        case .up: editor.nudge(handle: index, dx: 0, dy: step)
        case .down: editor.nudge(handle: index, dx: 0, dy: -step)
        default: return false
        }
        return true
    }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let accent = theme.color(!isEnabled ? .textTertiary : (isPressed || isPointerInside) ? .accentHover : .accent)
        let knob = bounds.insetBy(dx: 1, dy: 1)
        canvas.fill(knob, color: isPressed || isFocused ? accent : theme.color(.panel), radius: knob.width / 2)
        canvas.strokeInside(knob, width: 2, color: accent, radius: knob.width / 2)
    }
}
