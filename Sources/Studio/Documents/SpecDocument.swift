import LoaderKitCore
import SpecFiles

/// One indicator the studio shows: a built-in, or a spec file that is watched and reloaded.
///
/// A file document always keeps the last good spec: a bad save, a half-written file or a deleted
/// file leave `spec` as it was and set `isStale` (and `isMissing`), with `problems` saying why.
@MainActor public final class SpecDocument {
    public let source: DocumentSource
    /// The spec shown: the last good one (kept while the file is bad or deleted); nil only for a
    /// file that has never been good.
    public internal(set) var spec: IndicatorSpec?
    /// The problems of the file as it is now: validation first, then prepare; one problem for a
    /// JSON syntax error; one whole-file problem (line 0) when the file cannot be read.
    public internal(set) var problems: [LocatedProblem] = []
    /// True when `spec` is older than the file's current (bad or missing) state.
    public internal(set) var isStale = false
    /// True while the file is deleted; the document waits for it to come back.
    public internal(set) var isMissing = false
    /// Increments each time `spec` is replaced (a good save, "Save params" or its undo); the
    /// editor takes the new spec when it changes.
    public internal(set) var revision = 0
    /// The current file text (the built-in's JSON for a built-in); nil while unreadable.
    public internal(set) var text: String?

    /// The bytes `text` came from, the parse of them (nil when not JSON) and their stamp.
    var bytes: [UInt8]?
    var root: JSONNode?
    var stamp: FileStamp?
    /// Why the file could not be read the last time, if it could not.
    var readFailure: FileReadFailure?
    /// The largest file read, in bytes.
    let sizeLimit: Int

    /// A built-in document (nil for an unknown name).
    public init?(builtin name: String) {
        guard let spec = IndicatorSpec.builtin(named: name) else { return nil }
        source = .builtin(name)
        sizeLimit = 0
        self.spec = spec
        if let json = IndicatorSpec.builtinJSON(named: name) {
            text = json
            bytes = Array(json.utf8)
        }
    }

    /// A document for the spec file at absolute `path`, read now (a bad or missing file gives a
    /// document with problems and no spec).
    public init(path: String, sizeLimit: Int = SpecFileReader.defaultSizeLimit) {
        source = .file(path)
        self.sizeLimit = sizeLimit
        reload()
    }

    /// The built-in's name, or the file's name.
    public var displayName: String {
        switch source {
        case .builtin(let name): return name
        case .file(let path): return FilePaths.name(of: path)
        }
    }

    /// The file's absolute path, or nil for a built-in.
    public var path: String? { source.path }

    public var isBuiltin: Bool { path == nil }

    /// Reads the file again and updates the document. Returns true when anything a view shows
    /// changed (spec, problems, stale or missing); false when the bytes are the ones already loaded.
    @discardableResult public func reload() -> Bool {
        guard let path else { return false }
        switch SpecFileReader.read(path, limit: sizeLimit) {
        case .failure(let failure):
            if readFailure == failure { return false }
            bytes = nil
            root = nil
            stamp = nil
            text = nil
            readFailure = failure
            isMissing = failure == .missing
            isStale = spec != nil
            var message = failure.message(for: displayName)
            if failure == .missing && spec == nil { message = "\(displayName) was deleted; it opens again when it comes back" }
            problems = [LocatedProblem(message: message)]
            return true
        case .success(let snapshot):
            if readFailure == nil, let bytes, bytes == snapshot.bytes {
                stamp = snapshot.stamp
                return false
            }
            load(snapshot)
            return true
        }
    }

    /// Takes `snapshot` as the file's current state: parse, validate, prepare; replaces the spec
    /// when it is good, else keeps the last good one and marks it stale.
    func load(_ snapshot: FileSnapshot) {
        let result = IndicatorSpec.check(bytes: snapshot.bytes)
        bytes = snapshot.bytes
        stamp = snapshot.stamp
        root = result.root
        text = String(decoding: snapshot.bytes, as: UTF8.self)
        readFailure = nil
        isMissing = false
        problems = LocatedProblem.locate(result.problems, in: snapshot.bytes, root: result.root)
        if let good = result.spec {
            spec = good
            revision += 1
            isStale = false
        } else {
            isStale = spec != nil
        }
    }
}
