import LoaderKitCore

/// Reads a subcommand's arguments: `--flag`, `--option value` or `--option=value`, and
/// positional values. Unknown options are errors.
struct ArgumentScanner {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Scans `arguments` knowing which options take a value and which are flags.
    init(_ arguments: [String], options: Set<String>, flags flagNames: Set<String>) throws(CommandError) {
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("--") || arg == "-" {
                if !onlyPositionals && arg.hasPrefix("-") && arg.count > 1 && Double(arg) == nil {
                    throw CommandError(message: "unknown option \(arg)", showUsage: true)
                }
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = String(arg.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if flagNames.contains(name) {
                if inlineValue != nil { throw CommandError(message: "--\(name) takes no value", showUsage: true) }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard i < arguments.count else {
                        throw CommandError(message: "--\(name) needs a value", showUsage: true)
                    }
                    values[name] = arguments[i]
                    i += 1
                }
            } else {
                throw CommandError(message: "unknown option --\(name)", showUsage: true)
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name] }

    /// The option parsed as a finite number.
    func number(_ name: String) throws(CommandError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let x = Double(text), x.isFinite else {
            throw CommandError(message: "--\(name) needs a number, got \"\(text)\"")
        }
        return x
    }

    /// The option parsed as a whole number within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let n = CheckedInt.parse(text, in: range) else {
            throw CommandError(
                message:
                    "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return n
    }

    /// The option as a comma-separated list of finite numbers.
    func numberList(_ name: String) throws(CommandError) -> [Double]? {
        guard let text = values[name] else { return nil }
        var out: [Double] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let x = Double(trimmed), x.isFinite else {
                throw CommandError(message: "--\(name) needs numbers separated by commas, got \"\(item)\"")
            }
            out.append(x)
        }
        return out
    }

    /// `--params k=v,...` as a dictionary. Values are numbers; `nan` and `inf` pass through so
    /// the engine reports them.
    func params() throws(CommandError) -> [String: Double] {
        guard let text = values["params"], !text.isEmpty else { return [:] }
        var out: [String: Double] = [:]
        for item in text.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, !pair[0].isEmpty, let x = Double(pair[1].trimmingCharacters(in: .whitespaces)) else {
                throw CommandError(message: "--params needs name=number pairs separated by commas, got \"\(item)\"")
            }
            out[String(pair[0]).trimmingCharacters(in: .whitespaces)] = x
        }
        return out
    }
}

import Foundation
