/// The document's text steps in the Editor's timeline. The source pane keeps its own groups of
/// the same steps (its Ctrl+Z works on them directly); these keep the timeline in step when it
/// does, so Ctrl+Z outside the pane and inside it undo the same steps.
extension EditHistory {
    /// The text's newest step was undone by the pane itself: it moves to the redo side.
    func textStepWasUndone() {
        guard let index = undoStack.lastIndex(where: \.isDocumentText) else { return }
        redoStack.append(undoStack.remove(at: index))
        onChange?()
    }

    /// The pane applied its newest undone step again: it moves back to the undo side (a step
    /// the timeline no longer holds comes back as `restored`).
    func textStepWasRedone(restored: @autoclosure () -> Edit) {
        if let index = redoStack.lastIndex(where: \.isDocumentText) {
            undoStack.append(redoStack.remove(at: index))
        } else {
            undoStack.append(restored())
        }
        onChange?()
    }

    /// The text's groups were forgotten (another text shown, a write by the editor itself):
    /// its steps leave the timeline.
    func removeTextSteps() {
        let before = undoStack.count + redoStack.count
        undoStack.removeAll(where: \.isDocumentText)
        redoStack.removeAll(where: \.isDocumentText)
        if undoStack.count + redoStack.count != before { onChange?() }
    }

    /// The pane gave back a text's kept history: its steps replace the text steps of the
    /// timeline (`undo` oldest first; `redo` with the next one last), after the other steps.
    func replaceTextSteps(undo: [Edit], redo: [Edit]) {
        undoStack.removeAll(where: \.isDocumentText)
        redoStack.removeAll(where: \.isDocumentText)
        undoStack.append(contentsOf: undo)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack.append(contentsOf: redo)
        onChange?()
    }

    /// A typing burst went on after an undo outside the pane: the steps that could be redone
    /// are gone, as after any new step.
    func discardRedo() {
        guard !redoStack.isEmpty else { return }
        redoStack.removeAll()
        onChange?()
    }

    /// True when the newest step is a text step.
    var lastIsText: Bool { undoStack.last?.isDocumentText == true }
}
