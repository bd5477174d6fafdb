import Glibc
import LoaderKitCore
import Localization
import SpecFiles

/// What changed in the library: told once per `processFileEvents()`, open or close.
package struct LibraryChange {
    /// The documents whose spec, problems or state changed, or that opened.
    package var reloaded: [SpecDocument] = []
    /// True when `documents` changed (a file opened or closed, a new file in a watched folder).
    package var listChanged = false

    package var isEmpty: Bool { reloaded.isEmpty && !listChanged }
}

/// Every document the studio shows: the 50 built-ins, then the opened files in open order.
/// Files are watched through their directories and reloaded by `processFileEvents()`; a file of
/// at least `backgroundSize` bytes is parsed, validated and prepared off the main actor, and
/// taken by a later `processFileEvents()` unless a newer state of the file came meanwhile. Such a
/// file opened is also read off the main actor: its document opens at once, loading.
@MainActor package final class DocumentLibrary {
    /// The built-ins first (LoaderKit's order), then opened files in open order.
    package private(set) var documents: [SpecDocument] = []
    /// The one observer of the library, told each change once.
    package var onChange: (@MainActor (LibraryChange) -> Void)?
    /// Files of at least this many bytes are derived off the main actor.
    package let backgroundSize: Int
    /// Why files are not watched, when the watcher could not be set up (nil when all is well),
    /// to render in the current language.
    package private(set) var watchWarningMessage: Message?
    /// `watchWarningMessage` in English.
    package var watchWarning: String? { watchWarningMessage.map { StudioCatalogue.english($0) } }

    private let watcher: FileWatching?
    private let background = BackgroundDerivations()
    /// Derivations started off the main actor and not yet collected.
    private var running = 0
    /// The document each derivation running off the main actor is for, by job number; a closed
    /// document's are dropped.
    private var jobs: [Int: SpecDocument] = [:]
    private var nextJob = 0
    private let sizeLimit: Int
    private var byPath: [String: SpecDocument] = [:]
    /// Directories watched, and those opened as folders (new `*.json` in them open by themselves).
    private var watchedDirectories: Set<String> = []
    private var folders: Set<String> = []
    /// Watched directories whose watch ended (deleted or moved); re-watched when they return.
    private var lostDirectories: Set<String> = []

    /// A library with the built-ins. `watcher` nil (or an inotify set-up failure) means files are
    /// read once and only reloaded by their document's `reload()`; `sizeLimit` is the largest spec
    /// file and `backgroundSize` the smallest derived off the main actor, in bytes.
    package init(
        watcher: FileWatching? = InotifyWatcher(), sizeLimit: Int = SpecFileReader.defaultSizeLimit,
        backgroundSize: Int = DocumentLibrary.defaultBackgroundSize
    ) {
        self.watcher = watcher
        self.sizeLimit = sizeLimit
        self.backgroundSize = backgroundSize
        if watcher == nil { watchWarningMessage = DocumentText.notWatched }
        documents = IndicatorSpec.builtinNames.compactMap { SpecDocument(builtin: $0) }
    }

    /// 256 KiB: a spec this large takes tens of milliseconds to parse (an 8 MiB one about 300 ms).
    package nonisolated static let defaultBackgroundSize = 256 << 10

    /// The inotify descriptor, so the host loop can wake when files change (nil without a watcher).
    package var watchDescriptor: Int32? { watcher?.descriptor }

    /// Every descriptor the host loop should wake on: the watcher's, and the one readable when a
    /// derivation made off the main actor finishes.
    package var wakeDescriptors: [Int32] { [watcher?.descriptor, background?.descriptor].compactMap { $0 } }

    /// True while a derivation made off the main actor has not been taken yet.
    package var isDeriving: Bool { running > 0 }

    /// The opened file documents, in open order.
    var fileDocuments: [SpecDocument] { documents.filter { !$0.isBuiltin } }

    /// The document of the file at `path` (made absolute), if it is open.
    package func document(atPath path: String) -> SpecDocument? { byPath[FilePaths.absolute(path)] }

    /// The built-in document called `name`.
    package func builtin(named name: String) -> SpecDocument? {
        documents.first { $0.source == .builtin(name) }
    }

    /// Opens a spec file, or a folder (every `*.json` directly inside, sorted by name, and later
    /// any new one), and watches them. Returns the documents (already open ones included).
    /// Throws when nothing usable is at `path`.
    @discardableResult package func open(_ path: String) throws(StudioFileError) -> [SpecDocument] {
        let absolute = FilePaths.absolute(path)
        var info = stat()
        guard stat(absolute, &info) == 0 else {
            throw StudioFileError("\(path): \(String(cString: strerror(errno)))")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            let names = try jsonNames(in: absolute)
            watch(absolute)
            folders.insert(absolute)
            let opened = names.map { openFile(FilePaths.join(absolute, $0)) }
            return opened
        }
        guard type == S_IFREG else { throw StudioFileError("\(path): not a regular file (a FIFO, socket or device)") }
        watch(FilePaths.directory(of: absolute))
        return [openFile(absolute)]
    }

    /// Adds a new spec without a file (`Untitled N`, or `title`), holding `text` unsaved.
    @discardableResult
    func addUntitled(title: String? = nil, text: String) -> SpecDocument {
        let name = title ?? nextUntitledTitle()
        let document = SpecDocument(untitled: name, text: text)
        documents.append(document)
        onChange?(LibraryChange(reloaded: [document], listChanged: true))
        return document
    }

    /// Names a new spec without a file: "Untitled N" in the studio's language (the app sets it
    /// when the language changes; English until then).
    var untitledName: @MainActor (Int) -> String = { StudioCatalogue.english(DocumentText.untitled($0)) }

    /// `untitledName(N)` with the smallest N no open document has.
    func nextUntitledTitle() -> String {
        let taken = Set(documents.map(\.displayName))
        var n = 1
        while taken.contains(untitledName(n)) { n += 1 }
        return untitledName(n)
    }

    /// Closes a file document or a new one (built-ins stay); its folder, if opened as one, stays
    /// watched.
    package func close(_ document: SpecDocument) {
        if document.isUntitled {
            documents.removeAll { $0 === document }
            onChange?(LibraryChange(listChanged: true))
            return
        }
        guard let path = document.path, byPath[path] === document else { return }
        byPath[path] = nil
        // Work still running for it is dropped when it finishes.
        cancelJobs(of: document)
        documents.removeAll { $0 === document }
        onChange?(LibraryChange(listChanged: true))
    }

    /// Drains the watcher without blocking, reloads each document whose file an event named
    /// (once per call however many events name it), opens new `*.json` files of watched folders,
    /// then takes the derivations finished off the main actor (those of reads the events made
    /// older are dropped, never shown), and tells `onChange` once.
    package func processFileEvents() {
        var change = LibraryChange()
        readFileEvents(into: &change)
        collectDerivations(into: &change)
        if !change.isEmpty { onChange?(change) }
    }

    private func collectDerivations(into change: inout LibraryChange) {
        guard running > 0, let background else { return }
        for done in background.collect() {
            running -= 1
            guard let document = jobs.removeValue(forKey: done.job), let outcome = done.outcome,
                document.finish(read: done.read, outcome: outcome)
            else { continue }
            if !change.reloaded.contains(where: { $0 === document }) { change.reloaded.append(document) }
        }
    }

    /// Reloads `document`: on the main actor, or off it for a large file.
    private func reload(_ document: SpecDocument, into change: inout LibraryChange) {
        switch document.reload(backgroundFrom: background == nil ? nil : backgroundSize) {
        case .unchanged: break
        case .changed:
            // Read on the main actor (or unreadable): work for an older read is not wanted.
            if !document.isDeriving { cancelJobs(of: document) }
            if !change.reloaded.contains(where: { $0 === document }) { change.reloaded.append(document) }
        case .pending(let read, let snapshot):
            guard let background else { return }
            background.start(job: startJob(for: document), read: read, snapshot: snapshot)
        }
    }

    /// Numbers a job for `document` and counts it as running; the document's older jobs are
    /// cancelled (their reads are older).
    private func startJob(for document: SpecDocument) -> Int {
        cancelJobs(of: document)
        nextJob += 1
        running += 1
        jobs[nextJob] = document
        return nextJob
    }

    /// Cancels the jobs running for `document` and forgets them: their results are dropped.
    private func cancelJobs(of document: SpecDocument) {
        for (job, owner) in jobs where owner === document {
            background?.cancel(job)
            jobs[job] = nil
        }
    }

    private func readFileEvents(into change: inout LibraryChange) {
        guard let watcher else { return }
        rewatchLostDirectories(into: &change)
        let events = watcher.drainEvents()
        guard !events.isEmpty else { return }
        var named = Set<String>()
        var everything = false
        for event in events {
            if event.kind.contains(.overflow) {
                everything = true
            } else if event.kind.contains(.directoryGone) && event.name.isEmpty {
                lostDirectories.insert(event.directory)
                named.formUnion(byPath.keys.filter { FilePaths.directory(of: $0) == event.directory })
            } else {
                named.insert(event.path)
            }
        }
        for document in documents {
            guard let path = document.path, everything || named.contains(path) else { continue }
            reload(document, into: &change)
        }
        let candidates =
            everything
            ? folders.flatMap { folder in
                ((try? jsonNames(in: folder)) ?? []).map { FilePaths.join(folder, $0) }
            } : named.sorted()
        for path in candidates where byPath[path] == nil && folders.contains(FilePaths.directory(of: path)) {
            guard DocumentLibrary.isSpecName(FilePaths.name(of: path)), isRegularFile(path) else { continue }
            change.reloaded.append(openFile(path, notify: false))
            change.listChanged = true
        }
    }

    /// A name a folder opens: ends in `.json`, not hidden (editors' temporary files are), and
    /// not a Lottie file the studio exported (`.lottie.json`), which is no spec.
    static func isSpecName(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasSuffix(".lottie.json") && !name.hasPrefix(".") && name.count > 5
    }

    /// Opens the file at absolute `path`: read now, or, from `backgroundSize` bytes, read and
    /// derived off the main actor (the document loading meanwhile).
    private func openFile(_ path: String, notify: Bool = true) -> SpecDocument {
        if let open = byPath[path] { return open }
        let document: SpecDocument
        var info = stat()
        if let background, stat(path, &info) == 0, Int(info.st_size) >= backgroundSize {
            document = SpecDocument(loading: path, sizeLimit: sizeLimit)
            background.start(job: startJob(for: document), read: document.readNumber, reading: path, limit: sizeLimit)
        } else {
            document = SpecDocument(path: path, sizeLimit: sizeLimit)
        }
        byPath[path] = document
        documents.append(document)
        if notify { onChange?(LibraryChange(reloaded: [document], listChanged: true)) }
        return document
    }

    private func watch(_ directory: String) {
        guard let watcher, !watchedDirectories.contains(directory) else { return }
        do {
            try watcher.watch(directory: directory)
            watchedDirectories.insert(directory)
        } catch {
            watchWarningMessage =
                (error as? StudioFileError).map { $0.localized ?? EditorText.verbatim($0.message) }
                ?? DocumentText.cannotWatch(directory, reason: "\(error)")
        }
    }

    private func rewatchLostDirectories(into change: inout LibraryChange) {
        guard let watcher, !lostDirectories.isEmpty else { return }
        for directory in lostDirectories.sorted() where (try? watcher.watch(directory: directory)) != nil {
            lostDirectories.remove(directory)
            // Whatever happened while unwatched: read its files again.
            for (path, document) in byPath where FilePaths.directory(of: path) == directory {
                reload(document, into: &change)
            }
        }
    }

    private func jsonNames(in folder: String) throws(StudioFileError) -> [String] {
        guard let dir = opendir(folder) else { throw StudioFileError("\(folder): \(String(cString: strerror(errno)))") }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if DocumentLibrary.isSpecName(name), isRegularFile(FilePaths.join(folder, name)) { names.append(name) }
        }
        return names.sorted()
    }

    private func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
