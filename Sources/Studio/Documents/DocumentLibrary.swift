import Glibc
import LoaderKitCore
import SpecFiles

/// Every document the studio shows: the 50 built-ins, then the opened files in open order.
/// Files are watched through their directories and reloaded by `processFileEvents()`.
@MainActor public final class DocumentLibrary {
    /// The built-ins first (LoaderKit's order), then opened files in open order.
    public private(set) var documents: [SpecDocument] = []
    /// Called after `documents` changed (a file opened or closed, a new file in a watched folder).
    public var onDocumentsChanged: (() -> Void)?
    /// Why files are not watched, when the watcher could not be set up (nil when all is well).
    public private(set) var watchWarning: String?

    private let watcher: FileWatching?
    private let sizeLimit: Int
    private var byPath: [String: SpecDocument] = [:]
    /// Directories watched, and those opened as folders (new `*.json` in them open by themselves).
    private var watchedDirectories: Set<String> = []
    private var folders: Set<String> = []
    /// Watched directories whose watch ended (deleted or moved); re-watched when they return.
    private var lostDirectories: Set<String> = []

    /// A library with the built-ins. `watcher` nil (or an inotify set-up failure) means files are
    /// read once and only reloaded by `reload()`; `sizeLimit` is the largest spec file, in bytes.
    public init(watcher: FileWatching? = InotifyWatcher(), sizeLimit: Int = SpecFileReader.defaultSizeLimit) {
        self.watcher = watcher
        self.sizeLimit = sizeLimit
        if watcher == nil { watchWarning = "files are not watched: inotify is unavailable" }
        documents = IndicatorSpec.builtinNames.compactMap { SpecDocument(builtin: $0) }
    }

    /// The inotify descriptor, so the host loop can wake when files change (nil without a watcher).
    public var watchDescriptor: Int32? { watcher?.descriptor }

    /// The opened file documents, in open order.
    public var fileDocuments: [SpecDocument] { documents.filter { !$0.isBuiltin } }

    /// The document of the file at `path` (made absolute), if it is open.
    public func document(atPath path: String) -> SpecDocument? { byPath[FilePaths.absolute(path)] }

    /// The built-in document called `name`.
    public func builtin(named name: String) -> SpecDocument? {
        documents.first { $0.source == .builtin(name) }
    }

    /// Opens a spec file, or a folder (every `*.json` directly inside, sorted by name, and later
    /// any new one), and watches them. Returns the documents (already open ones included).
    /// Throws when nothing usable is at `path`.
    @discardableResult public func open(_ path: String) throws(StudioFileError) -> [SpecDocument] {
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

    /// Closes a file document (built-ins stay); its folder, if opened as one, stays watched.
    public func close(_ document: SpecDocument) {
        guard let path = document.path, byPath[path] === document else { return }
        byPath[path] = nil
        documents.removeAll { $0 === document }
        onDocumentsChanged?()
    }

    /// Drains the watcher without blocking, reloads each document whose file an event named (once
    /// per call however many events name it), opens new `*.json` files of watched folders, and
    /// returns the documents that changed or opened.
    @discardableResult public func processFileEvents() -> [SpecDocument] {
        guard let watcher else { return [] }
        rewatchLostDirectories()
        let events = watcher.drainEvents()
        guard !events.isEmpty else { return [] }
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
        var changed: [SpecDocument] = []
        for document in documents {
            guard let path = document.path, everything || named.contains(path) else { continue }
            if document.reload() { changed.append(document) }
        }
        let candidates = everything ? folders.flatMap { folder in
            ((try? jsonNames(in: folder)) ?? []).map { FilePaths.join(folder, $0) }
        } : named.sorted()
        var added = false
        for path in candidates where byPath[path] == nil && folders.contains(FilePaths.directory(of: path)) {
            guard DocumentLibrary.isSpecName(FilePaths.name(of: path)), isRegularFile(path) else { continue }
            changed.append(openFile(path, notify: false))
            added = true
        }
        if added { onDocumentsChanged?() }
        return changed
    }

    /// A name a folder opens: ends in `.json`, not hidden (editors' temporary files are).
    static func isSpecName(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasPrefix(".") && name.count > 5
    }

    private func openFile(_ path: String, notify: Bool = true) -> SpecDocument {
        if let open = byPath[path] { return open }
        let document = SpecDocument(path: path, sizeLimit: sizeLimit)
        byPath[path] = document
        documents.append(document)
        if notify { onDocumentsChanged?() }
        return document
    }

    private func watch(_ directory: String) {
        guard let watcher, !watchedDirectories.contains(directory) else { return }
        do {
            try watcher.watch(directory: directory)
            watchedDirectories.insert(directory)
        } catch {
            watchWarning = (error as? StudioFileError)?.message ?? "cannot watch \(directory): \(error)"
        }
    }

    private func rewatchLostDirectories() {
        guard let watcher, !lostDirectories.isEmpty else { return }
        for directory in lostDirectories.sorted() where (try? watcher.watch(directory: directory)) != nil {
            lostDirectories.remove(directory)
            // Whatever happened while unwatched: read its files again.
            for (path, document) in byPath where FilePaths.directory(of: path) == directory { document.reload() }
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
