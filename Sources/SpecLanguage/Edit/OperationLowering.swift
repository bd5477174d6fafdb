import LoaderKitCore

/// Lowers a `SpecOperation` to `SpecEdit`s on one revision of a spec.
struct OperationLowering {
    let tree: SpecSyntaxTree

    func edits(for operation: SpecOperation) throws(SpecEditError) -> [SpecEdit] {
        switch operation {
        case .set(let path, let json):
            return [.set(path, json: json)]
        default:
            throw SpecEditError(.notApplicable, "not implemented yet")
        }
    }
}
