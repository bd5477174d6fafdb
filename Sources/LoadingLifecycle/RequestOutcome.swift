/// How one attempt of a request ends, and when, in seconds from the attempt's start.
public enum RequestOutcome: Hashable, Sendable {
    /// The response arrives after this many seconds.
    case success(after: Double)
    /// The attempt fails (offline, timeout, server error) and reports it after this many seconds.
    case failure(after: Double)

    /// The seconds from the attempt's start to its response or its error.
    public var seconds: Double {
        switch self {
        case .success(let after), .failure(let after): return after
        }
    }

    /// Whether the attempt succeeded.
    public var succeeded: Bool {
        if case .success = self { return true }
        return false
    }
}
