import LoaderKitCore

/// "Save params": writes tuned param values into a spec file's `params` defaults, changing only
/// the bytes of those numbers.
package enum ParamsSaver {
    /// One number to replace: the byte range of its literal in the old file and the new text.
    package struct Replacement: Sendable, Equatable {
        package var range: Range<Int>
        package var text: String
    }

    /// The replacements that put `values` into `root.params` of the text `bytes` parsed into.
    /// A value equal to the number already there is left as written (`1.50` stays `1.50`);
    /// others are formatted as JavaScript does (`JSNumberFormat`). Sorted by offset.
    package static func replacements(for values: [String: Double], in root: JSONNode, file: String) throws(ParamsSaveError) -> [Replacement] {
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
            out.append(Replacement(range: node.start..<node.end, text: JSNumberFormat.string(value)))
        }
        if !undeclared.isEmpty { throw .undeclared(names: undeclared, file: file) }
        return out.sorted { $0.range.lowerBound < $1.range.lowerBound }
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

    /// Saves `values` into `document`'s file (see `SpecDocument.saveParams`).
    @MainActor package static func save(_ values: [String: Double], into document: SpecDocument) throws(ParamsSaveError) {
        try document.saveParams(values)
    }
}

extension SpecDocument {
    /// Writes `values` (param name to value) into the file's `params` defaults, replacing only
    /// the bytes of those numbers, atomically (temporary file, fsync, rename; the mode is kept).
    ///
    /// Refuses built-ins, files still loading, missing or with problems, specs without params,
    /// names the file does not declare, and a file whose bytes on disk differ from the ones loaded.
    /// Afterwards the document holds the saved file (its spec replaced, `revision` incremented),
    /// so the watcher's event for this write is not an external change.
    package func saveParams(_ values: [String: Double]) throws(ParamsSaveError) {
        guard path != nil else { throw .builtin(name: displayName) }
        guard !isLoading else { throw .loading(name: displayName) }
        guard let bytes, readFailure == nil else { throw .fileUnavailable(name: displayName) }
        guard let root, !isStale, let spec, problems.isEmpty else { throw .fileHasProblems(name: displayName) }
        guard !spec.params.isEmpty else { throw .noParams(name: displayName) }
        let replacements = try ParamsSaver.replacements(for: values, in: root, file: displayName)
        try replaceFile(with: ParamsSaver.apply(replacements, to: bytes), expecting: bytes,
                        ifChanged: .changedOnDisk(name: displayName), ifMissing: .fileUnavailable(name: displayName))
    }
}
