import Foundation
import Localization
import SpecFiles
import Synchronization
import SpecLanguage
import SpecWorkspace
import UI

/// Joins the source pane's text to the open document: every edit is derived once (one
/// `WorkspaceDocument` of the workspace engine, whose analysis the squiggles, the status, the
/// Problems panel's fixes and the preview share) and handed to the document; a clean file that
/// changes on disk is patched into the pane (caret kept); unsaved text is kept as a draft within
/// a second of the last edit.
///
/// Texts of `backgroundSize` bytes or more are analysed off the main actor: typing never waits,
/// and a result is taken only while its text is still the pane's. When the previous revision's
/// analysis is known, the new one is made from it and the edit (`WorkspaceDocument.applying`).
@MainActor
package final class SourceSession {
    /// The pane's editing state (text, selection, undo).
    package let model: CodeEditorModel
    /// The language engine's view of the text, per revision.
    package let language = SpecSourceLanguage()
    /// The document shown, nil before one is opened.
    package private(set) var document: SpecDocument?
    /// Told after an edit reached the document (its spec, problems or dirty state changed).
    var onDocumentEdited: (@MainActor () -> Void)?
    /// Told after an analysis of the pane's current text is ready (squiggles, status).
    var onAnalysis: (@MainActor () -> Void)?
    /// Told when a draft could not be written (once per streak of failures), with the reason.
    var onDraftFailure: (@MainActor (String) -> Void)?
    /// Why the text cannot be edited (loading, not UTF-8, too large), or nil.
    private(set) var readOnly: Message?
    /// `readOnly` in the pane's language.
    package var readOnlyReason: String? { readOnly.map { text($0) } }
    /// The language of the reasons and of the steps the session names, and of the hover and
    /// completion (given to `language`).
    var text = StudioCatalogue.english {
        didSet { language.text = text }
    }

    /// Where drafts go (nil: no drafts, as in most tests).
    let drafts: DraftStore?
    /// Drafts are written and removed in order on this queue, so typing never waits for the disk.
    private let draftQueue = DispatchQueue(label: "loader-studio.drafts")
    private var scheduler = DraftScheduler()
    private let clock: @MainActor () -> Double
    private let wake = WakeSignal()
    /// Analyses finished off the main actor: (buffer revision, analysis).
    private let finished = FinishedAnalyses()
    /// True while the session itself changes the buffer (a document shown, a disk change).
    private var syncing = false
    /// The last change of the text (one patch, or a group's patches as one), the buffer
    /// revision it began at and the one it made.
    private var lastEdit: (since: Int, revision: Int, edit: SpecTextEdit)?
    /// The hash of the file version drafts are written against, made once per version.
    private let draftBases = DraftBaseCache()
    /// The histories of the documents not shown.
    private var shelf = TextHistoryShelf()
    /// True from `handOverHistory` until the next document is shown.
    private var handingOver = false

    /// The smallest text analysed off the main actor, in bytes.
    package static let backgroundSize = 256 << 10
    /// The largest text that can be edited, in bytes; larger files open read-only.
    static let editableSize = 4 << 20

    package init(drafts: DraftStore?, clock: (@MainActor () -> Double)? = nil) {
        self.drafts = drafts
        let clock = clock ?? { ProcessInfo.processInfo.systemUptime }
        self.clock = clock
        model = CodeEditorModel(text: "", clock: clock)
        model.buffer.addChangeObserver { [weak self] patch, since in self?.textDidChange(patch, since: since) }
    }

    /// Wakes the host every `seconds` until the ticket is stopped (nil without a wake pipe).
    func wakeRepeatedly(every seconds: Double) -> RepeatingWake? { wake?.signalRepeatedly(every: seconds) }

    /// The descriptor that wakes an idle host when an analysis finished or a draft is due.
    var wakeDescriptor: Int32? { wake?.descriptor }

    /// The analysis of the current text when it is ready (always, below `backgroundSize`).
    package var currentAnalysis: SpecAnalysis? {
        if model.buffer.count < Self.backgroundSize { return language.analysis(of: model.buffer) }
        return language.cachedAnalysis(revision: model.buffer.revision)
    }

    // MARK: Documents

    /// Shows `document`'s text (its unsaved text when it has some), replacing the pane's. The
    /// text shown until now keeps its history on the shelf; `document`'s own comes back from
    /// it (with its selection and folds), and when its text changed meanwhile (a change on
    /// disk), that change is one more undoable step.
    package func show(_ document: SpecDocument?) {
        flushDraft()
        if !handingOver, let shown = self.document, shown !== document, readOnly == nil,
            model.canUndo || model.canRedo
        {
            shelf.put(model.keepHistory(), for: shown)
        }
        handingOver = false
        self.document = document
        let bytes = document?.currentBytes ?? []
        readOnly = Self.readOnlyReason(bytes, document: document)
        let kept = document.flatMap { shelf.take(for: $0) }
        syncing = true
        model.isReadOnly = false
        if let document, let kept, readOnly == nil, String(validating: kept.bytes, as: UTF8.self) != nil {
            _ = model.buffer.replaceAll(withUTF8: kept.bytes)
            model.restore(kept)
            if let difference = ByteDifference(from: kept.bytes, to: bytes) {
                applyStep(difference, name: text(SourcePaneText.reloadStep(document.displayName)))
            }
        } else {
            // The pane shares the document's bytes until one side changes. Bytes that are not
            // UTF-8 show with U+FFFD in their place (and cannot be edited).
            if model.buffer.replaceAll(withUTF8: bytes) == nil {
                let text = String(decoding: bytes, as: UTF8.self)
                _ = model.buffer.apply(TextPatch(range: 0..<model.buffer.count, replacement: text))
            }
            model.moveCaret(to: 0, extend: false)
        }
        model.isReadOnly = readOnly != nil
        syncing = false
        analyse(takingEdit: false)
    }

    /// Save As: the shown text's history goes with it to `document`, the file it was saved as
    /// (shown next); the document it was saved from starts a new history.
    func handOverHistory(to document: SpecDocument) {
        guard readOnly == nil else { return }
        shelf.put(model.keepHistory(), for: document)
        if let shown = self.document { shelf.forget(shown) }
        handingOver = true
    }

    /// The patch that `difference` is, as the pane applies it.
    private static func patch(_ difference: ByteDifference) -> TextPatch {
        TextPatch(range: difference.range, replacement: String(decoding: difference.replacement, as: UTF8.self))
    }

    /// After the document was reloaded from disk: a pane without unsaved text takes the file's
    /// bytes as one patch (so the caret and scroll stay where they were). With `stepName` (an
    /// external save) the patch is one undoable text step of that name; without it (a write by
    /// the editor itself, which has its own step) the pane's undo history starts again.
    func documentReloaded(stepName: String? = nil) {
        if let document, readOnly == DocumentText.loading, !document.isLoading { return show(document) }
        guard let document, !document.isDirty, readOnly == nil, let bytes = document.currentBytes else { return }
        let current = model.buffer.bytes
        guard let difference = ByteDifference(from: current, to: bytes) else { return }
        guard String(validating: bytes, as: UTF8.self) != nil else { return show(document) }
        let patch = TextPatch(
            range: difference.range, replacement: String(decoding: difference.replacement, as: UTF8.self))
        syncing = true
        if let stepName {
            model.apply([patch], name: stepName)
        } else {
            _ = model.buffer.apply(patch)
        }
        syncing = false
        analyse(takingEdit: false)
    }

    /// Puts the selection where a restored draft had it (clamped to the text, on scalar
    /// boundaries), when the pane shows the document's text.
    func restoreSelection(anchor: Int, head: Int) {
        let count = model.buffer.count
        let a = model.buffer.scalarBoundary(atOrBefore: min(max(0, anchor), count))
        let h = model.buffer.scalarBoundary(atOrBefore: min(max(0, head), count))
        model.select(TextSelection(anchor: a, head: h))
    }

    /// "Reload" after the file changed on disk under unsaved text: the file's new bytes replace
    /// the pane's text as one undoable step (its undo gives back the text it replaced, unsaved).
    func takeDiskVersion() {
        guard let document, document.diskConflict != nil else { return }
        let mine = model.buffer.bytes
        guard document.acceptDiskVersion() != nil else { return }
        discardDraft(waiting: true)
        replaceText(
            from: mine, with: document.currentBytes ?? [], name: text(SourcePaneText.reloadStep(document.displayName)))
        onDocumentEdited?()
    }

    /// "Keep mine" after the file changed on disk under unsaved text: the pane's text stays,
    /// unsaved against the file's new bytes. The history records both: the change on disk (a
    /// step that would show the file's bytes) and the choice (a step back to the text kept), so
    /// undoing the choice shows what the file now holds, and undoing again the text before.
    package func keepMine() {
        guard let document, let disk = document.diskConflict else { return }
        let mine = model.buffer.bytes
        document.keepMineOverDisk()
        if readOnly == nil, String(validating: disk.bytes, as: UTF8.self) != nil,
            let toDisk = ByteDifference(from: mine, to: disk.bytes),
            let back = ByteDifference(from: disk.bytes, to: mine)
        {
            syncing = true
            applyStep(toDisk, name: text(SourcePaneText.changeOnDiskStep(document.displayName)))
            applyStep(back, name: text(SourcePaneText.keepMineStep))
            syncing = false
            analyse(takingEdit: true)
        }
        // The draft's text is unsaved against the file's new bytes now.
        scheduler.edited(at: clock())
        flushDraft()
        onDocumentEdited?()
    }

    /// Replaces the pane's text `old` with `new` as one undoable step named `name` (the whole
    /// text when it is not UTF-8, which cannot be edited: no step then).
    private func replaceText(from old: [UInt8], with new: [UInt8], name: String) {
        guard readOnly == nil, Self.readOnlyReason(new, document: document) == nil else { return show(document) }
        if let difference = ByteDifference(from: old, to: new) {
            syncing = true
            applyStep(difference, name: name)
            syncing = false
        }
        analyse(takingEdit: false)
    }

    /// Applies `difference` to the pane's text as one undo step of its own named `name` (it
    /// joins no typing burst, and nothing joins it).
    private func applyStep(_ difference: ByteDifference, name: String) {
        model.endCoalescing()
        model.apply([Self.patch(difference)], name: name)
        model.endCoalescing()
    }

    // MARK: Edits

    private func textDidChange(_ patch: TextPatch, since: Int) {
        lastEdit = (
            since, model.buffer.revision,
            SpecTextEdit(
                range: patch.range,
                replacement: Array(patch.replacement.utf8))
        )
        guard !syncing, document != nil else { return }
        if textMatchesFile {
            // Back to the file's bytes (an undo, a retyped character): no draft may outlive this
            // moment, or a crash would bring back what the user just took back.
            discardDraft(waiting: true)
        } else {
            scheduler.edited(at: clock())
            if let due = scheduler.dueTime { wake?.signal(after: due - clock() + 0.01) }
        }
        analyse(takingEdit: true)
    }

    /// Hands the pane's text to the document now, when its analysis has not reached it yet (a
    /// large text is analysed off the main actor): a save right after an edit writes that edit.
    func commitText() {
        guard let document, !model.isReadOnly, document.currentBytes != model.buffer.bytes else { return }
        let current = WorkspaceDocument(bytes: model.buffer.bytes, version: model.buffer.revision, lint: false)
        language.adopt(current, folds: SpecSourceLanguage.folds(of: current.analysis))
        finished.latest = model.buffer.revision
        take(current.analysis)
        onAnalysis?()
    }

    /// True when the pane holds exactly the file's bytes (a new spec has no file to match).
    var textMatchesFile: Bool {
        guard let document, !document.isUntitled, let bytes = document.bytes else { return false }
        return model.buffer.count == bytes.count && model.buffer.bytes == bytes
    }

    /// Analyses the text now (small) or off the main actor (large).
    private func analyse(takingEdit: Bool) {
        let buffer = model.buffer
        let revision = buffer.revision, finished = finished, wake = wake
        finished.latest = revision
        let bytes = buffer.bytes
        // The previous revision's document and the patch between the two, when both are known.
        let step = lastEdit.flatMap { last in
            last.revision == revision ? language.cachedDocument(revision: last.since).map { ($0, last.edit) } : nil
        }
        // Taken once: a whole text shown (a file opened) is not held a second time as an edit.
        lastEdit = nil
        if buffer.count < Self.backgroundSize {
            let current: WorkspaceDocument
            if let (previous, edit) = step {
                current = previous.applying(edit, giving: bytes, version: revision, lint: false)
                language.adopt(current)
            } else {
                current = language.document(of: buffer)
            }
            if takingEdit { take(current.analysis) }
            onAnalysis?()
            Self.lintLater(current, finished: finished, wake: wake)
            return
        }
        // A file just opened or reloaded was checked when the document read it: that check is
        // taken over (one spec, one evaluator, one parse in memory), the tree alone is read.
        let checked = document?.latest?.check(ofExactly: bytes)
        Task.detached(priority: .userInitiated) {
            guard finished.latest == revision else { return }
            let current =
                checked.map { WorkspaceDocument(bytes: bytes, version: revision, checked: $0.check, parsed: $0.parsed) }
                ?? step.map { previous, edit in previous.applying(edit, giving: bytes, version: revision, lint: false) }
                ?? WorkspaceDocument(bytes: bytes, version: revision, lint: false)
            // The folds walk the whole tree: made here, not on the main actor at the next keystroke.
            finished.add(current, edit: takingEdit, folds: SpecSourceLanguage.folds(of: current.analysis))
            wake?.signal()
            Self.lintLater(current, finished: finished, wake: wake)
        }
    }

    /// The lint rules sample the evaluator: they run off the main actor once typing pauses for
    /// `lintPause` seconds, and not at all for a text already replaced by a newer one.
    private nonisolated static func lintLater(
        _ document: WorkspaceDocument, finished: FinishedAnalyses, wake: WakeSignal?
    ) {
        let revision = document.version
        Task.detached(priority: .utility) {
            try? await Task.sleep(nanoseconds: UInt64(lintPause * 1_000_000_000))
            guard finished.latest == revision else { return }
            let linted = document.linted()
            guard finished.latest == revision else { return }
            finished.add(linted, edit: false)
            wake?.signal()
        }
    }

    /// The pause in typing before the lint rules run, in seconds.
    nonisolated static let lintPause = 0.3

    private func take(_ analysis: SpecAnalysis) {
        guard let document, !model.isReadOnly else { return }
        document.takeEdit(analysis.bytes, derivation: SpecDerivation(analysis: analysis))
        onDocumentEdited?()
    }

    /// Collects finished analyses and writes a due draft; the host calls it each tick.
    package func tick() {
        wake?.drain()
        for done in finished.collect() where done.document.version == model.buffer.revision {
            language.adopt(done.document, folds: done.folds)
            if done.edit { take(done.document.analysis) }
            onAnalysis?()
        }
        if scheduler.isDue(at: clock()) { flushDraft() }
        for failure in drafts?.takeFailures() ?? [] { onDraftFailure?(failure) }
    }

    // MARK: Drafts

    /// The draft key of `document`.
    static func draftKey(_ document: SpecDocument) -> String {
        switch document.source {
        case .file(let path): return Draft.key(forPath: path)
        case .builtin(let name): return Draft.key(forPath: "builtin:" + name)
        case .untitled(let title): return Draft.key(forPath: "untitled:" + title)
        }
    }

    /// Writes the pending draft now, atomically, with the file's version the text is unsaved
    /// against and the selection (or removes it when the pane holds the file's bytes). The text
    /// is the pane's own, whatever its analysis has reached.
    func flushDraft() {
        guard scheduler.isPending else { return }
        scheduler.written()
        guard let drafts, let document, readOnly == nil else { return }
        guard !textMatchesFile else { return discardDraft(waiting: true) }
        let text = model.buffer.bytes, selection = model.selection
        let key = Self.draftKey(document), path = document.path, title = document.displayName
        let fileBytes = path == nil ? nil : document.bytes, stamp = document.stamp
        let savedAt = Date().timeIntervalSince1970, wake = wake, bases = draftBases
        draftQueue.async {
            let base = fileBytes.map { bases.base(key: key, bytes: $0, stamp: stamp) }
            let draft = Draft(
                key: key, path: path, title: title, text: String(decoding: text, as: UTF8.self),
                savedAt: savedAt, base: base, selection: (selection.anchor, selection.head))
            do {
                try drafts.save(draft)
            } catch {
                drafts.noteFailure((error as? StudioFileError)?.message ?? "\(error)")
                wake?.signal()
            }
        }
    }

    /// Removes the document's draft (after a save, or when its text is thrown away); with
    /// `waiting`, returns once it is gone from the disk.
    func discardDraft(waiting: Bool = false) {
        scheduler.written()
        guard let drafts, let document else { return }
        let key = Self.draftKey(document)
        if waiting {
            draftQueue.sync { drafts.remove(key) }
        } else {
            draftQueue.async { drafts.remove(key) }
        }
    }

    /// Writes the pending draft and waits until every draft write is on disk (before exiting).
    package func finishDrafts() {
        flushDraft()
        draftQueue.sync {}
    }

    // MARK: Read-only texts

    /// Why `bytes` cannot be edited: the document is loading, not UTF-8 (with the first bad
    /// byte's offset), or too large.
    static func readOnlyReason(_ bytes: [UInt8], document: SpecDocument?) -> Message? {
        if document?.isLoading == true { return DocumentText.loading }
        if bytes.count > editableSize {
            return SourcePaneText.tooLarge(kib: bytes.count / 1024, limitMiB: editableSize >> 20)
        }
        if let offset = firstInvalidUTF8(bytes) { return SourcePaneText.notUTF8(offset: offset) }
        return nil
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// Analyses finished off the main actor, waiting for the main loop.
private final class FinishedAnalyses: Sendable {
    struct Done: Sendable {
        /// The revision's document (its version is the buffer's revision).
        let document: WorkspaceDocument
        let edit: Bool
        /// The analysis's folds, made beside it (nil: the editor asks for them).
        var folds: [CodeFoldRange]? = nil
    }

    private let list = Mutex<[Done]>([])
    private let latestRevision = Atomic<Int>(-1)

    /// The pane's newest revision: work for an older one is skipped.
    var latest: Int {
        get { latestRevision.load(ordering: .relaxed) }
        set { latestRevision.store(newValue, ordering: .relaxed) }
    }

    func add(_ document: WorkspaceDocument, edit: Bool, folds: [CodeFoldRange]? = nil) {
        list.withLock { $0.append(Done(document: document, edit: edit, folds: folds)) }
    }

    func collect() -> [Done] {
        list.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
