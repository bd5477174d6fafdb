import LoaderKitCore

/// "Save params" as an undoable step: undo writes back the bytes from before the save and redo
/// the saved ones, each refused (with a sentence, the state kept) when the file changed on disk
/// since.
extension EditorModel {
    /// Writes the tuned params into the file's defaults; returns the sentence to show and
    /// whether it worked.
    package func saveParams() -> (message: String, saved: Bool) {
        guard let document else { return ("Open an indicator first", false) }
        let before = document.bytes
        do {
            try document.saveParams(params)
        } catch {
            return (Self.sentence(error), false)
        }
        documentDidWrite()
        if let before, let after = document.bytes, before != after {
            history.record(EditHistory.Edit(
                name: "Save params",
                refusableApply: { [weak self, weak document] in
                    self?.restoreSave(of: document, to: after, expecting: before, undoing: false)
                },
                refusableRevert: { [weak self, weak document] in
                    self?.restoreSave(of: document, to: before, expecting: after, undoing: true)
                }))
        }
        return ("Saved params to \(document.displayName)", true)
    }

    /// True when Save params can write: a valid file whose spec declares params.
    package var canSaveParams: Bool {
        guard let document, document.path != nil, let spec = document.spec else { return false }
        return !document.isStale && document.problems.isEmpty && !spec.params.isEmpty
    }

    private func restoreSave(of saved: SpecDocument?, to bytes: [UInt8], expecting expected: [UInt8],
                             undoing: Bool) -> String? {
        guard let saved, saved === document else { return nil }
        do {
            try saved.restoreSave(bytes, expecting: expected, undoing: undoing)
        } catch {
            return Self.sentence(error)
        }
        documentDidWrite()
        return nil
    }

    /// The error's description, already a sentence: a file name at its start keeps its case.
    static func sentence(_ error: ParamsSaveError) -> String { error.description }
}
