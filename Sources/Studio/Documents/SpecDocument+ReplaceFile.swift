import SpecFiles

extension SpecDocument {
    /// Undo or redo of "Save params": writes `bytes` back over the file when both the bytes
    /// loaded and the bytes on disk are still `expected` (what the save or its undo left);
    /// otherwise throws `.changedSinceSave` and changes nothing, so no one else's edit is lost.
    func restoreSave(_ bytes: [UInt8], expecting expected: [UInt8], undoing: Bool) throws(ParamsSaveError) {
        let refusal = ParamsSaveError.changedSinceSave(name: displayName, undoing: undoing)
        guard self.bytes == expected, readFailure == nil else { throw refusal }
        try replaceFile(with: bytes, expecting: expected, ifChanged: refusal, ifMissing: refusal)
    }

    /// Writes `updated` over the file, atomically, when the file on disk still holds `expected`
    /// (read as late as possible: an editor's save must never be overwritten), then takes the
    /// written file as the document's state. Nothing is written when `updated == expected`.
    func replaceFile(with updated: [UInt8], expecting expected: [UInt8], ifChanged changed: ParamsSaveError,
                     ifMissing missing: ParamsSaveError) throws(ParamsSaveError) {
        guard let path else { throw .builtin(name: displayName) }
        switch SpecFileReader.read(path, limit: sizeLimit) {
        case .failure(.missing): throw missing
        case .failure: throw changed
        case .success(let disk):
            guard disk.bytes == expected else { throw changed }
        }
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
}
