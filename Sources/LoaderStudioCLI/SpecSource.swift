import Foundation
import LoaderKitCore
import SpecFiles

/// A spec named on the command line: a file path, or a built-in name.
struct SpecSource {
    var label: String
    var bytes: [UInt8]
    /// True when `label` is the path of the file the bytes were read from (not a built-in's name).
    var isFile = false

    /// A file when `argument` names one, else the built-in of that name.
    static func resolve(_ argument: String) throws(CommandError) -> SpecSource {
        if SpecFileReader.somethingIsAt(argument) {
            switch SpecFileReader.read(argument) {
            case .success(let snapshot): return SpecSource(label: argument, bytes: snapshot.bytes, isFile: true)
            case .failure(let failure): throw CommandError(message: "\(argument) \(failure.reason)")
            }
        }
        if let json = IndicatorSpec.builtinJSON(named: argument) {
            return SpecSource(label: argument, bytes: Array(json.utf8))
        }
        throw CommandError(message: "\(argument): no such file or built-in indicator (see `loader-studio list`)")
    }
}

extension SpecSource {
    /// The spec prepared with `params`, or nil after printing every problem to standard error
    /// as `label:line:col: message` (the caller then exits with `.problems`).
    ///
    /// - Throws: `CommandError` for a param name the spec does not declare, naming it and the
    ///   names it does declare.
    func evaluator(
        params: [String: Double], io: CommandIO,
        undeclared: UndeclaredParams = .refuse
    ) throws(CommandError) -> IndicatorEvaluator? {
        let result = IndicatorSpec.check(bytes: bytes)
        if let spec = result.spec {
            switch undeclared {
            case .refuse: try checkParamNames(params, of: spec)
            case .report(let found):
                if let message = undeclaredMessage(params, of: spec) { found(message) }
            }
        }
        do {
            guard let spec = result.spec else { throw IndicatorSpecError(problems: result.problems) }
            return try IndicatorEvaluator(spec: spec, params: params)
        } catch {
            let problems = IndicatorSpecError(error).details
            for line in SpecProblem.place(problems, in: bytes, root: result.root).map { $0.report(label: label) } {
                io.printError(line)
            }
            return nil
        }
    }

    /// What to do with an override that names no declared param.
    enum UndeclaredParams {
        /// Stop with an error (nothing is drawn or written).
        case refuse
        /// Pass the message on and go on: LoaderKit ignores such an override.
        case report((String) -> Void)
    }

    /// An error naming the first (by name) of `params` that `spec` does not declare.
    private func checkParamNames(_ params: [String: Double], of spec: IndicatorSpec) throws(CommandError) {
        if let message = undeclaredMessage(params, of: spec) { throw CommandError(message: message) }
    }

    /// The message naming the first (by name) of `params` that `spec` does not declare, or nil.
    private func undeclaredMessage(_ params: [String: Double], of spec: IndicatorSpec) -> String? {
        guard let unknown = params.keys.sorted().first(where: { spec.params[$0] == nil }) else { return nil }
        let known =
            spec.paramNames.isEmpty ? "it declares no params" : "its params: " + spec.paramNames.joined(separator: ", ")
        return "\(label) has no param \"\(unknown)\"; \(known)"
    }
}
