import StudioCommandLine
import Foundation
import LoaderKitCore

/// `loader-studio eval SPEC|NAME [--params k=v,...] [--t t1,t2,... | --samples N] [--json]`:
/// element states in the golden-vector format.
struct EvalCommand {
    static let declaration = CommandDeclaration(
        name: "eval", summary: "every element's state at spec times, as the golden vectors write it",
        forms: [
            CommandForm(
                synopsis: "SPEC|NAME [--params k=v,...] [--t t1,t2,... | --samples N] [--json]",
                description: """
                    Evaluates a spec file or a built-in and prints every element's 21 state fields.
                    Without --t or --samples it samples the golden vectors' times.
                    """,
                operands: [.specOrName],
                options: [
                    .value(
                        "params", "k=v,...",
                        help: """
                            override declared params (an undeclared name is reported as an error and, as \
                            LoaderKit does, ignored: exit status 1)
                            """),
                    .value("t", "t1,t2,...", help: "spec times in seconds"),
                    .value("samples", "N", help: "N even times from 0 to the vectors' end time"),
                    .flag(
                        "json",
                        help:
                            #"print {"name", "params", "shapes", "cycleProgress", "samples"} in the golden-vector format, one element per line"#
                    ),
                ])
        ],
        examples: ["loader-studio eval BallPulse --t 0,0.25 --json"])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard args.operands.count == 1 else {
            throw CommandError(message: "eval needs exactly one SPEC or NAME", showUsage: true)
        }
        if args.value("t") != nil && args.value("samples") != nil {
            throw CommandError(message: "use either --t or --samples", showUsage: true)
        }
        let source = try SpecSource.resolve(args.operands[0])
        let params = try args.params()
        var undeclared: String?
        guard
            let evaluator = try source.evaluator(
                params: params, io: io,
                undeclared: .report { undeclared = $0 })
        else { return .problems }
        let times: [Double]
        if let list = try args.numberList("t") {
            times = list
        } else if let n = try args.integer("samples", in: 1...100_000) {
            times = evaluator.evenSampleTimes(count: n)
        } else {
            times = evaluator.vectorSampleTimes()
        }
        if args.flag("json") {
            io.print(jsonReport(evaluator, times: times))
        } else {
            textReport(evaluator, times: times, io: io)
        }
        guard let undeclared else { return .success }
        io.printError("loader-studio eval: \(undeclared); the override is ignored, as LoaderKit does")
        return .problems
    }

    static func jsonReport(_ evaluator: IndicatorEvaluator, times: [Double]) -> String {
        let spec = evaluator.spec
        var out = "{\n"
        out += "  \"name\": " + JSONWriter.string(.string(spec.name)) + ",\n"
        let params = JSONNode.object(spec.paramNames.map { ($0, .number(evaluator.params[$0] ?? 0)) })
        out += "  \"params\": " + JSONWriter.string(params) + ",\n"
        out += "  \"shapes\": " + JSONWriter.string(.array(evaluator.parts.map { $0.shape.jsonNode })) + ",\n"
        let cycle = [0, 0.25, 0.5, 0.75, 1].map { cp in
            JSONNode.object([("cycleProgress", .number(cp)), ("t", .number(evaluator.timeForCycleProgress(cp)))])
        }
        out += "  \"cycleProgress\": " + JSONWriter.string(.array(cycle)) + ",\n"
        out += "  \"samples\": ["
        var states: [ElementState] = []
        for (s, t) in times.enumerated() {
            evaluator.states(at: t, into: &states)
            out += (s == 0 ? "\n" : ",\n") + "    {\"t\": " + JSNumberFormat.string(t) + ", \"elements\": ["
            for (i, state) in states.enumerated() {
                out += (i == 0 ? "\n" : ",\n") + "      " + JSONWriter.string(state.jsonNode)
            }
            out += states.isEmpty ? "]}" : "\n    ]}"
        }
        out += times.isEmpty ? "]\n}" : "\n  ]\n}"
        return out
    }

    static func textReport(_ evaluator: IndicatorEvaluator, times: [Double], io: CommandIO) {
        io.print(
            "\(evaluator.spec.name): \(evaluator.elementCount) elements, cycle \(JSNumberFormat.string(evaluator.spec.duration)) s"
        )
        let header = ElementState.fieldNames.map { $0.count > 10 ? String($0.prefix(10)) : $0 }
        var states: [ElementState] = []
        for t in times {
            evaluator.states(at: t, into: &states)
            io.print("\nt = \(JSNumberFormat.string(t))")
            io.print(
                header.enumerated().map {
                    $0.offset < 2
                        ? $0.element.padding(toLength: 5, withPad: " ", startingAt: 0)
                        : $0.element.padding(toLength: 11, withPad: " ", startingAt: 0)
                }.joined())
            for state in states {
                let values = state.fieldValues
                var line = ""
                for (k, v) in values.enumerated() {
                    let whole = CheckedInt.from(v, rounding: .towardZero).map(String.init) ?? JSNumberFormat.string(v)
                    line +=
                        k < 2
                        ? whole.padding(toLength: 5, withPad: " ", startingAt: 0)
                        : String(format: "%-11.6f", v)
                }
                io.print(line)
            }
        }
    }
}

extension ElementState {
    /// The state as a JSON object with the golden vectors' key order.
    var jsonNode: JSONNode {
        let values = fieldValues
        return .object(ElementState.fieldNames.enumerated().map { ($0.element, .number(values[$0.offset])) })
    }
}

extension IndicatorEvaluator.Shape {
    /// The resolved shape as the golden vectors write it.
    var jsonNode: JSONNode {
        switch self {
        case .circle(let startAngle, let sweep):
            return .object([
                ("type", .string("circle")), ("startAngle", .number(startAngle)), ("sweep", .number(sweep)),
            ])
        case .rect(let cornerRadius):
            return .object([("type", .string("rect")), ("cornerRadius", .number(cornerRadius))])
        case .ring(let strokeWidth, let startAngle, let sweep, let segments):
            return .object([
                ("type", .string("ring")), ("strokeWidth", .number(strokeWidth)), ("startAngle", .number(startAngle)),
                ("sweep", .number(sweep)), ("segments", .number(Double(segments))),
            ])
        case .triangle: return .object([("type", .string("triangle"))])
        case .line: return .object([("type", .string("line"))])
        }
    }
}
