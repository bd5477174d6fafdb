import UI

/// Keeps the text of a shortcut's key press from being typed.
///
/// The host sends a key down and then, for a printable key, the text it types (X11 sends "1"
/// even for Ctrl+1). A shortcut that ran on the key down leaves its text here, and the typing
/// views of the filters drop that text when it arrives. Any key press that reaches a typing view
/// clears it first, so a text the host never sent cannot eat a later keystroke.
@MainActor
final class ShortcutTextGate {
    private var pending: String?

    /// A shortcut ran on `key`: the text that press may still send is dropped.
    func shortcutPerformed(_ key: Key, modifiers: Modifiers) {
        guard case .character(let c) = key else { return pending = nil }
        pending = modifiers.contains(.shift) && c == "/" ? "?" : String(c)
    }

    /// A key press reached a typing view: its text, if any, is typing.
    func keyReachedTypingView() { pending = nil }

    /// True when `text` is the text of the shortcut just performed (it is then forgotten).
    func shouldDrop(_ text: String) -> Bool {
        defer { pending = nil }
        return pending.map { $0 == text || $0 == text.lowercased() } ?? false
    }
}
