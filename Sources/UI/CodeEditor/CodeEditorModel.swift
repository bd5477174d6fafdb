import Foundation

/// The editing state of a code editor without the screen: the text, the selection, undo and
/// redo, folds. Every change of the text goes through `buffer.apply` as a patch.
///
/// Text from outside the editor (typing, paste) is converted to the buffer's line ending, so a
/// file keeps the one it has (LF, or CRLF when its first line break is CRLF). A patch applied to
/// the buffer by someone else (the document) moves the selection and clears the history, whose
/// offsets it would invalidate.
@MainActor
public final class CodeEditorModel {
    /// The text.
    public let buffer: TextDocumentBuffer
    /// The selection; `head` is the caret.
    public private(set) var selection: TextSelection = .caret(0)
    /// When true, nothing changes the text (navigation, selection, copy and find still work).
    public var isReadOnly = false
    /// One level of indentation.
    static let indentUnit = "  "
    /// The pairs that close themselves when the opener is typed.
    static let autoClosingPairs: [UInt8: UInt8] = [0x7B: 0x7D, 0x5B: 0x5D, 0x28: 0x29, 0x22: 0x22]
    /// How far bracket matching looks, in bytes.
    static let bracketSearchLimit = 200_000

    /// Called after the text or the selection changed (the editor view listens; others observe
    /// the buffer's patches or the view's `onSelectionChange`).
    var onChange: (@MainActor () -> Void)?
    /// Told after each change of the undo history (see `CodeEditorHistoryEvent`), for a host
    /// that keeps its own timeline of steps.
    public var onHistoryEvent: (@MainActor (CodeEditorHistoryEvent) -> Void)?

    var history = CodeEditHistory()
    /// Seconds from a monotonic clock, for grouping typing bursts (injected by tests).
    let clock: @MainActor () -> Double
    /// Offsets of closing characters the editor inserted itself and the user has not passed.
    var autoClosed: [Int] = []
    /// The cell vertical moves aim for (kept across lines shorter than it).
    var preferredCell: Int?
    var folding = FoldingState()
    private var applyingOwnEdit = false

    /// Creates a model over a buffer; `clock` gives seconds for typing bursts.
    public init(buffer: TextDocumentBuffer, clock: (@MainActor () -> Double)? = nil) {
        self.buffer = buffer
        self.clock = clock ?? { ProcessInfo.processInfo.systemUptime }
        buffer.addObserver { [weak self] applied in self?.bufferDidApply(applied) }
    }

    /// Creates a model over a new buffer holding `text`.
    public convenience init(text: String, clock: (@MainActor () -> Double)? = nil) {
        self.init(buffer: TextDocumentBuffer(text), clock: clock)
    }

    /// The whole text.
    public var text: String { buffer.text }
    /// The caret's offset.
    public var caret: Int { selection.head }
    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }
    /// The selected text.
    public var selectedText: String { buffer.string(in: selection.range) }

    // MARK: Selection

    /// Sets the selection (clamped to the text, to scalar boundaries and out of folded lines); a
    /// move by the user ends the typing burst and forgets the auto-closed characters.
    public func select(_ newSelection: TextSelection, forward: Bool = true) {
        let anchor = buffer.scalarBoundary(atOrBefore: newSelection.anchor)
        let head = visibleOffset(buffer.scalarBoundary(atOrBefore: newSelection.head), forward: forward)
        history.breakBurst = true
        autoClosed.removeAll()
        preferredCell = nil
        setSelection(TextSelection(anchor: anchor, head: head))
    }

    /// Moves the caret, extending the selection or not.
    public func moveCaret(to offset: Int, extend: Bool, forward: Bool = true) {
        select(TextSelection(anchor: extend ? selection.anchor : offset, head: offset), forward: forward)
    }

    func setSelection(_ newSelection: TextSelection) {
        guard newSelection != selection else { return }
        selection = newSelection
        onChange?()
    }

    /// `offset`, or when it lies on a folded line, the nearest visible place in the direction
    /// of travel.
    func visibleOffset(_ offset: Int, forward: Bool) -> Int {
        let line = buffer.line(containing: offset)
        guard let span = folding.span(containing: line) else { return offset }
        if forward, span.upperBound + 1 < buffer.lineCount { return buffer.lineStarts[span.upperBound + 1] }
        return buffer.lineContentRange(span.lowerBound - 1).upperBound
    }

    // MARK: Editing

    /// Applies patches (ranges in the current text, not overlapping) as one edit and records it
    /// for undo. The selection afterwards is `after`, or the old one moved through the patches.
    /// `name` and `coalescingKey` go to the history (see `apply(_:name:coalescingKey:)`).
    func edit(
        _ patches: [TextPatch], kind: CodeEditHistory.EditKind, selection after: TextSelection? = nil,
        name: String? = nil, coalescingKey: String? = nil
    ) {
        guard !isReadOnly else { return }
        let before = selection
        var mapped = selection
        var applied: [AppliedPatch] = []
        applyingOwnEdit = true
        buffer.grouping {
            for patch in patches.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
            where !(patch.range.isEmpty && patch.replacement.isEmpty) {
                let done = buffer.apply(patch)
                applied.append(done)
                mapped = mapped.mapped(through: done.patch)
            }
        }
        applyingOwnEdit = false
        guard !applied.isEmpty else { return }
        let final = after ?? mapped
        let joined = history.record(
            applied, kind: kind, before: before, after: final, time: clock(),
            name: name, coalescingKey: coalescingKey)
        preferredCell = nil
        selection = final
        onChange?()
        onHistoryEvent?(.recorded(name: history.undoStack.last?.name ?? .editing, joined: joined))
    }

    // MARK: Undo

    /// Undoes the last group of edits and restores the selection from before it.
    public func undo() {
        guard !isReadOnly, let group = history.popUndo() else { return }
        applyingOwnEdit = true
        buffer.grouping { for applied in group.patches.reversed() { buffer.apply(applied.inverse) } }
        applyingOwnEdit = false
        autoClosed.removeAll()
        preferredCell = nil
        selection = group.selectionBefore
        onChange?()
        onHistoryEvent?(.undone)
    }

    /// Redoes the last undone group and restores the selection from after it.
    public func redo() {
        guard !isReadOnly, let group = history.popRedo() else { return }
        applyingOwnEdit = true
        buffer.grouping { for applied in group.patches { buffer.apply(applied.patch) } }
        applyingOwnEdit = false
        autoClosed.removeAll()
        preferredCell = nil
        selection = group.selectionAfter
        onChange?()
        onHistoryEvent?(.redone)
    }

    // MARK: Patches

    /// The line feeds in `text`, counted on its UTF-8 bytes.
    static func lineBreaks(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte == 0x0A { count += 1 }
            return count
        }
    }

    private func bufferDidApply(_ applied: AppliedPatch) {
        let patch = applied.patch
        autoClosed = autoClosed.compactMap { offset in
            if offset < patch.range.lowerBound { return offset }
            return patch.range.isEmpty || offset >= patch.range.upperBound ? offset + patch.lengthChange : nil
        }
        let firstLine = buffer.line(containing: patch.range.lowerBound)
        let removedBreaks = Self.lineBreaks(in: applied.removed)
        let addedBreaks = Self.lineBreaks(in: patch.replacement)
        folding.shift(
            editedLines: firstLine, through: firstLine + removedBreaks, lineDelta: addedBreaks - removedBreaks)
        guard !applyingOwnEdit else { return }
        let hadHistory = history.canUndo || history.canRedo
        history = CodeEditHistory()
        let moved = selection.mapped(through: patch)
        selection = TextSelection(
            anchor: buffer.scalarBoundary(atOrBefore: moved.anchor),
            head: buffer.scalarBoundary(atOrBefore: moved.head))
        onChange?()
        if hadHistory { onHistoryEvent?(.cleared) }
    }
}

extension CodeEditHistory {
    /// The caret stepped over a character while typing: the burst goes on from there.
    mutating func caretAdvanced(from: TextSelection, to: TextSelection) {
        guard var last = undoStack.last, last.selectionAfter == from, !breakBurst else { return }
        last.selectionAfter = to
        replaceLast(last)
    }
}
