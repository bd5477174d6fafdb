import Graphics

/// The state of an open completion list: what the provider offered at `anchor`, what matches
/// the text typed since, and the chosen row.
struct CompletionSession {
    var items: [CodeCompletionItem]
    /// The caret offset the completions were asked at.
    var anchor: Int
    var filtered: [CodeCompletionItem] = []
    var selected = 0
}

/// The completion list drawn at the caret: label and detail per row, the chosen one
/// highlighted; a click chooses a row.
@MainActor
final class CodeCompletionPopup: View {
    static let rowHeight = 22.0
    static let maximumRows = 8
    static let width = 320.0

    var items: [CodeCompletionItem] = [] { didSet { setNeedsDisplay() } }
    var selected = 0 { didSet { setNeedsDisplay() } }
    /// The first row shown.
    var firstRow = 0
    var onAccept: ((Int) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.raised)
        borderColor = .token(.border)
        cornerRadius = 6
        clipsToBounds = true
    }

    /// The height for the current items.
    var preferredHeight: Double { Double(min(items.count, Self.maximumRows)) * Self.rowHeight + 4 }

    func keepSelectedVisible() {
        if selected < firstRow { firstRow = selected }
        if selected >= firstRow + Self.maximumRows { firstRow = selected - Self.maximumRows + 1 }
        firstRow = max(0, min(firstRow, items.count - Self.maximumRows))
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        let row = firstRow + Int(((event.location.y - 2) / Self.rowHeight).rounded(.down))
        guard row >= 0, row < items.count else { return true }
        onAccept?(row)
        return true
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let engine = canvas.textEngine
        let metrics = engine.metrics(of: .mono)
        let end = min(items.count, firstRow + Self.maximumRows)
        guard firstRow < end else { return }
        for index in firstRow..<end {
            let item = items[index]
            let top = 2 + Double(index - firstRow) * Self.rowHeight
            let row = Rect(x: 2, y: top, width: bounds.width - 4, height: Self.rowHeight)
            if index == selected {
                canvas.fill(row, color: theme.color(.accent).multipliedAlpha(0.12), radius: 4)
            }
            let baseline = top + ((Self.rowHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
            canvas.pushClip(row)
            canvas.drawText(item.label, font: .mono, color: theme.color(.textPrimary), baseline: Point(10, baseline))
            if !item.detail.isEmpty {
                let width = engine.width(of: item.detail, font: .uiSmall)
                let labelEnd = 10 + engine.width(of: item.label, font: .mono) + 16
                canvas.drawText(
                    item.detail, font: .uiSmall, color: theme.color(.textSecondary),
                    baseline: Point(max(labelEnd, bounds.width - 10 - width), baseline))
            }
            canvas.popClip()
        }
    }
}

extension CodeEditorView {
    /// The completion list as shown: its items, the chosen row (nil when closed).
    public var shownCompletions: (items: [CodeCompletionItem], selected: Int)? {
        completion.map { ($0.filtered, $0.selected) }
    }

    /// Asks the provider for completions at the caret and shows them (Ctrl+Space).
    func openCompletion() {
        guard let provider = completionProvider, !model.isReadOnly else { return }
        let items = provider.completions(at: model.caret, of: model.buffer)
        guard !items.isEmpty else { return closeCompletion() }
        completion = CompletionSession(items: items, anchor: model.caret)
        refilterCompletion()
    }

    /// Filters the list by what was typed since it opened; closes it when nothing matches or
    /// the caret went before the replaced range.
    func refilterCompletion() {
        guard var session = completion else { return }
        let caret = model.caret
        guard model.selection.isEmpty, let start = session.items.map(\.range.lowerBound).min(), caret >= start,
            caret >= session.anchor - (session.anchor - start)
        else { return closeCompletion() }
        let filtered = session.items.filter { item in
            guard caret >= item.range.lowerBound else { return false }
            let typed = model.buffer.string(in: item.range.lowerBound..<caret)
            let word = typed.drop { !($0.isLetter || $0.isNumber || $0 == "_") }.lowercased()
            return word.isEmpty || item.label.lowercased().contains(word)
                || item.insertText.lowercased().hasPrefix(typed.lowercased())
        }
        guard !filtered.isEmpty else { return closeCompletion() }
        let previous = session.filtered.indices.contains(session.selected) ? session.filtered[session.selected] : nil
        session.filtered = filtered
        session.selected = previous.flatMap { filtered.firstIndex(of: $0) } ?? 0
        completion = session
        completionPopup.items = filtered
        completionPopup.selected = session.selected
        completionPopup.keepSelectedVisible()
        completionPopup.isHidden = false
        positionCompletionPopup()
    }

    /// Closes the completion list.
    func closeCompletion() {
        completion = nil
        if !completionPopup.isHidden { completionPopup.isHidden = true }
    }

    /// Replaces the item's range (widened by what was typed since) with its text.
    func acceptCompletion(at index: Int) {
        guard let session = completion, session.filtered.indices.contains(index) else { return }
        let item = session.filtered[index]
        let end = max(model.caret, model.caret + (item.range.upperBound - session.anchor))
        closeCompletion()
        model.replace(item.range.lowerBound..<end, with: item.insertText)
        scrollCaretIntoView()
    }

    func handleCompletionKey(_ key: Key, modifiers: Modifiers) -> Bool {
        guard var session = completion, modifiers.subtracting(.shift).isEmpty || key == .space else { return false }
        let count = session.filtered.count
        switch key {
        case .up: session.selected = (session.selected + count - 1) % count
        case .down: session.selected = (session.selected + 1) % count
        case .pageUp: session.selected = max(0, session.selected - CodeCompletionPopup.maximumRows)
        case .pageDown: session.selected = min(count - 1, session.selected + CodeCompletionPopup.maximumRows)
        case .enter, .tab:
            acceptCompletion(at: session.selected)
            return true
        case .escape:
            closeCompletion()
            return true
        default:
            return false
        }
        completion = session
        completionPopup.selected = session.selected
        completionPopup.keepSelectedVisible()
        return true
    }

    /// Puts the list below the caret's row, or above it when there is no room below.
    func positionCompletionPopup() {
        guard completion != nil else { return }
        let m = metrics
        let caret = point(of: model.caret)
        let height = completionPopup.preferredHeight
        let width = min(CodeCompletionPopup.width, bounds.width - 8)
        var y = caret.y + m.lineHeight + 2
        if y + height > bounds.height, caret.y - height - 2 >= textTop { y = caret.y - height - 2 }
        let x = min(max(4, caret.x - 10), bounds.width - width - 4)
        completionPopup.frame = Rect(x: x, y: y, width: width, height: height)
        completionPopup.setNeedsDisplay()
    }
}
