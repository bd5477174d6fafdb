import Localization
import LoaderKitCore
import SpecLanguage
import UI

/// "Save params" as a text patch: each changed `params.NAME` default of the source pane's text is
/// set to the tuned value as ONE undo group named "Save params" in the document's text history
/// (the same steps as typing and visual edits), then the file is written.
///
/// With a clean pane the file gets the pane's text. With unsaved text in the pane, the file gets
/// only the params (its other bytes as they are on disk) and the pane keeps the unsaved text.
/// Undo and redo of the step change the text, never the file (the document is dirty after an
/// undo, as after undoing any saved step); the tuned values stay as they were at the save.
extension EditorModel {
    /// The name of the step in the history.
    static let saveParamsStep = EditorText.saveParamsStep

    /// Writes the tuned params into the text's and the file's defaults; returns the sentence to
    /// show and whether it worked. A refusal changes nothing.
    package func saveParams() -> (message: String, saved: Bool) {
        guard let document else { return (text(EditorText.openFirst), false) }
        let fileBytes: [UInt8]
        do {
            fileBytes = try document.paramsSaved(params)
        } catch {
            return (Self.sentence(error), false)
        }
        let wasDirty = document.isDirty
        let patched: Bool
        switch setParamsInText(of: document) {
        case .refused(let sentence): return (sentence, false)
        case .unchanged: patched = false
        case .patched: patched = true
        }
        do {
            // A clean pane now holds the file's bytes with the params: they are written as they are.
            let paneBytes = textSession?.model.buffer.bytes
            try document.writeParams(patched && !wasDirty ? paneBytes ?? fileBytes : fileBytes)
        } catch {
            documentDidWrite()
            return (Self.sentence(error), false)
        }
        documentDidWrite()
        return (text(EditorText.savedParams(document.displayName)), true)
    }

    /// True when Save params can write: a valid file whose spec declares params.
    package var canSaveParams: Bool {
        guard let document, document.path != nil, let spec = document.spec else { return false }
        return !document.isStale && document.problems.isEmpty && !spec.params.isEmpty
    }

    private enum TextOutcome {
        case patched, unchanged
        case refused(String)
    }

    /// Sets each param whose default in the pane's text differs from the tuned value, as one
    /// group of the text's history whose undo and redo keep the tuning. Unchanged when the text
    /// already holds the values, or cannot be edited (a read-only text is not the file's to patch).
    private func setParamsInText(of document: SpecDocument) -> TextOutcome {
        guard let session = textSession, session.document === document, session.readOnlyReason == nil else {
            return .unchanged
        }
        let model = session.model
        let result: SpecEditResult
        do {
            let edits = try ParamsSaver.edits(for: params, in: model.buffer.bytes, file: document.displayName)
            guard !edits.isEmpty else { return .unchanged }
            result = try SpecEditor.apply(edits, to: model.buffer.bytes)
        } catch let error as ParamsSaveError {
            return .refused(Self.sentence(error))
        } catch {
            return .refused("\(error)")
        }
        if let problem = result.problems.first { return .refused(problem) }
        let patches = result.textEdits.map {
            TextPatch(range: $0.range, replacement: String(decoding: $0.replacement, as: UTF8.self))
        }
        pendingReload = PendingReload(message: Self.saveParamsStep, tuning: (params, params))
        defer { pendingReload = nil }
        model.endCoalescing()
        model.apply(patches, name: stepName(Self.saveParamsStep))
        model.endCoalescing()
        return .patched
    }

    /// The error's description, already a sentence: a file name at its start keeps its case.
    static func sentence(_ error: ParamsSaveError) -> String { error.description }
}
