/// The answer to a request that could not be answered: `{"error": "..."}`, naming the problem.
public struct ControlError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
    public var error: String

    public init(_ error: String) { self.error = error }

    public var description: String { error }
}
