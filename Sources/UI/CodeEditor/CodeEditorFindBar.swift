import Foundation
import Graphics

/// The bar above the editor's text for Ctrl+F (find: Enter or F3 next, Shift+Enter or Shift+F3
/// previous, a match-case switch, the count) and Ctrl+G (go to `line` or `line:column`). Esc
/// closes it and gives focus back to the text.
@MainActor
final class CodeEditorFindBar: View {
    enum Mode { case find, goToLine }

    weak var editor: CodeEditorView?
    private(set) var mode: Mode = .find
    let field = CodeEditorFindField()
    let matchCaseToggle = Toggle("")
    let statusLabel = Label("", font: .uiSmall)
    let previousButton = Button("")
    let nextButton = Button("")
    let closeButton = Button("", style: .plain)
    /// The bar's words, given by the editor's caller.
    var strings: CodeEditorStrings {
        didSet { applyStrings() }
    }

    /// The text searched for (empty while going to a line).
    var query: String { mode == .find ? field.text : "" }
    /// True when case must match.
    var matchCase: Bool { matchCaseToggle.isOn }

    init(strings: CodeEditorStrings) {
        self.strings = strings
        super.init(frame: .zero)
        backgroundColor = .token(.panel)
        statusLabel.textColor = .token(.textSecondary)
        field.onKey = { [weak self] key, modifiers in self?.fieldKey(key, modifiers: modifiers) ?? false }
        field.onEdit = { [weak self] in self?.queryDidChange() }
        matchCaseToggle.onChange = { [weak self] _ in self?.queryDidChange() }
        previousButton.action = { [weak self] in self?.findNext(backward: true) }
        nextButton.action = { [weak self] in self?.findNext(backward: false) }
        closeButton.action = { [weak self] in self?.editor?.closeFindBar() }
        for view in [field, matchCaseToggle, statusLabel, previousButton, nextButton, closeButton] as [View] {
            addSubview(view)
        }
        applyStrings()
    }

    /// Shows `strings` on the controls, the placeholder and the status.
    private func applyStrings() {
        matchCaseToggle.title = strings.matchCase
        previousButton.title = strings.previous
        nextButton.title = strings.next
        closeButton.title = strings.close
        field.placeholder = mode == .find ? strings.find : strings.goToLine
        setNeedsLayout()
        if !isHidden { updateStatus() }
    }

    /// Shows the bar in a mode (find prefilled with `initialQuery` when given).
    func open(mode: Mode, initialQuery: String?) {
        self.mode = mode
        let finding = mode == .find
        for view in [matchCaseToggle, previousButton, nextButton] as [View] { view.isHidden = !finding }
        if finding {
            field.placeholder = strings.find
            if let initialQuery { field.setText(initialQuery) }
        } else {
            field.placeholder = strings.goToLine
            field.setText("")
        }
        isHidden = false
        setNeedsLayout()
        queryDidChange()
    }

    override func layoutSubviews() {
        let h = 28.0, y = (bounds.height - h) / 2
        var x = 8.0
        let fieldWidth = min(240, max(80, bounds.width * 0.3))
        field.frame = Rect(x: x, y: y, width: fieldWidth, height: h)
        x += fieldWidth + 8
        if !matchCaseToggle.isHidden {
            let w = matchCaseToggle.intrinsicContentSize?.width ?? 120
            matchCaseToggle.frame = Rect(x: x, y: y, width: w, height: h)
            x += w + 8
        }
        var right = bounds.width - 8
        for button in [closeButton, nextButton, previousButton] where !button.isHidden {
            let w = button.intrinsicContentSize?.width ?? 60
            button.frame = Rect(x: right - w, y: y, width: w, height: h)
            right -= w + 6
        }
        statusLabel.frame = Rect(x: x, y: y, width: max(0, right - x - 2), height: h)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }

    private func fieldKey(_ key: Key, modifiers: Modifiers) -> Bool {
        switch (key, modifiers) {
        case (.enter, []), (.function(3), []):
            if mode == .find { findNext(backward: false) } else { goToLine() }
        case (.enter, .shift), (.function(3), .shift):
            if mode == .find { findNext(backward: true) }
        case (.escape, _):
            editor?.closeFindBar()
        case (.character("f"), .control):
            if mode != .find { open(mode: .find, initialQuery: nil) }
            field.selectAll()
        case (.character("g"), .control):
            if mode != .goToLine { open(mode: .goToLine, initialQuery: nil) }
        default:
            return false
        }
        return true
    }

    /// Selects the next (previous) match in the text.
    func findNext(backward: Bool) {
        guard let editor, mode == .find, !query.isEmpty else { return }
        editor.model.selectMatch(of: query, caseSensitive: matchCase, backward: backward)
        editor.scrollCaretIntoView()
        updateStatus()
    }

    private func queryDidChange() {
        setNeedsLayout()
        updateStatus()
        editor?.setNeedsDisplay()
    }

    /// "3 of 12", "12 matches", "No results", or for go to line the range of lines.
    func updateStatus() {
        guard let editor else { return }
        statusLabel.textColor = .token(.textSecondary)
        if mode == .goToLine {
            statusLabel.text = strings.lines(editor.model.buffer.lineCount)
            return
        }
        guard !query.isEmpty else {
            statusLabel.text = ""
            return
        }
        let matches = editor.currentFindMatches()
        if matches.isEmpty {
            statusLabel.text = strings.noResults
        } else if let index = matches.firstIndex(of: editor.model.selection.range) {
            statusLabel.text = strings.matchIndex(index + 1, matches.count, matches.count >= 10_000)
        } else {
            statusLabel.text = strings.matchCount(matches.count, matches.count >= 10_000)
        }
    }

    /// Parses `line` or `line:column` (from 1) and goes there; says what is wrong otherwise.
    func goToLine() {
        guard let editor else { return }
        let parts = field.text.trimmingCharacters(in: .whitespaces).split(
            separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), let line = numbers[0], line >= 1,
            parts.count == 1 || (numbers[1] ?? 0) >= 1
        else {
            statusLabel.textColor = .token(.error)
            statusLabel.text = strings.badLine(editor.model.buffer.lineCount)
            return
        }
        editor.model.goTo(line: line, column: parts.count == 2 ? numbers[1]! : 1)
        editor.closeFindBar()
        editor.scrollCaretIntoView()
    }
}

/// The find bar's text field: the bar sees its keys first and hears about every edit.
@MainActor
final class CodeEditorFindField: TextField {
    var onKey: ((Key, Modifiers) -> Bool)?
    var onEdit: (() -> Void)?

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        if onKey?(key, modifiers) == true { return true }
        let before = text
        let handled = super.keyDown(key, modifiers: modifiers)
        if text != before { onEdit?() }
        return handled
    }

    override func insertText(_ typed: String) -> Bool {
        let handled = super.insertText(typed)
        onEdit?()
        return handled
    }
}

extension CodeEditorView {
    /// Opens the find bar (prefilled with a one-line selection) or the go-to-line field, and
    /// focuses its field.
    func openFindBar(mode: CodeEditorFindBar.Mode) {
        let selected = model.selection.isEmpty ? nil : model.selectedText
        let query = selected.flatMap { $0.contains("\n") || $0.utf8.count > 200 ? nil : $0 }
        findBar.open(mode: mode, initialQuery: query)
        setNeedsLayout()
        layoutIfNeeded()
        window?.focus(findBar.field)
        findBar.field.selectAll()
        setNeedsDisplay()
    }

    /// Closes the find bar and gives focus back to the text.
    func closeFindBar() {
        guard !findBar.isHidden else { return }
        let hadFocus = window?.focusedView?.isDescendant(of: findBar) ?? false
        findBar.isHidden = true
        if hadFocus || window?.focusedView == nil { window?.focus(self) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// True while the find bar (or go to line) shows.
    public var isFindBarOpen: Bool { !findBar.isHidden }
}
