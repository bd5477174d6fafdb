import LoaderKitCore
import Localization
import SpecLanguage
import SpecWorkspace
import UI

/// Visual edits (outline, lanes, forms): each is a `SpecOperation` lowered to the smallest text
/// edits of the document's current text, applied to the source pane's text as one group — one
/// step of the same history as typing — and then derived as any edit of the text is.
extension EditorModel {
    /// Performs a visual edit on the document's current text as ONE undoable step of the document's text history (the
    /// same history as typing in the source pane). Returns nil when applied, else the refusal sentence (the upstream
    /// problem), which the caller shows (a toast or the control's own label); nothing changes then. `coalescing`: the
    /// same non-nil key joins the step before (a drag); `endVisualEditCoalescing()` on mouse up.
    @discardableResult
    package func performVisualEdit(_ operation: SpecOperation, name: String, coalescing: String? = nil) -> String? {
        guard let session = textSession, let document, session.document === document else {
            return text(EditorText.openFirst)
        }
        if let reason = session.readOnlyReason { return reason }
        let model = session.model
        let result: SpecEditResult
        do {
            // The current analysis's tree when it is of the current text (no second reading).
            if let analysis = session.currentAnalysis, analysis.bytes == model.buffer.bytes {
                result = try SpecEditor.perform(operation, on: analysis)
            } else {
                result = try SpecEditor.perform(operation, on: model.buffer.bytes)
            }
        } catch {
            return error.message
        }
        if let problem = result.problems.first { return problem }
        guard let first = result.textEdits.first, let last = result.textEdits.last else { return nil }
        let patches: [TextPatch]
        if result.textEdits.count <= Self.separatePatchLimit {
            patches = result.textEdits.map {
                TextPatch(range: $0.range, replacement: String(decoding: $0.replacement, as: UTF8.self))
            }
        } else {
            // Many edits (a group of keyframes): one patch from the first to the last, so a step
            // keeps one patch a move (a drag coalesces hundreds of moves), not one per edit.
            let growth = result.bytes.count - model.buffer.bytes.count
            let span = first.range.lowerBound..<last.range.upperBound
            let replacement = result.bytes[span.lowerBound..<(span.upperBound + growth)]
            patches = [TextPatch(range: span, replacement: String(decoding: replacement, as: UTF8.self))]
        }
        model.apply(patches, name: name, coalescingKey: coalescing)
        return nil
    }

    /// Up to this many text edits are applied as patches of their own (each keeps the caret and
    /// folds around it exactly; the text is analysed once for all of them); more are joined
    /// into one.
    static let separatePatchLimit = 8

    /// Performs `operation` on `base` (the text when a drag began) and turns the current text
    /// into the result with the one span that differs, joined to the drag's step by
    /// `coalescing`: a drag that recomputes its whole change from where it began (a scale in
    /// time) never accumulates rounding. Returns nil when applied, else the refusal.
    @discardableResult
    func performVisualEdit(
        _ operation: SpecOperation, fromBase base: [UInt8], message: Message, coalescing: String
    ) -> String? {
        guard let session = textSession, let document, session.document === document else {
            return text(EditorText.openFirst)
        }
        if let reason = session.readOnlyReason { return reason }
        let result: SpecEditResult
        do {
            result = try SpecEditor.perform(operation, on: base)
        } catch {
            return error.message
        }
        if let problem = result.problems.first { return problem }
        let model = session.model
        guard let difference = ByteDifference(from: model.buffer.bytes, to: result.bytes) else { return nil }
        model.apply(
            [TextPatch(range: difference.range, replacement: String(decoding: difference.replacement, as: UTF8.self))],
            name: stepName(message), coalescingKey: coalescing)
        return nil
    }

    /// The document's current text (the pane's), nil without a document.
    var currentBytes: [UInt8]? { textSession?.model.buffer.bytes }

    /// `performVisualEdit(_:name:coalescing:)` with a step named by `message`, shown in the
    /// language of the moment.
    @discardableResult
    package func performVisualEdit(_ operation: SpecOperation, message: Message, coalescing: String? = nil)
        -> String?
    {
        performVisualEdit(operation, name: stepName(message), coalescing: coalescing)
    }

    /// `performVisualEdits(_:name:)` with a step named by `message`.
    @discardableResult
    func performVisualEdits(_ operations: [SpecOperation], message: Message) -> String? {
        performVisualEdits(operations, name: stepName(message))
    }

    /// Performs `operations` one after another as ONE step (a paste: add a keyframe, then set its
    /// value); only the result must be valid. The text changes by the one span that differs.
    @discardableResult
    func performVisualEdits(_ operations: [SpecOperation], name: String) -> String? {
        guard let session = textSession, let document, session.document === document else {
            return text(EditorText.openFirst)
        }
        if let reason = session.readOnlyReason { return reason }
        let model = session.model
        let before = model.buffer.bytes
        var bytes = before
        var problems: [String] = []
        for operation in operations {
            do {
                let result = try SpecEditor.perform(operation, on: bytes)
                bytes = result.bytes
                problems = result.problems
            } catch {
                return error.message
            }
        }
        if let problem = problems.first { return problem }
        guard let difference = ByteDifference(from: before, to: bytes) else { return nil }
        model.apply(
            [TextPatch(range: difference.range, replacement: String(decoding: difference.replacement, as: UTF8.self))],
            name: name)
        return nil
    }

    /// Makes the quick fix of the warning `problem` stands for (the workspace engine's first fix
    /// of it, as the language server offers it) on the current text, as ONE undoable step named
    /// after the fix. Returns nil when applied, else why not.
    @discardableResult
    func applyQuickFix(for problem: SpecProblem) -> String? {
        guard let session = textSession, let document, session.document === document else {
            return text(EditorText.openFirst)
        }
        if let reason = session.readOnlyReason { return reason }
        guard let analysis = session.currentAnalysis,
            let warning = analysis.warnings.first(where: { $0.message == problem.message && $0.path == problem.path }),
            let fix = SpecQuickFix.fixes(for: warning, in: analysis).first
        else { return text(EditorText.noFix) }
        let patches = fix.edits.map {
            TextPatch(range: $0.range, replacement: String(decoding: $0.replacement, as: UTF8.self))
        }
        session.model.apply(patches, name: problem.fixMessage.map(stepName) ?? fix.title)
        return nil
    }

    /// Ends the coalesced step of a drag: the next visual edit is a step of its own.
    package func endVisualEditCoalescing() {
        textSession?.model.endCoalescing()
    }
}
