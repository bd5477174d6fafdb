/// One message of the catalogue: its key and its typed arguments, rendered by a `Localizer` in
/// the current language. The studio makes them with typed accessors, so each argument's kind is
/// fixed where the message is declared.
public struct Message: Sendable, Hashable {
    /// The catalogue key ("gallery.filter.placeholder").
    public let key: String
    /// The arguments by placeholder name.
    public let arguments: [String: MessageArgument]

    public init(_ key: String, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

/// A typed argument of a message.
public enum MessageArgument: Sendable, Hashable {
    /// A count: chooses a plural form, and is written with the language's digit grouping.
    case count(Int)
    /// Text shown as it is: a file name, a spec's name, a shortcut, a path.
    case text(String)
    /// A number with at most `decimals` fraction digits, in the language's style.
    case number(Double, decimals: Int)
    /// A number and its unit ("0,75 s"), in the language's style.
    case quantity(Double, unit: String, decimals: Int)

    /// The number a plural form is chosen by, if the argument is a number.
    var numericValue: Double? {
        switch self {
        case .count(let n): return Double(n)
        case .number(let x, _), .quantity(let x, _, _): return x
        case .text: return nil
        }
    }
}
