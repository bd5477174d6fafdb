import Graphics
import UI

/// An invisible, focusable view that receives typing when no control has focus, so a screen can
/// react to it ("type to filter"). It has no size and sits in a clipping superview, so the window
/// draws no focus ring for it.
@MainActor
class TypingCatcher: View {
    /// Called with typed text; return true when it was used.
    var onText: (@MainActor (String) -> Bool)?
    /// Called with each key before the window's later shortcuts; return true to consume it.
    var onKey: (@MainActor (Key, Modifiers) -> Bool)?

    override init(frame: Rect = .zero) {
        super.init(frame: .zero)
        receivesPointer = false
        identifier = "typing"
    }

    override var canBecomeFocused: Bool { true }
    override func focusDidChange() {}
    override func insertText(_ text: String) -> Bool { onText?(text) ?? false }
    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool { onKey?(key, modifiers) ?? false }
}
