import SpecFiles

extension SpecDocument {
    /// Takes a draft's text as unsaved text. When the file no longer holds the bytes the draft
    /// was unsaved against (`base`), the file's bytes wait as a change on disk, as when the file
    /// changes under unsaved text (Reload, Keep mine, Compare; Save waits for the choice): true
    /// then.
    @discardableResult
    func restoreDraft(_ draftBytes: [UInt8], base: DraftBase?) -> Bool {
        if currentBytes != draftBytes { takeEdit(draftBytes, derivation: SpecDerivation(bytes: draftBytes)) }
        guard !isUntitled, let base, let bytes, let stamp, isDirty, !base.matches(bytes) else { return false }
        diskConflict = FileSnapshot(bytes: bytes, stamp: stamp)
        return true
    }
}
