import Localization
import SpecFiles

/// Text edits from the source pane, Save, and the choice after the file changed on disk while the
/// pane had unsaved text. The file's bytes (`bytes`) stay what was last read or written; the
/// pane's text is `currentBytes`.
extension SpecDocument {
    /// True while the pane holds text the file does not (a new spec always, until saved).
    package var isDirty: Bool { editedBytes != nil }

    /// The text shown in the source pane: the unsaved text, else the file's (nil while unreadable).
    package var currentBytes: [UInt8]? { editedBytes ?? bytes }

    /// Takes the pane's text and its derivation (made once for this text): the spec follows when
    /// the text is good, else the last good spec stays, marked stale, with the text's problems.
    package func takeEdit(_ newBytes: [UInt8], derivation: SpecDerivation) {
        editedBytes = (!isUntitled && newBytes == bytes) ? nil : newBytes
        latest = derivation
        problems = derivation.problems
        if derivation.spec != nil {
            adopt(derivation)
        } else {
            isStale = spec != nil
        }
    }

    /// Writes the pane's text to the file, atomically and keeping the file's permissions; the
    /// written bytes become the file's. Throws for a document without a file (use Save As), while
    /// the file's change on disk waits for the user's choice (so it is never overwritten unseen),
    /// and when writing fails (the text stays unsaved).
    package func save() throws(StudioFileError) {
        guard let path else { throw StudioFileError(DocumentText.noFileYet(displayName)) }
        guard let edited = editedBytes else { return }
        guard diskConflict == nil else {
            throw StudioFileError(DocumentText.changedBeforeSave(displayName))
        }
        try AtomicFileWriter.write(edited, to: path)
        switch SpecFileReader.read(path, limit: sizeLimit) {
        case .success(let written):
            editedBytes = nil
            diskConflict = nil
            load(written)
        case .failure(let failure):
            throw StudioFileError(
                DocumentText.unreadableAfterWrite(displayName, reason: failure.message(for: path)))
        }
    }

    /// Drops the unsaved text (after it was saved under another name): the document holds its
    /// file's bytes again, a built-in its JSON.
    func revertToFile() {
        guard editedBytes != nil || diskConflict != nil, !isUntitled, let bytes else { return }
        diskConflict = nil
        takeEdit(bytes, derivation: SpecDerivation(bytes: bytes))
    }

    /// After a change on disk while the pane had unsaved text: the file's new bytes replace
    /// the pane's text (returned, for the pane to show).
    @discardableResult func acceptDiskVersion() -> [UInt8]? {
        guard let disk = diskConflict else { return nil }
        editedBytes = nil
        load(disk)
        return disk.bytes
    }

    /// After a change on disk while the pane had unsaved text: the pane's text stays and a save
    /// will write it over the file's new bytes.
    func keepMineOverDisk() {
        guard let disk = diskConflict else { return }
        bytes = disk.bytes
        stamp = disk.stamp
        diskConflict = nil
        if editedBytes == disk.bytes { editedBytes = nil }
    }
}
