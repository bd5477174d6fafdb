/// The undo history of a text kept while the editor shows another one, so each text keeps one
/// history whatever is shown in between (the host decides which text a kept history belongs to).
public struct CodeEditorKeptHistory {
    let history: CodeEditHistory
    let selection: TextSelection
    let folding: FoldingState
    /// The text's bytes when the history was kept: it restores only onto these.
    public let bytes: [UInt8]

    /// The bytes of text (inserted and removed) the kept groups hold.
    public var size: Int {
        history.undoBytes + history.redoStack.reduce(0) { $0 + CodeEditHistory.size(of: $1.patches) }
    }
}

extension CodeEditorModel {
    /// The most undo groups a text keeps; the oldest go first.
    public static var historyStepLimit: Int { CodeEditHistory.limit }
    /// The most bytes of text (inserted and removed) a text's undo groups hold; the oldest go first.
    static var historyByteLimit: Int { CodeEditHistory.defaultByteLimit }

    /// The history, selection and folds of the current text, to give back with `restore(_:)`.
    public func keepHistory() -> CodeEditorKeptHistory {
        CodeEditorKeptHistory(history: history, selection: selection, folding: folding, bytes: buffer.bytes)
    }

    /// Gives back a kept history (and its selection and folds) when the buffer holds the bytes it
    /// was kept with; tells `onHistoryEvent` `.restored`. False (nothing changes) otherwise.
    @discardableResult
    public func restore(_ kept: CodeEditorKeptHistory) -> Bool {
        guard buffer.count == kept.bytes.count, buffer.bytes == kept.bytes else { return false }
        history = kept.history
        history.breakBurst = true
        history.coalescingOpen = false
        folding = kept.folding
        autoClosed.removeAll()
        preferredCell = nil
        setSelection(kept.selection)
        onChange?()
        onHistoryEvent?(.restored(undo: history.undoStack.map(\.name), redo: history.redoStack.map(\.name)))
        return true
    }
}
