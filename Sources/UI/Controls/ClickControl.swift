import Graphics

/// A control that acts on a click: a primary press and release inside it, or Space or Enter
/// while it has focus (without Ctrl or Alt, which belong to shortcuts). `isPressed` follows the
/// pointer while the button is down. Subclasses say what a click does in `activate()`.
@MainActor
open class ClickControl: Control {
    /// False takes the control out of the Tab order while it still takes focus (one of a group
    /// that shares one stop and moves focus with the arrow keys).
    public var isInTabOrder = true

    open override var isTabStop: Bool { canBecomeFocused && isInTabOrder }

    /// Called for a click, only while the control is enabled.
    open func activate() {}

    open override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary else { return false }
        isPressed = true
        return true
    }

    open override func pointerDragged(_ event: PointerEvent) {
        isPressed = bounds.contains(event.location)
    }

    open override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        if isEnabled, bounds.contains(event.location) { activate() }
    }

    open override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled, !modifiers.isCommand, key == .space || key == .enter else { return false }
        activate()
        return true
    }
}
