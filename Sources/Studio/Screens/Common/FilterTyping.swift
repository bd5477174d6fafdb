import Graphics
import UI

/// "Type to filter" for a screen with a search field: an invisible, focusable view that takes
/// focus when nothing else has it. Every printable key without Ctrl, Alt or Super is typing: it
/// is claimed here before any single-key shortcut sees it, and its text moves focus to the field
/// and goes into it. `/` focuses the field; Shift+`/` (`?`) is left to the help shortcut.
/// Finishing the field gives focus back here. It has no size and sits in a clipping screen, so
/// the window draws no focus ring for it.
@MainActor
final class FilterTyping: View {
    let search: SearchField
    /// Drops the text of a key press that a shortcut used (shared with the app's shortcuts).
    var gate = ShortcutTextGate() { didSet { search.gate = gate } }
    /// Called after every edit of the filter text.
    var onFilterChange: (@MainActor () -> Void)?
    /// Called when Enter ends editing the filter.
    var onSubmit: (@MainActor () -> Void)?

    /// Takes over `search`'s change and finish callbacks.
    init(search: SearchField) {
        self.search = search
        super.init(frame: .zero)
        receivesPointer = false
        identifier = "typing"
        search.gate = gate
        search.onChange = { [unowned self] _ in onFilterChange?() }
        search.onFinish = { [unowned self] submitted in
            if submitted { onSubmit?() }
            window?.focus(self)
        }
    }

    override var canBecomeFocused: Bool { true }
    /// Focus comes here by program only: Tab never stops at an invisible view.
    override var isTabStop: Bool { false }
    override func focusDidChange() {}

    /// Typed text starts the filter: focus moves to the field and the text goes into it.
    override func insertText(_ text: String) -> Bool {
        if gate.shouldDrop(text) { return true }
        guard text.contains(where: { !$0.isWhitespace }) else { return false }
        focusSearch()
        return search.insertText(text)
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        gate.keyReachedTypingView()
        guard case .character(let c) = key, !modifiers.isCommand else { return false }
        if c == "?" || c == "/" && modifiers.contains(.shift) { return false }
        if c == "/" {
            gate.shortcutPerformed(key, modifiers: modifiers)
            focusSearch()
        }
        return true
    }

    /// Takes keyboard focus unless a view on screen has it (one of the screen, or of the toolbar:
    /// the window's root hands the screen the keys the toolbar leaves, so typing still filters).
    func takeFocus() {
        guard let window else { return }
        if let focused = window.focusedView, focused.isVisibleInWindow { return }
        window.focus(self)
    }

    func focusSearch() { window?.focus(search) }
}
