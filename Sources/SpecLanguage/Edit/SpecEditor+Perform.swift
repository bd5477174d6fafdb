import LoaderKitCore

extension SpecEditor {
    /// The edits of an operation, in order, applied one after another; the result's text edits
    /// are relative to `bytes`.
    public static func perform(_ operation: SpecOperation, on bytes: [UInt8]) throws(SpecEditError) -> SpecEditResult {
        let tree = try validTree(bytes)
        return try apply(try OperationLowering(tree: tree).steps(for: operation), to: bytes)
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
