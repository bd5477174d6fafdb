import SpecLanguage

extension SpecDiagnostic {
    /// The code an editor shows beside the message and `validate --lint --json` writes: the
    /// check for LoaderKit's own problems (`syntax`, `validation`, `prepare`), `unknown-field`
    /// for a name the schema does not allow there, the lint rule's name for a lint warning.
    public var code: String {
        switch source {
        case .syntax: "syntax"
        case .validation: "validation"
        case .prepare: "prepare"
        case .schema: "unknown-field"
        case .lint(let rule): rule.rawValue
        }
    }
}
