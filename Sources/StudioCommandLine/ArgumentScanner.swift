/// The one parser of `loader-studio`'s arguments, the window's and every command's:
/// `--flag`, `--option value` or `--option=value`, and operands, against the options a
/// declaration lists. After `--` every word is an operand. Unknown options are errors.
public struct ArgumentScanner: Sendable {
    /// A command line the declaration does not allow.
    public struct Mistake: Error, Hashable, Sendable {
        public var message: String
    }

    /// The words that are not options, in order.
    public private(set) var operands: [String] = []
    /// Each option's values as given (`--name=value` or `--name value`), in order.
    public private(set) var given: [(name: String, value: String?)] = []

    /// Scans `arguments` against `options`.
    public init(_ arguments: [String], options: [OptionDeclaration]) throws(Mistake) {
        let declared = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var i = 0
        var onlyOperands = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyOperands || !arg.hasPrefix("--") || arg == "-" {
                if !onlyOperands && arg.hasPrefix("-") && arg.count > 1 && Double(arg) == nil {
                    throw Mistake(message: "unknown option \(arg)")
                }
                operands.append(arg)
                continue
            }
            if arg == "--" {
                onlyOperands = true
                continue
            }
            var name = String(arg.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = declared[name] else { throw Mistake(message: "unknown option --\(name)") }
            if option.isFlag {
                if inlineValue != nil { throw Mistake(message: "--\(name) takes no value") }
                given.append((name, nil))
            } else if let inlineValue {
                given.append((name, inlineValue))
            } else {
                guard i < arguments.count else { throw Mistake(message: "--\(name) needs a value") }
                given.append((name, arguments[i]))
                i += 1
            }
            if !option.repeats, given.dropLast().contains(where: { $0.name == name }) {
                throw Mistake(message: "--\(name) is given twice")
            }
        }
    }

    /// True when the flag (or option) was given.
    public func flag(_ name: String) -> Bool { given.contains { $0.name == name } }

    /// The option's value (the last one given).
    public func value(_ name: String) -> String? { given.last { $0.name == name }?.value }
}
