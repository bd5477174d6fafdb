/// A check's verdict, in order of severity.
public enum CheckVerdict: String, Sendable, Codable, Comparable, CaseIterable {
    case pass, warning, fail

    public static func < (a: CheckVerdict, b: CheckVerdict) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .pass: 0
        case .warning: 1
        case .fail: 2
        }
    }
}
