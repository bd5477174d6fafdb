/// The error thrown for a spec that cannot be used: every problem, in LoaderKit's wording.
public struct IndicatorSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The messages, validation problems first, then prepare-time problems.
    public var problems: [String] { details.map(\.message) }
    /// The problems with their JSON paths and stages.
    public var details: [SpecProblem]

    public init(problems: [SpecProblem]) { details = problems }

    /// `error` itself when it is an `IndicatorSpecError` (what every throwing API of this library
    /// throws), else one problem with its description.
    public init(_ error: any Error) {
        if let specError = error as? IndicatorSpecError {
            self = specError
        } else {
            details = [SpecProblem("\(error)", stage: .prepare)]
        }
    }

    init(_ message: String, path: JSONPath? = nil) {
        details = [SpecProblem(message, path: path, stage: .prepare)]
    }

    public var description: String {
        "Invalid indicator spec:\n" + problems.map { "- \($0)" }.joined(separator: "\n")
    }
}
