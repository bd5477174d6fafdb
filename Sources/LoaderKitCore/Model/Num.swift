/// A number in a spec: a literal, or a reference to one of the spec's params.
///
/// Numeric literals convert directly: `let gap: Num = 0.05`.
public enum Num: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    case number(Double)
    /// `{ "$param": name }`: the value of the param called `name`.
    case param(String)

    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The value against resolved params; nil when the param is not declared.
    public func resolve(_ params: [String: Double]) -> Double? {
        switch self {
        case .number(let x): return x
        case .param(let name): return params[name]
        }
    }

    public var description: String {
        switch self {
        case .number(let x): return JSNumberFormat.string(x)
        case .param(let name): return "{\"$param\": \"\(name)\"}"
        }
    }
}
