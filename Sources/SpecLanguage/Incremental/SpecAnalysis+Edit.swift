import Dispatch
import LoaderKitCore
import Synchronization

extension SpecAnalysis {
    /// The analysis of `newBytes`, which is this analysis's text with `edit` applied: equal to
    /// `SpecAnalysis(bytes: newBytes, lint: lint)`, made from this one when the edit keeps every
    /// token's kind (see `incrementally`), else by reading the new text whole.
    public func applying(_ edit: SpecTextEdit, giving newBytes: [UInt8], lint: Bool = true) -> SpecAnalysis {
        // The texts are compared once: both paths below rely on it.
        guard edit.turns(bytes, into: newBytes) else { return SpecAnalysis(bytes: newBytes, lint: lint) }
        return incrementally(checked: edit, giving: newBytes, lint: lint)
            ?? SpecAnalysis(bytes: newBytes, lint: lint, after: edit, of: self)
    }

    /// The analysis of `newBytes` made from this one, or nil when the edit changes the shape of
    /// the text (a bracket, comma, colon or quote typed or removed, a token split or merged) or
    /// `newBytes` is not this text with `edit` applied.
    ///
    /// The tree and the tokens keep their shape and move their offsets; the schema warnings move
    /// with them unless a string changed (a string names fields and types). LoaderKitCore's parse
    /// is carried over too when the edit stays inside one number or string value (see
    /// `JSONNode.editing`), else made again; validation and prepare run on it as always, so the
    /// problems are exactly those of a full analysis.
    public func incrementally(_ edit: SpecTextEdit, giving newBytes: [UInt8], lint: Bool = true) -> SpecAnalysis? {
        guard edit.turns(bytes, into: newBytes) else { return nil }
        return incrementally(checked: edit, giving: newBytes, lint: lint)
    }

    /// `incrementally` once `newBytes` is known to be this text with `edit` applied.
    private func incrementally(checked edit: SpecTextEdit, giving newBytes: [UInt8], lint: Bool) -> SpecAnalysis? {
        guard let relex = TokenRelex(tree: tree, edit: edit, newBytes: newBytes) else { return nil }
        // A number or string value changed in place: LoaderKitCore's parse is carried over too.
        // The check reads values only, so it starts at once on the tree with the new value; the
        // offsets move beside it, with the syntax tree's.
        let valueEdit = root?.valueEdit(edit.range, replacementCount: edit.replacement.count, newBytes: newBytes)
        let memo = checkMemo, since = edit.checkEdit
        var check: @Sendable () -> Check = {
            IndicatorSpec.checkAndPrepare(bytes: newBytes, reusing: memo, since: since)
        }
        if let root, let valueEdit {
            // The values' tree keeps the old offsets, so the parts after the edit are found
            // where they were (an edit of no length for the memo); the memo takes the moved
            // offsets below.
            let values = root.applying(valueEdit, movingOffsets: false)
            let inPlace = SpecCheckMemo.Edit(range: edit.range, replacementCount: edit.range.count)
            check = { IndicatorSpec.checkAndPrepare(root: values, reusing: memo, since: inPlace) }
        }
        // The parse's offsets move on a third thread beside the two of `parse` (a large text).
        let movingRoot = DispatchGroup()
        let moved = Mutex<JSONNode?>(nil)
        if let root, let valueEdit {
            if newBytes.count >= Self.parallelSize {
                DispatchQueue.global(qos: .userInitiated).async(group: movingRoot) {
                    let result = root.applying(valueEdit, movingOffsets: true)
                    moved.withLock { $0 = result }
                }
            } else {
                moved.withLock { $0 = root.applying(valueEdit, movingOffsets: true) }
            }
        }
        var (newTree, checked) = Self.parse(newBytes, check: check, makeTree: { tree.moved(by: relex, to: newBytes) })
        movingRoot.wait()
        let movedRoot = moved.withLock { $0 }
        if let movedRoot {
            checked.root = movedRoot
            checked.memo = checked.memo?.placed(in: movedRoot)
        }
        var warnings: [SpecDiagnostic]?
        if root != nil, !relex.touchesString(tree) {
            warnings = diagnostics.compactMap {
                guard case .schema = $0.source else { return nil }
                var moved = $0
                moved.range = relex.map($0.range)
                return moved
            }
        }
        // The tree keeps its shape: with no line break typed or removed, every fold keeps its lines.
        let newline = UInt8(ascii: "\n")
        var folds: [SpecFoldingRange]?
        if !edit.replacement.contains(newline), !bytes[edit.range].contains(newline) {
            folds = foldingRanges.map {
                SpecFoldingRange(range: relex.map($0.range), startLine: $0.startLine, endLine: $0.endLine)
            }
        }
        return SpecAnalysis(tree: newTree, check: checked, schemaWarnings: warnings, lint: lint, foldingRanges: folds)
    }
}
