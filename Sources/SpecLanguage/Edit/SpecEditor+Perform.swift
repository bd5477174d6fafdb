import LoaderKitCore

extension SpecEditor {
    /// The edits of an operation, in order, applied one after another; the result's text edits
    /// are relative to `bytes`.
    public static func perform(_ operation: SpecOperation, on bytes: [UInt8]) throws(SpecEditError) -> SpecEditResult {
        try perform(operation, onTree: try validTree(bytes))
    }

    /// `perform(_:on:)` on the text of `analysis` without reading it again (an editor's current
    /// analysis); a text that holds no spec is read again as `perform(_:on:)` does.
    public static func perform(_ operation: SpecOperation, on analysis: SpecAnalysis) throws(SpecEditError)
        -> SpecEditResult
    {
        // A spec was read from it: the text is one JSON value, as `validTree` requires.
        guard analysis.spec != nil else { return try perform(operation, on: analysis.bytes) }
        return try perform(operation, onTree: analysis.tree)
    }

    private static func perform(_ operation: SpecOperation, onTree tree: SpecSyntaxTree) throws(SpecEditError)
        -> SpecEditResult
    {
        let lowering = OperationLowering(tree: tree)
        if let changes = try lowering.changes(for: operation) { return try apply(changes, of: lowering) }
        return try apply(try lowering.steps(for: operation), to: tree.bytes)
    }

    /// Changes of distinct values lowered on the one tree (no text parsed again per change) and
    /// the new text validated once; one after another, as steps, when two of their text edits
    /// would meet at one place.
    static func apply(_ changes: [OperationLowering.Change], of lowering: OperationLowering) throws(SpecEditError)
        -> SpecEditResult
    {
        let tree = lowering.tree, bytes = tree.bytes
        var edits: [SpecTextEdit] = []
        edits.reserveCapacity(changes.count)
        var editLowering: EditLowering?
        for change in changes {
            switch change {
            case .text(let node, let text):
                let r = tree[node].range
                let edit = SpecTextEdit(range: r.start..<r.end, replacement: Array(text.utf8))
                if let trimmed = edit.trimmed(against: bytes) { edits.append(trimmed) }
            case .edit(let edit, let keeps):
                if editLowering == nil { editLowering = EditLowering(tree: tree, style: SpecTextStyle(tree: tree)) }
                editLowering?.keepsOneLineContainers = keeps
                guard let lowered = try editLowering?.lower(edit) else { continue }
                edits += lowered.compactMap { $0.trimmed(against: bytes) }
            }
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var merged: [SpecTextEdit] = []
        merged.reserveCapacity(edits.count)
        for edit in edits {
            guard let last = merged.last, edit.range.lowerBound <= last.range.upperBound else {
                merged.append(edit)
                continue
            }
            // Two edits at one place (or overlapping): their order would decide the text.
            if edit.range.lowerBound < last.range.upperBound || edit.range.isEmpty || last.range.isEmpty {
                return try apply(changes.map(lowering.step(for:)), to: bytes)
            }
            merged[merged.count - 1] = SpecTextEdit(
                range: last.range.lowerBound..<edit.range.upperBound, replacement: last.replacement + edit.replacement)
        }
        let new = SpecTextEdit.apply(merged, to: bytes)
        return SpecEditResult(bytes: new, textEdits: merged, problems: problems(of: new))
    }

    /// `edits` applied one after another to `bytes`, each on the text the one before left.
    public static func apply(_ edits: [SpecEdit], to bytes: [UInt8]) throws(SpecEditError) -> SpecEditResult {
        try apply(edits.map { OperationLowering.Step(edit: $0) }, to: bytes)
    }

    static func apply(_ steps: [OperationLowering.Step], to bytes: [UInt8]) throws(SpecEditError) -> SpecEditResult {
        var composer = EditComposer(bytes)
        for step in steps {
            composer.apply(
                try textEdits(
                    for: step.edit, in: composer.current, keepingOneLineContainers: step.keepsOneLineContainers))
        }
        return SpecEditResult(
            bytes: composer.current, textEdits: composer.trimmedEdits, problems: problems(of: composer.current))
    }

    /// The validation and prepare problems of `bytes`, in LoaderKit's wording (the syntax error
    /// when they are not JSON).
    public static func problems(of bytes: [UInt8]) -> [String] {
        IndicatorSpec.checkAndPrepare(bytes: bytes).problems.map(\.message)
    }
}
