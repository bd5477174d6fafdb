import Foundation
import Graphics
import LoaderKitCore
import StudioCommandLine

/// A command's arguments read against its declaration, and their values as numbers, whole
/// numbers, lists and params, each kind of mistake with its one message.
extension ArgumentScanner {
    /// Scans a command's arguments against the options of `forms` (a mistake shows the usage).
    init(_ arguments: [String], forms: [CommandForm]) throws(CommandError) {
        do {
            try self.init(arguments, options: forms.options)
        } catch {
            throw CommandError(message: error.message, showUsage: true)
        }
    }

    /// The option parsed as a finite number.
    func number(_ name: String) throws(CommandError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let x = Double(text), x.isFinite else {
            throw CommandError(message: "--\(name) needs a number, got \"\(text)\"")
        }
        return x
    }

    /// The option parsed as a whole number within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = CheckedInt.parse(text, in: range) else {
            throw CommandError(
                message:
                    "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return n
    }

    /// The option as a comma-separated list of finite numbers.
    func numberList(_ name: String) throws(CommandError) -> [Double]? {
        guard let text = value(name) else { return nil }
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
        guard let text = value("params"), !text.isEmpty else { return [:] }
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

    /// The option as a colour (`#RRGGBB` or `#RRGGBBAA`), nil when absent.
    func color(_ name: String) throws(CommandError) -> Color? {
        guard let text = value(name) else { return nil }
        return try Self.color(text, option: name)
    }

    /// The option as a comma-separated list of colours, nil when absent.
    func colors(_ name: String) throws(CommandError) -> [Color]? {
        guard let text = value(name) else { return nil }
        var out: [Color] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            out.append(try Self.color(String(item), option: name))
        }
        return out
    }

    /// One colour of option `option`, with the message every colour option gives.
    private static func color(_ text: String, option: String) throws(CommandError) -> Color {
        guard let color = Color(hex: text.trimmingCharacters(in: .whitespaces)) else {
            throw CommandError(message: "--\(option) needs colours like #7C3AED or #7C3AED80, got \"\(text)\"")
        }
        return color
    }
}
