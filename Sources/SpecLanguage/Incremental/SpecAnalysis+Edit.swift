import LoaderKitCore

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
        // A number or string value changed in place: LoaderKitCore's parse is carried over too,
        // the new value put in and no offset moved (the map moves them when they are read: see
        // `ParsedJSON`). The check reads values only; the memo stays in the values' offsets,
        // where the parts after the edit are found (an edit of no length: the value's bytes).
        let valueEdit = parsed.flatMap {
            $0.values.valueEdit(
                edit.range, replacementCount: edit.replacement.count, newBytes: newBytes, offsets: $0.offsets)
        }
        let check: @Sendable () -> Check
        let newParsed: ParsedJSON?
        if let parsed, let valueEdit {
            let values = parsed.values.applying(valueEdit, movingOffsets: false)
            var offsets = parsed.offsets
            offsets.add(at: valueEdit.target.upperBound, delta: valueEdit.delta)
            let next = ParsedJSON(values: values, offsets: offsets)
            newParsed = next
            let memo = valuesMemo
            let inPlace = SpecCheckMemo.Edit(range: valueEdit.target, replacementCount: valueEdit.target.count)
            check = {
                // The previous revision's tape (made from its tree the first time), taken over and
                // changed in place, then kept for the next keystroke: no walk of the whole tree
                // and no copy of it.
                var tape = parsed.takeTape()
                guard tape.apply(valueEdit) else {
                    return IndicatorSpec.checkAndPrepare(root: values, reusing: memo, since: inPlace)
                }
                next.keep(tape)
                return IndicatorSpec.checkAndPrepare(tape: tape, root: values, reusing: memo, since: inPlace)
            }
        } else {
            newParsed = nil
            let memo = checkMemo, since = edit.checkEdit
            check = { IndicatorSpec.checkAndPrepare(bytes: newBytes, reusing: memo, since: since) }
        }
        let (newTree, checked) = Self.parse(newBytes, check: check, makeTree: { tree.moved(by: relex, to: newBytes) })
        var warnings: [SpecProblem]?
        if parsed != nil, !relex.touchesString(tree) {
            warnings = diagnostics.compactMap {
                guard $0.stage == .schema, let range = $0.range else { return nil }
                var moved = $0
                moved.range = relex.map(range)
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
        return SpecAnalysis(
            tree: newTree, check: checked, parsed: newParsed, schemaWarnings: warnings, lint: lint,
            foldingRanges: folds, lines: LineIndex(lines, after: edit, giving: newBytes))
    }
}
