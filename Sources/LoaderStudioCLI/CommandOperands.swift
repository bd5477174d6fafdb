import StudioCommandLine

extension OperandDeclaration {
    /// A spec file or a built-in indicator's name, as most commands take.
    static let specOrName = OperandDeclaration(
        "SPEC|NAME", completion: .specOrBuiltin, help: "a spec file, or a built-in's name (see `loader-studio list`)")
}
