import LoaderKitCore
import Localization
import SpecFiles
import SpecLanguage

/// One indicator the studio shows: a built-in, or a spec file that is watched and reloaded.
///
/// A file document always keeps the last good spec: a bad save, a half-written file or a deleted
/// file leave `spec` as it was and set `isStale` (and `isMissing`), with `problems` saying why.
/// Each state of the file is parsed, validated and prepared once (`SpecDerivation`); a large file
/// is worked on off the main actor (`DocumentLibrary`), the old spec staying shown meanwhile. A
/// large file opened is read off the main actor too: its document is `isLoading` until then.
@MainActor package final class SpecDocument {
    package let source: DocumentSource
    /// The derivation of the spec shown: the last good one (kept while the file is bad or
    /// deleted); nil only for a file that has never been good. Replaced with `revision`.
    package private(set) var shown: SpecDerivation?
    /// The problems of the file as it is now: validation first, then prepare; one problem for a
    /// JSON syntax error; one whole-file problem (line 0) when the file cannot be read.
    package internal(set) var problems: [SpecProblem] = []
    /// True when `spec` is older than the file's current (bad or missing) state.
    package internal(set) var isStale = false
    /// True while the file is deleted; the document waits for it to come back.
    package internal(set) var isMissing = false
    /// True until the file's first read is taken (a large file opened is read off the main
    /// actor): no text, spec or problems yet.
    package private(set) var isLoading = false
    /// Increments each time `spec` is replaced (a good save, "Save params", an edit in the pane); the
    /// editor takes the new spec when it changes.
    package internal(set) var revision = 0
    /// The current file text (the built-in's JSON for a built-in, the text a new spec started from);
    /// nil while unreadable. Decoded from `bytes` when asked (an 8 MB file's takes milliseconds;
    /// it is asked for on a click), so the document holds its text once.
    package var text: String? {
        if case .untitled = source { return startingText }
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }
    /// The text a new spec started from (nil for a built-in or a file).
    private var startingText: String?
    /// The source pane's text when it differs from the file's bytes (unsaved); nil when the
    /// pane holds what the file holds. See `SpecDocument+Editing.swift`.
    package internal(set) var editedBytes: [UInt8]?
    /// The file's new bytes when it changed on disk while the pane had unsaved text: neither
    /// side is dropped until the user chooses (Reload, Keep mine, Compare).
    package internal(set) var diskConflict: FileSnapshot?
    /// How many times the document's bytes were parsed, validated and prepared.
    package private(set) var derivationCount = 0

    /// The bytes `text` came from, the parse of them (nil when not JSON) and their stamp.
    var bytes: [UInt8]?
    var root: JSONNode?
    /// The derivation of the document's current bytes (good or not), the one `root` came from.
    var latest: SpecDerivation?
    var stamp: FileStamp?
    /// Why the file could not be read the last time, if it could not.
    var readFailure: FileReadFailure?
    /// The largest file read, in bytes.
    let sizeLimit: Int
    /// Numbers each new state of the file read; a derivation made off the main actor is taken
    /// only while its read is still the latest.
    private(set) var readNumber = 0
    /// The read whose derivation is being made off the main actor, if one is; its bytes are nil
    /// while the file itself is read there (the first read of a large file).
    private var pending: (number: Int, bytes: [UInt8]?)?

    /// A built-in document (nil for an unknown name).
    package init?(builtin name: String) {
        guard let spec = IndicatorSpec.builtin(named: name) else { return nil }
        source = .builtin(name)
        sizeLimit = 0
        let json = Self.builtinText(named: name)
        shown = SpecDerivation(builtin: spec)
        if let json { bytes = Array(json.utf8) }
    }

    /// A built-in's text as the studio opens it: LoaderKit's one-line JSON in the studio's format
    /// (`SpecFormatter`: 2-space indents, short arrays on one line), as the playground shows
    /// built-ins; nil for an unknown name.
    package static func builtinText(named name: String) -> String? {
        IndicatorSpec.builtinJSON(named: name).map { SpecFormatter.format($0) ?? $0 }
    }

    /// A new spec without a file, holding `text` as unsaved text.
    package init(untitled title: String, text: String) {
        source = .untitled(title)
        sizeLimit = SpecFileReader.defaultSizeLimit
        bytes = []
        // The text it started from, as a built-in's JSON is its text.
        startingText = text
        takeEdit(Array(text.utf8), derivation: SpecDerivation(bytes: Array(text.utf8)))
    }

    /// A document for the spec file at absolute `path`, read now (a bad or missing file gives a
    /// document with problems and no spec).
    package init(path: String, sizeLimit: Int = SpecFileReader.defaultSizeLimit) {
        source = .file(path)
        self.sizeLimit = sizeLimit
        reload()
    }

    /// A document for the spec file at absolute `path` that is read off the main actor: it is
    /// `isLoading` until `finish(read:outcome:)` takes read `readNumber` (or a newer read).
    package init(loading path: String, sizeLimit: Int = SpecFileReader.defaultSizeLimit) {
        source = .file(path)
        self.sizeLimit = sizeLimit
        isLoading = true
        readNumber = 1
        pending = (readNumber, nil)
        derivationCount = 1
    }

    /// The spec shown: the last good one; nil only for a file that has never been good.
    package var spec: IndicatorSpec? { shown?.spec }

    /// `spec` prepared with its default params, shared by every view of the document.
    package var evaluator: IndicatorEvaluator? { shown?.evaluator }

    /// True while a new state of the file is being worked on off the main actor.
    package var isDeriving: Bool { pending != nil }

    /// The built-in's name, or the file's name.
    package var displayName: String {
        switch source {
        case .builtin(let name): return name
        case .file(let path): return FilePaths.name(of: path)
        case .untitled(let title): return title
        }
    }

    /// The file's absolute path, or nil for a built-in.
    package var path: String? { source.path }

    var isBuiltin: Bool {
        if case .builtin = source { return true }
        return false
    }

    /// True for a new spec that has no file yet.
    package var isUntitled: Bool {
        if case .untitled = source { return true }
        return false
    }

    /// Reads the file again and updates the document, deriving on the main actor whatever its
    /// size. Returns true when anything a view shows changed (spec, problems, stale or missing);
    /// false when the bytes are the ones already loaded.
    @discardableResult package func reload() -> Bool {
        if case .changed = reload(backgroundFrom: nil) { return true }
        return false
    }

    /// What a reload found.
    enum ReloadOutcome {
        /// The bytes are the ones already loaded (or being derived).
        case unchanged
        /// The document changed (derived on the main actor, or the file became unreadable).
        case changed
        /// New bytes of at least the background size: the caller derives `snapshot` off the main
        /// actor and hands the result to `finish(read:snapshot:derivation:)`.
        case pending(read: Int, snapshot: FileSnapshot)
    }

    /// Reads the file; bytes of at least `threshold` (nil: never) are left for the caller to
    /// derive off the main actor.
    func reload(backgroundFrom threshold: Int?) -> ReloadOutcome {
        guard let path else { return .unchanged }
        switch SpecFileReader.read(path, limit: sizeLimit) {
        case .failure(let failure):
            if readFailure == failure && pending == nil { return .unchanged }
            readNumber += 1
            pending = nil
            fail(failure)
            return .changed
        case .success(let snapshot):
            if let pending, pending.bytes == snapshot.bytes { return .unchanged }
            if pending == nil, readFailure == nil, let bytes, bytes == snapshot.bytes {
                stamp = snapshot.stamp
                return .unchanged
            }
            if editedBytes != nil {
                // Unsaved text in the pane: keep both sides until the user chooses.
                guard diskConflict?.bytes != snapshot.bytes else { return .unchanged }
                if snapshot.bytes == bytes && diskConflict == nil { return .unchanged }
                diskConflict = snapshot.bytes == bytes ? nil : snapshot
                return .changed
            }
            if let threshold, snapshot.bytes.count >= threshold {
                return .pending(read: startReading(snapshot), snapshot: snapshot)
            }
            load(snapshot)
            return .changed
        }
    }

    /// Takes `snapshot` as the file's current state: parse, validate, prepare; replaces the spec
    /// when it is good, else keeps the last good one and marks it stale.
    func load(_ snapshot: FileSnapshot) {
        readNumber += 1
        pending = nil
        derivationCount += 1
        take(snapshot, SpecDerivation(bytes: snapshot.bytes))
    }

    /// Notes `snapshot` as the newest read, to be derived off the main actor; returns its number.
    func startReading(_ snapshot: FileSnapshot) -> Int {
        readNumber += 1
        pending = (readNumber, snapshot.bytes)
        derivationCount += 1
        return readNumber
    }

    /// Takes the derivation of read `read` made off the main actor, unless a newer read came
    /// meanwhile (then it is dropped). Returns true when taken.
    @discardableResult
    func finish(read: Int, snapshot: FileSnapshot, derivation: SpecDerivation) -> Bool {
        finish(read: read, outcome: .success(BackgroundDerivations.Derived(snapshot, derivation: derivation)))
    }

    /// Takes what read `read` made off the main actor gave (a derivation, or why the file could
    /// not be read), unless a newer read came meanwhile (then it is dropped). Returns true when
    /// taken.
    @discardableResult
    func finish(read: Int, outcome: Result<BackgroundDerivations.Derived, FileReadFailure>) -> Bool {
        guard read == readNumber, pending?.number == read else { return false }
        pending = nil
        switch outcome {
        case .success(let derived): take(derived.snapshot, derived.derivation)
        case .failure(let failure): fail(failure)
        }
        return true
    }

    /// Shows `derivation`'s spec as the document's next revision.
    func adopt(_ derivation: SpecDerivation) {
        shown = derivation
        revision += 1
        isStale = false
    }

    /// Takes `failure` as the file's current state: no bytes, the last good spec kept (stale).
    private func fail(_ failure: FileReadFailure) {
        bytes = nil
        root = nil
        latest = nil
        stamp = nil
        readFailure = failure
        isLoading = false
        isMissing = failure == .missing
        isStale = spec != nil
        problems = [SpecProblem.file(Self.readFailure(failure, name: displayName, hasSpec: spec != nil))]
    }

    /// The problem of the file itself in the studio's words (rendered in the current language),
    /// nil while the file reads.
    var readFailureMessage: Message? {
        readFailure.map { Self.readFailure($0, name: displayName, hasSpec: isStale) }
    }

    /// The sentence about a file that cannot be read (`FileReadFailure`'s, in the studio's words):
    /// a deleted file keeps the last good version on screen when there is one.
    static func readFailure(_ failure: FileReadFailure, name: String, hasSpec: Bool) -> Message {
        switch failure {
        case .missing: return hasSpec ? DocumentText.deletedShowingLast(name) : DocumentText.deletedNoSpec(name)
        case .directory: return DocumentText.isDirectory(name)
        case .notRegularFile: return DocumentText.notRegular(name)
        case .tooLarge(let size, let limit):
            return DocumentText.tooLarge(name, size: size, limit: limit, mebibytes: limit >> 20)
        case .unreadable(let reason): return DocumentText.unreadable(name, reason: reason)
        }
    }

    /// Shows `snapshot` and its derivation.
    private func take(_ snapshot: FileSnapshot, _ derivation: SpecDerivation) {
        isLoading = false
        diskConflict = nil
        bytes = snapshot.bytes
        stamp = snapshot.stamp
        root = derivation.root
        latest = derivation
        readFailure = nil
        isMissing = false
        problems = derivation.problems
        if derivation.spec != nil {
            adopt(derivation)
        } else {
            isStale = spec != nil
        }
    }
}
