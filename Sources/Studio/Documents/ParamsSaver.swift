import LoaderKitCore
import SpecLanguage

/// "Save params": writes tuned param values into a spec's `params` defaults, changing only the
/// bytes of those numbers (in the source pane's text as one undo step, see
/// `EditorModel+SaveParams.swift`, and in the file).
package enum ParamsSaver {
    /// One number to replace: the param's name, the byte range of its literal in the old text
    /// and the new text.
    package struct Replacement: Sendable, Equatable {
        package var name: String
        package var range: Range<Int>
        package var text: String
    }

    /// The replacements that put `values` into `root.params` of the text `bytes` parsed into.
    /// A value equal to the number already there is left as written (`1.50` stays `1.50`);
    /// others are formatted as JavaScript does (`JSNumberFormat`). Sorted by offset.
    package static func replacements(for values: [String: Double], in root: JSONNode, file: String)
        throws(ParamsSaveError) -> [Replacement]
    {
        let params = root.object?["params"]?.object
        var undeclared: [String] = []
        var out: [Replacement] = []
        for name in values.keys.sorted() {
            let value = values[name]!
            guard let node = params?[name], let old = node.number else {
                undeclared.append(name)
                continue
            }
            guard value.isFinite else { throw .notFinite(param: name) }
            if old == value { continue }
            out.append(Replacement(name: name, range: node.start..<node.end, text: JSNumberFormat.string(value)))
        }
        if !undeclared.isEmpty { throw .undeclared(names: undeclared, file: file) }
        return out.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The `set` of each `params.NAME` whose value in `bytes` differs from `values` (the same
    /// numbers and refusals as `replacements`); `.fileHasProblems` when `bytes` is not JSON.
    package static func edits(for values: [String: Double], in bytes: [UInt8], file: String) throws(ParamsSaveError)
        -> [SpecEdit]
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .fileHasProblems(name: file)
        }
        return try replacements(for: values, in: root, file: file).map {
            .set(JSONPath([.key("params"), .key($0.name)]), json: $0.text)
        }
    }

    /// `bytes` with `replacements` (non-overlapping, sorted) applied; every other byte as it was.
    package static func apply(_ replacements: [Replacement], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16 * replacements.count)
        var at = 0
        for r in replacements {
            out.append(contentsOf: bytes[at..<r.range.lowerBound])
            out.append(contentsOf: Array(r.text.utf8))
            at = r.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return out
    }

}

extension SpecDocument {
    /// Writes `values` (param name to value) into the file's `params` defaults, replacing only
    /// the bytes of those numbers, atomically (temporary file, fsync, rename; the mode is kept).
    /// Refuses as `paramsSaved(_:)` does. Afterwards the document holds the saved file (its spec
    /// replaced, `revision` incremented), so the watcher's event for this write is not an
    /// external change.
    package func saveParams(_ values: [String: Double]) throws(ParamsSaveError) {
        try writeParams(try paramsSaved(values))
    }

    /// The file's bytes with `values` (param name to value) in its `params` defaults, only the
    /// bytes of those numbers replaced.
    ///
    /// Refuses built-ins, files still loading, missing or with problems (the pane's text or the
    /// file), specs without params, names the file does not declare, and a file whose bytes on
    /// disk differ from the ones loaded (also while such a change waits for the user's choice).
    func paramsSaved(_ values: [String: Double]) throws(ParamsSaveError) -> [UInt8] {
        guard path != nil else { throw .builtin(name: displayName) }
        guard !isLoading else { throw .loading(name: displayName) }
        guard let bytes, readFailure == nil else { throw .fileUnavailable(name: displayName) }
        guard diskConflict == nil else { throw .changedOnDisk(name: displayName) }
        guard let root, !isStale, let spec, problems.isEmpty else { throw .fileHasProblems(name: displayName) }
        guard !spec.params.isEmpty else { throw .noParams(name: displayName) }
        let replacements = try ParamsSaver.replacements(for: values, in: root, file: displayName)
        try checkDisk(
            expecting: bytes, ifChanged: .changedOnDisk(name: displayName),
            ifMissing: .fileUnavailable(name: displayName))
        return ParamsSaver.apply(replacements, to: bytes)
    }

    /// Writes `updated` (from `paramsSaved`, or the pane's text holding the saved params) over
    /// the file as `replaceFile` does. The pane's unsaved text stays unsaved, and what the spec
    /// shows; text the file now holds is no longer unsaved.
    func writeParams(_ updated: [UInt8]) throws(ParamsSaveError) {
        guard let bytes else { throw .fileUnavailable(name: displayName) }
        let edited = editedBytes, paneShown = shown, paneProblems = problems
        try replaceFile(
            with: updated, expecting: bytes, ifChanged: .changedOnDisk(name: displayName),
            ifMissing: .fileUnavailable(name: displayName))
        if let edited, edited != self.bytes {
            problems = paneProblems
            if let paneShown { adopt(paneShown) }
        } else {
            editedBytes = nil
        }
    }
}
