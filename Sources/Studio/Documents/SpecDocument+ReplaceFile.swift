import SpecFiles

extension SpecDocument {
    /// Writes `updated` over the file, atomically, when the file on disk still holds `expected`
    /// (read as late as possible: an editor's save must never be overwritten), then takes the
    /// written file as the document's state. Nothing is written when `updated == expected`.
    func replaceFile(
        with updated: [UInt8], expecting expected: [UInt8], ifChanged changed: ParamsSaveError,
        ifMissing missing: ParamsSaveError
    ) throws(ParamsSaveError) {
        guard let path else { throw .builtin(name: displayName) }
        try checkDisk(expecting: expected, ifChanged: changed, ifMissing: missing)
        guard updated != expected else { return }
        do {
            try AtomicFileWriter.write(updated, to: path)
        } catch {
            throw .writeFailed(error.message)
        }
        switch SpecFileReader.read(path, limit: sizeLimit) {
        case .success(let written): load(written)
        case .failure: reload()
        }
    }

    /// Throws `changed` unless the file on disk holds `expected`, `missing` when it is gone.
    func checkDisk(
        expecting expected: [UInt8], ifChanged changed: ParamsSaveError,
        ifMissing missing: ParamsSaveError
    ) throws(ParamsSaveError) {
        guard let path else { throw .builtin(name: displayName) }
        switch SpecFileReader.read(path, limit: sizeLimit) {
        case .failure(.missing): throw missing
        case .failure: throw changed
        case .success(let disk):
            guard disk.bytes == expected else { throw changed }
        }
    }
}
