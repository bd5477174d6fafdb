import Foundation
import LoaderKitCore
import Localization
import SpecFiles
import StudioCommandLine
import UI

/// The source pane's commands: show it (Ctrl+J), New (Ctrl+N), Save (Ctrl+S), Save As
/// (Ctrl+Shift+S), the choice after a change on disk, and drafts offered back after a crash.
extension StudioApp {
    /// The source session of the Editor.
    var source: SourceSession { editor.source.session }

    func wireSource() {
        editor.setShowsSource(settings.showsSource, focus: false)
        editor.setSourceWidth(settings.sourceWidth)
        editor.source.setWrapsLines(settings.sourceWraps)
        editor.source.onWrapChange = { [unowned self] on in
            settings.sourceWraps = on
            saveSettings()
        }
        editor.onSourceLayoutChange = { [unowned self] in
            guard settings.showsSource != editor.showsSource || settings.sourceWidth != editor.sourceWidth else {
                return
            }
            settings.showsSource = editor.showsSource
            settings.sourceWidth = editor.sourceWidth
            saveSettings()
        }
        source.onDocumentEdited = { [unowned self] in
            batchingStatus {
                editorModel.documentDidEdit()
                if let document = source.document { gallery.documentsDidChange([document]) }
                editor.source.showDocumentState()
                refreshStatus()
            }
        }
        source.onAnalysis = { [unowned self] in
            editor.source.showAnalysis()
            if let analysis = source.currentAnalysis { editor.warnings = SpecProblem.warnings(of: analysis) }
        }
        root.toolbar.sourceButton.action = { [unowned self] in toggleSource() }
        editor.source.conflictBar.onReload = { [unowned self] in
            source.takeDiskVersion()
            editor.source.showDocumentState()
        }
        editor.source.conflictBar.onKeepMine = { [unowned self] in
            source.keepMine()
            editor.source.showDocumentState()
        }
        editor.source.conflictBar.onCompare = { [unowned self] in showCompare() }
        source.onDraftFailure = { [unowned self] reason in
            window.showToast(text(StatusText.draftFailed(reason)), kind: .error, duration: 8)
        }
        offerDrafts()
    }

    /// Ctrl+J: shows or hides the source pane (in the Editor).
    package func toggleSource() {
        if mode != .editor { select(mode: .editor) }
        editor.setShowsSource(!editor.showsSource)
    }

    /// Alt+Z: wraps the source pane's long lines, or stops (in the Editor, the pane shown).
    func toggleSourceWrap() {
        if mode != .editor { select(mode: .editor) }
        if !editor.showsSource { editor.setShowsSource(true, focus: false) }
        editor.source.toggleWrap()
    }

    /// True while the focus is in the source pane's text or its find bar.
    var isEditingSource: Bool { window.focusedView?.isDescendant(of: editor.source.editor) == true }

    // MARK: New

    /// Ctrl+N: a new spec, blank or a copy of the Editor's indicator, shown in the Editor with
    /// the source pane open and the inspector on Design (a new spec is there to be designed;
    /// the tab the user picked is still the one remembered).
    func showNewDialog() {
        if window.popover is NewSpecDialog { return window.dismissPopover() }
        let dialog = NewSpecDialog(current: editorModel.document, text: text)
        dialog.onChoose = { [unowned self] title, text in
            window.dismissPopover()
            newSpec(title: title, text: text)
        }
        presentCentered(dialog)
        // Typing filters the Start from list at once; Enter with nothing typed is still Blank.
        window.focus(dialog.nameField)
    }

    /// Opens a new unsaved spec holding `text`.
    @discardableResult
    package func newSpec(title: String? = nil, text: String) -> SpecDocument {
        let document = library.addUntitled(title: title, text: text)
        gallery.applyFilter()
        open(document)
        editor.setShowsSource(true)
        editor.inspector.show(tab: .design)
        return document
    }

    // MARK: Save

    /// Ctrl+S: saves the pane's text when it is unsaved (Save As for a new spec or a built-in),
    /// else writes the tuned params into the file ("Save params").
    package func save() {
        guard mode == .editor, let document = editorModel.document else { return }
        if source.document === document { source.commitText() }
        guard document.isDirty || document.isUntitled else { return saveParams() }
        guard document.path != nil else { return showSaveAsDialog() }
        do {
            try document.save()
            source.discardDraft()
            editorModel.documentDidWrite()
            editor.source.showDocumentState()
            window.showToast(text(StatusText.saved(document.displayName)), kind: .success, duration: 2)
        } catch {
            window.showToast(error.message(text), kind: .error, duration: 6)
        }
    }

    /// Ctrl+Shift+S: asks where to write the pane's text, then opens that file in its place.
    func showSaveAsDialog() {
        guard let document = editorModel.document else { return }
        if window.popover is FileDialog { window.dismissPopover() }
        let name = document.path.map(FilePaths.name(of:)) ?? Self.fileName(for: document)
        let folder = document.path.map(FilePaths.directory(of:)) ?? FileManager.default.currentDirectoryPath
        if saveWithSystemChooser(document, name: name, folder: folder) { return }
        let dialog = FileDialog(purpose: .saveAs(suggestedName: name), workingDirectory: folder, text: text)
        dialog.onChoose = { [unowned self] path in saveAs(document, to: path) }
        presentCentered(dialog)
    }

    /// Writes `document`'s text to `path` and shows that file in the Editor in its place, with
    /// the document's history, tuning and playhead (a new spec closes; a file or a built-in
    /// saved under another name goes back to its own bytes, unsaved text and draft gone with
    /// the text to the new file). The problem, if any.
    package func saveAs(_ document: SpecDocument, to path: String) -> String? {
        guard path.hasSuffix(".json") else { return text(StatusText.jsonName) }
        guard let bytes = document.currentBytes else { return text(StatusText.noText(document.displayName)) }
        let absolute = FilePaths.absolute(path)
        if absolute == document.path {
            window.dismissPopover()
            save()
            return nil
        }
        if let open = library.document(atPath: absolute), open !== document, open.isDirty {
            return text(StatusText.openUnsaved(FilePaths.name(of: path)))
        }
        do {
            try AtomicFileWriter.write(bytes, to: absolute)
        } catch {
            return error.message(text)
        }
        window.dismissPopover()
        let written: SpecDocument
        do {
            guard let opened = try library.open(absolute).last else {
                return text(StatusText.couldNotOpen(FilePaths.name(of: path)))
            }
            written = opened
        } catch {
            return error.message(text)
        }
        written.reload()
        settings.noteRecentFile(absolute)
        let showsIt = editorModel.document === document
        if written !== document {
            source.discardDraft(waiting: true)
            if showsIt { source.handOverHistory(to: written) }
            if document.isUntitled { library.close(document) } else { document.revertToFile() }
        }
        gallery.applyFilter()
        if showsIt { editorModel.takeSavedAs(written) }
        open(written)
        saveSettings()
        window.showToast(text(StatusText.saved(FilePaths.name(of: path))), kind: .success, duration: 2)
        return nil
    }

    /// A file name for a spec without one: its title, or its `name`, made safe.
    static func fileName(for document: SpecDocument) -> String {
        let base = document.spec?.name ?? document.displayName
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return (safe.isEmpty ? "spec" : safe) + ".json"
    }

    // MARK: The desktop's dialogs

    /// Asks the desktop's Open dialog when there is one; true when it was asked (the answer
    /// comes to `takeSystemChoice` on a later tick), false to use the studio's own dialog.
    func openWithSystemChooser() -> Bool {
        guard let chooser = systemFileChooser, pendingSystemChoice == nil, chooser.isAvailable else { return false }
        do {
            try chooser.startOpen(
                title: text(StatusText.openSpecTitle), folder: FileManager.default.currentDirectoryPath)
        } catch {
            window.showToast(text(StatusText.openChooserFailed(error.message)), kind: .warning)
            return false
        }
        pendingSystemChoice = .open
        return true
    }

    /// Asks the desktop's Save dialog for `document` when there is one (see `openWithSystemChooser`).
    func saveWithSystemChooser(_ document: SpecDocument, name: String, folder: String) -> Bool {
        guard let chooser = systemFileChooser, pendingSystemChoice == nil, chooser.isAvailable else { return false }
        do {
            try chooser.startSave(title: text(StatusText.saveAsTitle(document.displayName)), name: name, folder: folder)
        } catch {
            window.showToast(text(StatusText.saveChooserFailed(error.message)), kind: .warning)
            return false
        }
        pendingSystemChoice = .saveAs(document)
        return true
    }

    /// Takes the desktop dialog's answer, if it came.
    func takeSystemChoice() {
        guard let pending = pendingSystemChoice, let choice = systemFileChooser?.poll() else { return }
        pendingSystemChoice = nil
        switch (choice, pending) {
        case (.chosen(let path), .open):
            if let problem = openTyped(path) { window.showToast(problem, kind: .error, duration: 6) }
        case (.chosen(let path), .saveAs(let document)):
            if let problem = saveAs(document, to: path) { window.showToast(problem, kind: .error, duration: 6) }
        case (.cancelled, _):
            break
        case (.failed(let message), _):
            window.showToast(text(StatusText.chooserFailed(message)), kind: .warning, duration: 6)
        }
    }

    // MARK: Changed on disk

    /// Shows the two texts side by side, the differing lines marked.
    func showCompare() {
        guard let document = source.document, let disk = document.diskConflict else { return }
        let mine = String(decoding: document.currentBytes ?? [], as: UTF8.self)
        let theirs = String(decoding: disk.bytes, as: UTF8.self)
        presentCentered(CompareView(mine: mine, disk: theirs, name: document.displayName, text: text))
    }

    // MARK: Drafts

    /// Offers back the drafts a crash or a kill left: each opens as unsaved text (a file's
    /// draft in its file's document) with its selection, with a toast saying so. A draft whose
    /// file changed on disk since it was written opens with the change waiting for the user's
    /// choice (Reload, Keep mine, Compare). A draft stays on disk until its text is saved or
    /// taken back, so a second crash loses nothing either.
    func offerDrafts() {
        guard let drafts = source.drafts else { return }
        let found = drafts.allWithMessages()
        for problem in found.problems { window.showToast(text(problem), kind: .warning, duration: 6) }
        guard !found.drafts.isEmpty else { return }
        var restored: [String] = [], changedOnDisk: [String] = []
        for draft in found.drafts.reversed() {
            let document: SpecDocument
            if let path = draft.path, let opened = try? library.open(path).last {
                document = opened
                // The draft is compared with the file's bytes: a large file is read now.
                if document.isLoading { document.reload() }
            } else if draft.path == nil,
                let builtin = library.documents.first(where: {
                    $0.isBuiltin && SourceSession.draftKey($0) == draft.key
                })
            {
                document = builtin
            } else {
                document = library.addUntitled(title: draft.path == nil ? draft.title : nil, text: draft.text)
            }
            let bytes = Array(draft.text.utf8)
            if !document.isUntitled, document.currentBytes == bytes {
                // Saved after the draft was written: nothing to restore.
                drafts.remove(draft.key)
                continue
            }
            if document.restoreDraft(bytes, base: draft.base) { changedOnDisk.append(draft.title) }
            restored.append(draft.title)
            open(document)
            if let anchor = draft.selectionAnchor, let head = draft.selectionHead {
                source.restoreSelection(anchor: anchor, head: head)
            }
        }
        gallery.applyFilter()
        guard !restored.isEmpty else { return }
        editor.setShowsSource(true, focus: false)
        editor.source.showDocumentState()
        if changedOnDisk.isEmpty {
            window.showToast(
                text(StatusText.restored(restored.joined(separator: ", "))), kind: .info, duration: 6)
        } else {
            window.showToast(
                text(
                    StatusText.restoredChanged(
                        restored.joined(separator: ", "), changed: changedOnDisk.joined(separator: ", "))),
                kind: .warning, duration: 10)
        }
    }
}
