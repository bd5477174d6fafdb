import Foundation

/// Loading and checking specs.
extension IndicatorSpec {
    /// Parses and validates `json`; throws `IndicatorSpecError` with every problem.
    public init(json: String) throws {
        try self.init(bytes: Array(json.utf8))
    }

    /// Parses and validates UTF-8 `jsonData`; throws `IndicatorSpecError` with every problem.
    public init(jsonData: Data) throws {
        try self.init(bytes: [UInt8](jsonData))
    }

    init(bytes: [UInt8]) throws(IndicatorSpecError) {
        let result = IndicatorSpec.decodeValidated(bytes)
        guard let spec = result.spec else { throw IndicatorSpecError(problems: result.problems) }
        self = spec
    }

    /// Every problem of the spec in `json`: a syntax error, or the validation problems, then the
    /// prepare-time problems with the default params. Empty when the spec is usable.
    public static func validate(json: String) -> [String] {
        check(bytes: Array(json.utf8)).problems.map(\.message)
    }

    /// Every problem of the spec in UTF-8 `jsonData` (see `validate(json:)`).
    public static func validate(jsonData: Data) -> [String] {
        check(bytes: [UInt8](jsonData)).problems.map(\.message)
    }

    /// Parses, validates and prepares `bytes`: the spec when it is usable, the parsed tree when
    /// the text is JSON (for locating problems), and every problem with its path.
    package static func check(bytes: [UInt8]) -> (spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem]) {
        let result = checkAndPrepare(bytes: bytes)
        return (result.spec, result.root, result.problems)
    }

    /// `check(bytes:)` that keeps what preparing made: the evaluator with the default params
    /// (nil when the spec is not usable), so a caller parses, validates and prepares once.
    package static func checkAndPrepare(bytes: [UInt8])
        -> (spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?) {
        let result = decodeValidated(bytes)
        guard let spec = result.spec else { return (nil, result.root, result.problems, nil) }
        let prepared = prepare(spec)
        return (prepared.evaluator == nil ? nil : spec, result.root, prepared.problems, prepared.evaluator)
    }

    /// `checkAndPrepare(bytes:)` of a text whose parsed tree is `root` (as `JSONParser` makes it),
    /// without parsing again. Its offsets are not read (they place problems later), so a tree
    /// with the text's values and an older text's offsets gives the same spec and problems.
    package static func checkAndPrepare(root: JSONNode)
        -> (spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?) {
        let result = decodeValidated(root: root)
        guard let spec = result.spec else { return (nil, root, result.problems, nil) }
        let prepared = prepare(spec)
        return (prepared.evaluator == nil ? nil : spec, root, prepared.problems, prepared.evaluator)
    }

    /// `spec` prepared with its default params, or the problems preparing found.
    private static func prepare(_ spec: IndicatorSpec) -> (evaluator: IndicatorEvaluator?, problems: [SpecProblem]) {
        do {
            return (try IndicatorEvaluator(preparing: spec, params: [:]), [])
        } catch {
            return (nil, error.details)
        }
    }

    /// The problems found when preparing the spec with `params` (at most one, as in LoaderKit).
    public func prepareProblems(params: [String: Double]) -> [SpecProblem] {
        do {
            _ = try IndicatorEvaluator(preparing: self, params: params)
            return []
        } catch {
            return error.details
        }
    }

    /// Every problem of this spec: LoaderKit's validation rules, then the prepare-time checks
    /// with the default params.
    public func validationErrors() -> [String] {
        let problems = SpecValidator.problems(of: jsonNode)
        if !problems.isEmpty { return problems.map(\.message) }
        return prepareProblems(params: [:]).map(\.message)
    }

    /// Throws `IndicatorSpecError` listing every problem of `validationErrors()`.
    public func validate() throws {
        let problems = SpecValidator.problems(of: jsonNode)
        if !problems.isEmpty { throw IndicatorSpecError(problems: problems) }
        let prepare = prepareProblems(params: [:])
        if !prepare.isEmpty { throw IndicatorSpecError(problems: prepare) }
    }
}
