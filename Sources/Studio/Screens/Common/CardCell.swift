import Graphics
import UI

/// A clickable card of a grid (Gallery, Progress): a panel with a hairline border and 10 pt
/// corners, whose border turns to the accent while hovered or selected; a primary press and
/// release inside, or Space or Enter while it has focus, calls `clicked()`. Its grid's
/// `CardGridNavigator` moves focus between cards and makes one of them the grid's Tab stop.
@MainActor
class CardCell: View {
    var isSelected = false { didSet { if isSelected != oldValue { updateBorder() } } }
    /// The grid item the card shows (set when the screen configures it).
    var item = 0
    /// Keyboard moves between the cards of the grid.
    weak var navigator: CardGridNavigator?
    private var pressed = false
    private var hovered = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        borderColor = .token(.border)
        cornerRadius = theme.cardRadius
    }

    override var cursor: Cursor { .hand }
    override var canBecomeFocused: Bool { true }
    override var isTabStop: Bool { navigator?.isTabStop(self) ?? true }

    override func focusDidChange() {
        super.focusDidChange()
        if isFocused { navigator?.cardDidTakeFocus(self) }
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        if let navigator { return navigator.handle(key, modifiers: modifiers, from: self) }
        guard modifiers.isEmpty, key == .space || key == .enter else { return false }
        clicked()
        return true
    }

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
