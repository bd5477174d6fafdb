import Localization
import UI

/// Undo and redo for the Editor: inspector edits, Save params, and the document's text steps
/// (typing, visual edits, external saves), in the order they happened — one timeline for the user.
///
/// A slider drag sends many edits with one coalescing key; they become one step whose revert is
/// the first edit's and whose apply is the last one's. `endCoalescing()` (on mouse up), a
/// different key, `undo()` or `redo()` close the step.
@MainActor package final class EditHistory {
    var undoStack: [Edit] = []
    var redoStack: [Edit] = []
    private var coalescingOpen = false
    /// The most steps kept; the oldest are dropped beyond it. The default is the source pane's
    /// (`CodeEditorModel.historyStepLimit`), so the timeline holds every text step the pane does.
    package let limit: Int
    /// Called after every change of the stacks (perform, undo, redo, clear).
    package var onChange: (() -> Void)?
    /// Called with the sentence of a refused step (the stacks stay as they were).
    package var onRefusal: ((String) -> Void)?
    /// Called before a step that is not a text step is recorded (the text's typing burst ends).
    var willRecordOtherStep: (() -> Void)?

    package init(limit: Int = CodeEditorModel.historyStepLimit) {
        self.limit = max(1, limit)
    }

    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` would revert ("Undo Change speed"), or nil, in English.
    package var undoName: String? { undoStack.last?.name }
    package var redoName: String? { redoStack.last?.name }
    /// The name of the step `undo()` would revert, to render in the current language.
    package var undoMessage: Message? { undoStack.last?.message }
    /// The name of the step `redo()` would apply, to render in the current language.
    package var redoMessage: Message? { redoStack.last?.message }
    /// Steps that can be undone.
    package var undoCount: Int { undoStack.count }

    /// Applies `edit` and records it (clearing redo), coalescing with the previous step when
    /// both have the same non-nil key and coalescing is open. Returns why it was refused, if it was
    /// (then nothing is recorded).
    @discardableResult
    package func perform(_ edit: Edit) -> String? {
        if let refusal = edit.apply() { return refused(refusal) }
        record(edit)
        return nil
    }

    /// Records `edit` whose effect is already applied (the view changed the value itself).
    package func record(_ edit: Edit) {
        if !edit.isDocumentText { willRecordOtherStep?() }
        redoStack.removeAll()
        if coalescingOpen, let key = edit.coalescingKey, let last = undoStack.last, last.coalescingKey == key {
            var joined = Edit(
                message: last.message, coalescingKey: key, refusableApply: edit.apply, refusableRevert: last.revert)
            joined.isDocumentText = last.isDocumentText
            undoStack[undoStack.count - 1] = joined
        } else {
            undoStack.append(edit)
            if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        }
        coalescingOpen = edit.coalescingKey != nil
        onChange?()
    }

    /// Ends the current coalesced step (a drag ended): the next edit starts a new step.
    package func endCoalescing() { coalescingOpen = false }

    /// Reverts the last step; returns why it was refused, if it was (the step stays).
    @discardableResult
    package func undo() -> String? {
        guard let edit = undoStack.last else { return nil }
        coalescingOpen = false
        if let refusal = edit.revert() { return refused(refusal) }
        undoStack.removeLast()
        redoStack.append(edit)
        onChange?()
        return nil
    }

    /// Applies the last undone step again; returns why it was refused, if it was (the step stays).
    @discardableResult
    package func redo() -> String? {
        guard let edit = redoStack.last else { return nil }
        coalescingOpen = false
        if let refusal = edit.apply() { return refused(refusal) }
        redoStack.removeLast()
        undoStack.append(edit)
        onChange?()
        return nil
    }

    /// Forgets every step (a different document was opened).
    package func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
        coalescingOpen = false
        onChange?()
    }

    private func refused(_ sentence: String) -> String {
        onRefusal?(sentence)
        return sentence
    }
}
