import UI

/// "Type to filter" for a screen with a search field: while nothing else has focus, typed text
/// moves focus to the field and goes into it, `/` focuses it, and finishing the field gives
/// focus back here. A screen adds it as an invisible subview next to its field.
@MainActor
final class FilterTyping: TypingCatcher {
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
        super.init()
        search.onChange = { [unowned self] _ in onFilterChange?() }
        search.onFinish = { [unowned self] submitted in
            if submitted { onSubmit?() }
            window?.focus(self)
        }
        onText = { [unowned self] text in startFiltering(with: text) }
        onKey = { [unowned self] key, modifiers in
            onKeyBeforeShortcuts?()
            if key == .character("/"), modifiers.isEmpty { focusSearch(); return true }
            return false
        }
    }

    /// Takes keyboard focus unless a view of `screen` already has it.
    func takeFocus(within screen: View) {
        if window?.focusedView == nil || window?.focusedView?.isDescendant(of: screen) == false { window?.focus(self) }
    }

    func focusSearch() { window?.focus(search) }

    private func startFiltering(with text: String) -> Bool {
        if shouldIgnoreTyping?(text) == true { return true }
        guard text.contains(where: { !$0.isWhitespace }) else { return false }
        focusSearch()
        return search.insertText(text)
    }
}
