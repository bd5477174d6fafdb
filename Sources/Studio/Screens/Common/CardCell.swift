import Graphics
import UI

/// A clickable card of a grid (Gallery, Progress): a panel with a hairline border and 10 pt
/// corners, whose border turns to the accent while hovered or selected; a primary press and
/// release inside calls `clicked()`.
@MainActor
class CardCell: View {
    var isSelected = false { didSet { if isSelected != oldValue { updateBorder() } } }
    private var pressed = false
    private var hovered = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        borderColor = .token(.border)
        cornerRadius = 10
    }

    override var cursor: Cursor { .hand }

    /// What a click on the card does.
    func clicked() {}

    private func updateBorder() {
        borderColor = .token(isSelected || hovered ? .accent : .border)
    }

    override func pointerEntered() {
        hovered = true
        updateBorder()
    }

    override func pointerExited() {
        hovered = false
        pressed = false
        updateBorder()
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary else { return false }
        pressed = true
        return true
    }

    override func pointerUp(_ event: PointerEvent) {
        defer { pressed = false }
        if pressed, bounds.contains(event.location) { clicked() }
    }
}
