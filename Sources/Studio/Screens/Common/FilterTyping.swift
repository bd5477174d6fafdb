import Graphics
import UI

/// "Type to filter" for a screen with a search field: an invisible, focusable view that takes
/// focus when nothing else has it; typed text moves focus to the field and goes into it, `/`
/// focuses the field, and finishing the field gives focus back here. It has no size and sits in
/// a clipping screen, so the window draws no focus ring for it.
@MainActor
final class FilterTyping: View {
    let search: SearchField
    /// Asked before typed text starts the filter; true drops it (the text of a shortcut key).
    var shouldIgnoreTyping: (@MainActor (String) -> Bool)?
    /// Called when a key reaches the catcher (so the app can forget a shortcut).
    var onKeyBeforeShortcuts: (@MainActor () -> Void)?
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
        search.onChange = { [unowned self] _ in onFilterChange?() }
        search.onFinish = { [unowned self] submitted in
            if submitted { onSubmit?() }
            window?.focus(self)
        }
    }

    override var canBecomeFocused: Bool { true }
    override func focusDidChange() {}

    /// Typed text starts the filter: focus moves to the field and the text goes into it.
    override func insertText(_ text: String) -> Bool {
        if shouldIgnoreTyping?(text) == true { return true }
        guard text.contains(where: { !$0.isWhitespace }) else { return false }
        focusSearch()
        return search.insertText(text)
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        onKeyBeforeShortcuts?()
        if key == .character("/"), modifiers.isEmpty { focusSearch(); return true }
        return false
    }

    /// Takes keyboard focus unless a view of `screen` already has it.
    func takeFocus(within screen: View) {
        if window?.focusedView == nil || window?.focusedView?.isDescendant(of: screen) == false { window?.focus(self) }
    }

    func focusSearch() { window?.focus(search) }
}
