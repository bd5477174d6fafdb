import Foundation
import Graphics
import UI

/// Quit (Ctrl+Q, or the window's close button through the host): at once when no text is
/// unsaved, else the quit dialog lists each unsaved document. Save writes a document's file;
/// Save As… (a new spec, an edited built-in) opens the document in the Editor and asks for a file
/// with the studio's Save As (`showSaveAsDialog`, `saveAs`); Discard takes a document off the
/// list and its draft goes when the studio quits; Save all saves every file, then asks a file for
/// each of the others, one at a time. After each, the dialog comes back with the documents left,
/// or the studio quits when none is left. A save that fails keeps its row, which says why.
/// Cancel (or Escape) keeps everything; Quit without saving keeps each text as a draft.
extension StudioApp {
    /// Asks the host to quit; with unsaved text, asks the user first (`QuitDialog`). Asked again
    /// while the dialog is open, it quits, keeping each text as a draft.
    package func quit() {
        if window.popover is QuitDialog { return quitNow() }
        if quitFlow == nil || !isQuitFlowOnScreen { quitFlow = QuitFlow() }
        showQuitDialogOrQuit()
    }

    /// True while the quit flow's dialog, or a Save As it asked for, is open.
    var isQuitFlowOnScreen: Bool {
        guard let flow = quitFlow else { return false }
        if window.popover is QuitDialog { return true }
        if let dialog = flow.namingDialog, window.popover === dialog { return true }
        return flow.naming != nil && pendingSystemChoice != nil
    }

    /// Shows the quit dialog with the documents still to decide on, or quits when none is left.
    func showQuitDialogOrQuit() {
        guard let flow = quitFlow else { return }
        flow.naming = nil
        flow.namingDialog = nil
        let documents = flow.undecided(in: library)
        guard !documents.isEmpty else { return quitNow() }
        let dialog = QuitDialog(
            rows: documents.map { flow.row(for: $0, text: text) }, maximumHeight: window.size.height - 16, text: text)
        dialog.onKeep = { [unowned self] index in keep(documents[index]) }
        dialog.onDiscard = { [unowned self] index in
            quitFlow?.discard(documents[index])
            showQuitDialogOrQuit()
        }
        dialog.onSaveAll = { [unowned self] in saveAll() }
        dialog.onQuit = { [unowned self] in quitNow() }
        presentCentered(dialog)
        // Enter never throws text away: the focus starts on Save all.
        window.focus(dialog.saveAllButton)
    }

    /// Ends the flow and quits: each text still undecided kept as a draft (offered back on the
    /// next start; a new spec never typed into has none of its own yet), the discarded texts'
    /// drafts removed (an edited built-in saved as a new file has none left either).
    func quitNow() {
        let flow = quitFlow ?? QuitFlow()
        quitFlow = nil
        window.dismissPopover()
        prepareToExit()
        if let drafts = source.drafts {
            for document in flow.discarded { drafts.remove(SourceSession.draftKey(document)) }
            for document in flow.undecided(in: library) {
                guard let bytes = document.currentBytes else { continue }
                // Nothing can be shown any more: a draft that cannot be written is left as it was.
                try? drafts.save(
                    Draft(
                        key: SourceSession.draftKey(document), path: document.path,
                        title: document.displayName, text: String(decoding: bytes, as: UTF8.self),
                        savedAt: Date().timeIntervalSince1970))
            }
        }
        onQuit?()
    }

    /// A row's Save (then the dialog again) or Save As….
    private func keep(_ document: SpecDocument) {
        guard let flow = quitFlow else { return }
        switch QuitFlow.keeping(of: document) {
        case .save:
            saveRow(document, in: flow)
            showQuitDialogOrQuit()
        case .saveAs:
            flow.namesToAsk = []
            askName(for: document)
        }
    }

    /// Save all: every document with a file saved, then a file asked for each of the others.
    private func saveAll() {
        guard let flow = quitFlow else { return }
        let documents = flow.undecided(in: library)
        for document in documents where QuitFlow.keeping(of: document) == .save { saveRow(document, in: flow) }
        flow.namesToAsk = documents.filter { QuitFlow.keeping(of: $0) == .saveAs }
        askNextNameOrReturn()
    }

    /// The next Save As of "Save all", or the dialog again (or quit) when none is left.
    private func askNextNameOrReturn() {
        guard let flow = quitFlow else { return }
        guard !flow.namesToAsk.isEmpty else { return showQuitDialogOrQuit() }
        askName(for: flow.namesToAsk.removeFirst())
    }

    /// Writes `document`'s text to its file; notes the problem on its row when that fails.
    private func saveRow(_ document: SpecDocument, in flow: QuitFlow) {
        if let problem = saveToFile(document) {
            flow.noteProblem(problem, for: document)
        } else {
            flow.noteSaved(document, elsewhere: false)
        }
    }

    /// Writes `document`'s unsaved text to its file as Ctrl+S does, for any open document:
    /// its draft removed, the Editor told when it shows it. Returns why it failed, or nil.
    func saveToFile(_ document: SpecDocument) -> String? {
        do {
            try document.save()
        } catch {
            return error.message(text)
        }
        if document === source.document {
            source.discardDraft()
        } else if let drafts = source.drafts {
            // Draft writes are queued: the ones already asked for land before this removal.
            source.finishDrafts()
            drafts.remove(SourceSession.draftKey(document))
        }
        if document === editorModel.document {
            editorModel.documentDidWrite()
            editor.source.showDocumentState()
        }
        gallery.documentsDidChange([document])
        refreshStatus()
        return nil
    }

    /// Opens `document` in the Editor and asks for its file with the studio's Save As; the flow
    /// goes on when the file is written (`saveAs`) or the dialog is cancelled.
    private func askName(for document: SpecDocument) {
        guard let flow = quitFlow else { return }
        flow.naming = document
        window.dismissPopover()
        open(document)
        showSaveAsDialog()
        if let dialog = window.popover as? FileDialog, case .saveAs = dialog.purpose {
            flow.namingDialog = dialog
            // The suggested path is the field's committed text, so Escape closes the dialog
            // (rather than emptying the field first).
            dialog.pathField.setText(dialog.pathField.text)
            dialog.onChoose = { [unowned self] path in
                if let problem = saveAs(document, to: path) { return problem }
                nameWasAsked(for: document, saved: true)
                return nil
            }
            dialog.cancelButton.action = { [unowned self] in
                window.dismissPopover()
                nameWasAsked(for: document, saved: false)
            }
        } else if pendingSystemChoice == nil {
            // Neither dialog opened (the toast said why): back to the list.
            showQuitDialogOrQuit()
        }
        // Else the desktop's dialog is open: `continueQuitAfterSaveAs` takes its answer.
    }

    /// After the Save As of `document` closed: saved, the next name or the dialog (or quit);
    /// cancelled, the dialog with what is left.
    private func nameWasAsked(for document: SpecDocument, saved: Bool) {
        guard let flow = quitFlow, flow.naming === document else { return }
        if saved {
            flow.noteSaved(document, elsewhere: true)
            askNextNameOrReturn()
        } else {
            flow.namesToAsk = []
            showQuitDialogOrQuit()
        }
    }

    /// True while the flow's own Save As dialog is open: Escape there brings the list back.
    var quitFlowTakesEscape: Bool {
        guard let dialog = quitFlow?.namingDialog else { return false }
        return window.popover === dialog
    }

    /// Closes the flow's Save As and shows the list again.
    func cancelQuitFlowSaveAs() {
        guard let document = quitFlow?.naming else { return }
        window.dismissPopover()
        nameWasAsked(for: document, saved: false)
    }

    /// Each tick: a Save As of the flow that closed without telling it (the desktop's dialog
    /// answered, or the studio's was clicked away) goes on, as saved when the Editor shows the
    /// written file instead of the document (what `saveAs` does), else as cancelled.
    func continueQuitAfterSaveAs() {
        guard let flow = quitFlow, let document = flow.naming, pendingSystemChoice == nil,
            flow.namingDialog?.window == nil
        else { return }
        nameWasAsked(for: document, saved: editorModel.document !== document)
    }

    /// Escape in the flow's Save As closes it and brings the list back (after the focused view,
    /// so a field with an edit takes its own Escape first).
    func wireQuit() {
        window.shortcuts.register(
            Shortcut(.escape), priority: .afterFocus,
            isActive: { [unowned self] in quitFlowTakesEscape }
        ) { [unowned self] in
            cancelQuitFlowSaveAs()
        }
    }
}
