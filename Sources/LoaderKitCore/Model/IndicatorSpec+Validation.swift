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

    /// The syntax problem of `bytes`, or its validation problems (no decoding, no prepare-time
    /// checks): what LoaderKit's `validate(JSON.parse(text))` reports.
    package static func validationProblems(bytes: [UInt8]) -> [SpecProblem] {
        let parsed = parse(bytes)
        guard let root = parsed.root else { return parsed.problems }
        return SpecValidator.problems(of: root)
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
        -> (spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?)
    {
        let result = decodeValidated(bytes)
        guard let spec = result.spec else { return (nil, result.root, result.problems, nil) }
        let prepared = prepare(spec)
        return (prepared.evaluator == nil ? nil : spec, result.root, prepared.problems, prepared.evaluator)
    }

    /// `checkAndPrepare(bytes:)` of a text whose parsed tree is `root` (as `JSONParser` makes it),
    /// without parsing again. Its offsets are not read (they place problems later), so a tree
    /// with the text's values and an older text's offsets gives the same spec and problems.
    package static func checkAndPrepare(root: JSONNode)
        -> (spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?)
    {
        let result = checkAndPrepare(root: root, reusing: nil, since: nil)
        return (result.spec, result.root, result.problems, result.evaluator)
    }

    /// `checkAndPrepare(root:)` of a text made from an earlier one by `edit`, taking over from
    /// that text's `memo` what the parts the edit did not touch gave (see `SpecCheckMemo`), and
    /// the memo of this text. Both arguments nil check everything.
    package static func checkAndPrepare(root: JSONNode, reusing memo: SpecCheckMemo?, since edit: SpecCheckMemo.Edit?)
        -> (
            spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?,
            memo: SpecCheckMemo?
        )
    {
        let reuse = SpecCheckReuse(memo: memo, edit: edit, root: root)
        let result = decodeValidated(root: root, reusing: reuse)
        guard let spec = result.spec else { return (nil, root, result.problems, nil, result.memo) }
        let prepared = prepare(spec)
        return (prepared.evaluator == nil ? nil : spec, root, prepared.problems, prepared.evaluator, result.memo)
    }

    /// `checkAndPrepare(bytes:)` with the memo of the text, for the next check to start from;
    /// `memo` and `edit` as in `checkAndPrepare(root:reusing:since:)`.
    package static func checkAndPrepare(bytes: [UInt8], reusing memo: SpecCheckMemo?, since edit: SpecCheckMemo.Edit?)
        -> (
            spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?,
            memo: SpecCheckMemo?
        )
    {
        let parsed = parse(bytes)
        guard let root = parsed.root else { return (nil, nil, parsed.problems, nil, nil) }
        return checkAndPrepare(root: root, reusing: memo, since: edit)
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
