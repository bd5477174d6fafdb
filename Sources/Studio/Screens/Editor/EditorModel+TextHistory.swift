import Localization
import UI

/// The document's text steps in the Editor's one timeline: each group the source pane's
/// `CodeEditorModel` records (typing, a visual edit, a reload of the file) is a step of `history`
/// whose undo and redo are the pane's; the pane's own Ctrl+Z moves the same step.
extension EditorModel {
    /// A text step being taken whose tuning joins it: a reload of the file (see
    /// `documentDidReload`), Save params (see `EditorModel+SaveParams.swift`).
    struct PendingReload {
        var message: Message
        var tuning: (before: [String: Double], after: [String: Double])?
    }

    /// Joins the source session's text to the history (the Editor screen calls it once).
    func attachText(_ session: SourceSession) {
        textSession = session
        session.model.onHistoryEvent = { [weak self] event in self?.textHistoryDidChange(event) }
        history.willRecordOtherStep = { [weak session] in session?.model.endCoalescing() }
    }

    /// The name `documentReloaded` gives the text step of a reload being taken, nil otherwise.
    var reloadStepName: String? { pendingReload.map { stepName($0.message) } }

    /// The name a text step of `message` takes in the source pane (English), remembered so the
    /// history's step shows `message` in the language of the moment.
    func stepName(_ message: Message) -> String {
        let name = StudioCatalogue.english(message)
        if stepMessages.count > 4096 { stepMessages.removeAll(keepingCapacity: true) }
        stepMessages[name] = message
        return name
    }

    func textHistoryDidChange(_ event: CodeEditorHistoryEvent) {
        guard !drivingText else { return }
        switch event {
        case .recorded(let name, joined: false):
            let tuning = pendingReload?.tuning
            pendingReload = nil
            history.record(textStep(stepName(name), tuning: tuning))
        case .recorded(_, joined: true):
            history.discardRedo()
        case .undone:
            history.textStepWasUndone()
        case .redone:
            history.textStepWasRedone(
                restored: textStep(stepName(textSession?.model.undoName ?? .editing), tuning: nil))
        case .cleared:
            history.removeTextSteps()
        case .restored(let undo, let redo):
            history.replaceTextSteps(
                undo: undo.map { textStep(stepName($0), tuning: nil) },
                redo: redo.map { textStep(stepName($0), tuning: nil) })
        }
    }

    /// The name of a step of the pane's text: a kind's message (remembered, see
    /// `stepName(_: Message)`), or the name it was applied with.
    private func stepName(_ step: CodeEditStep) -> String {
        guard let message = SourcePaneText.stepMessage(step) else {
            if case .named(let name) = step { return name }
            return ""
        }
        return stepName(message)
    }

    /// A step whose undo and redo are the pane's (with the tuning of a reload after the text).
    private func textStep(_ name: String, tuning: (before: [String: Double], after: [String: Double])?)
        -> EditHistory.Edit
    {
        var step = EditHistory.Edit(
            message: stepMessages[name] ?? EditorText.verbatim(name),
            refusableApply: { [weak self] in
                guard let self else { return nil }
                if let refusal = driveText(undo: false) { return refusal }
                if let tuning { restoreTuning(tuning.after) }
                return nil
            },
            refusableRevert: { [weak self] in
                guard let self else { return nil }
                if let refusal = driveText(undo: true) { return refusal }
                if let tuning { restoreTuning(tuning.before) }
                return nil
            })
        step.isDocumentText = true
        return step
    }

    /// Sets the tuning a text step restores: now, or when the text's analysis arrives (a large
    /// text's comes off the main actor, and its spec is taken then).
    private func restoreTuning(_ values: [String: Double]) {
        setTuning(values)
        tuningAfterText = textSession?.currentAnalysis == nil ? values : nil
    }

    /// Undoes or redoes the pane's newest group; the refusal sentence when it cannot.
    private func driveText(undo: Bool) -> String? {
        guard let model = textSession?.model else { return text(EditorText.textNotOpen) }
        if let reason = textSession?.readOnlyReason { return reason }
        guard undo ? model.canUndo : model.canRedo else { return text(EditorText.textLacksStep) }
        drivingText = true
        if undo { model.undo() } else { model.redo() }
        drivingText = false
        return nil
    }
}
