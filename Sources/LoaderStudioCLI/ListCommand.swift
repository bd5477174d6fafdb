import StudioCommandLine
import LoaderKitCore

/// `loader-studio list [--json]`: the built-ins with their params and defaults.
struct ListCommand {
    static let declaration = CommandDeclaration(
        name: "list", summary: "built-ins with their params and defaults",
        forms: [
            CommandForm(
                synopsis: "[--json]",
                description: """
                    Lists LoaderKit's built-in indicators: name, cycle in seconds, element count and
                    params with their defaults.
                    """,
                options: [
                    .flag("json", help: #"print {"indicators": [{"name", "duration", "elements", "params": {...}}]}"#)
                ])
        ])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard args.operands.isEmpty else { throw CommandError(message: "list takes no arguments", showUsage: true) }
        var entries: [JSONNode] = []
        var lines: [String] = []
        for name in IndicatorSpec.builtinNames {
            guard let spec = IndicatorSpec.builtin(named: name) else { continue }
            let elements = (try? IndicatorEvaluator(spec: spec).elementCount) ?? 0
            let params = spec.paramNames.map { ($0, JSONNode.number(spec.params[$0]!)) }
            entries.append(
                .object([
                    ("name", .string(name)), ("duration", .number(spec.duration)),
                    ("elements", .number(Double(elements))), ("params", .object(params)),
                ]))
            let paramText = spec.paramNames.map { "\($0)=\(JSNumberFormat.string(spec.params[$0]!))" }.joined(
                separator: " ")
            let padded = name.padding(toLength: 26, withPad: " ", startingAt: 0)
            let duration = (JSNumberFormat.string(spec.duration) + "s").padding(
                toLength: 7, withPad: " ", startingAt: 0)
            lines.append(
                "\(padded)\(duration)\(String(elements).padding(toLength: 4, withPad: " ", startingAt: 0))\(paramText)"
                    .trimmingCharacters(in: .whitespaces))
        }
        if args.flag("json") {
            io.print(JSONWriter.string(.object([("indicators", .array(entries))]), indent: 2))
        } else {
            io.print("NAME                      CYCLE  ELS PARAMS")
            lines.forEach(io.print)
        }
        return .success
    }
}

import Foundation
