/// The error thrown for a spec that cannot be used: every problem, in LoaderKit's wording.
public struct IndicatorSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The messages, validation problems first, then prepare-time problems.
    public var problems: [String] { details.map(\.message) }
    /// The problems with their JSON paths and stages.
    public var details: [SpecProblem]

    public init(problems: [SpecProblem]) { details = problems }

    init(_ message: String, path: JSONPath? = nil) {
        details = [SpecProblem(message, path: path, stage: .prepare)]
    }

    public var description: String {
        "Invalid indicator spec:\n" + problems.map { "- \($0)" }.joined(separator: "\n")
    }
}
