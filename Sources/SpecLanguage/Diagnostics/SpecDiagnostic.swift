/// A problem or warning about a spec's text, with the bytes it concerns.
public struct SpecDiagnostic: Sendable, Hashable {
    public enum Severity: Sendable, Hashable {
        /// The spec cannot be used (not JSON, a validation or prepare problem).
        case error
        /// The spec works, but something looks wrong.
        case warning
    }

    /// What found it.
    public enum Source: Sendable, Hashable {
        /// The JSON parser (LoaderKitCore's message).
        case syntax
        /// A rule of LoaderKit's `validate()`, in its wording.
        case validation
        /// A check made when the spec is prepared with its default params.
        case prepare
        /// A member name that LoaderKit's JSON Schema does not allow at that place.
        case schema
        /// A lint rule: valid, but probably not what was meant.
        case lint(LintRule)
    }

    public var range: ByteRange
    public var severity: Severity
    public var source: Source
    /// The message; for syntax, validation and prepare problems exactly as `validate` prints it.
    public var message: String
    /// The JSON path the message is about (`parts[0].tracks[1].keyTimes`), if any.
    public var path: String?

    public init(range: ByteRange, severity: Severity, source: Source, message: String, path: String? = nil) {
        self.range = range
        self.severity = severity
        self.source = source
        self.message = message
        self.path = path
    }
}
