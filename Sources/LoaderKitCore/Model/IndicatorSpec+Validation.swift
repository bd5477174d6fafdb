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
        let parsed = IndicatorSpec.parseTape(bytes)
        guard let tape = parsed.tape else { throw IndicatorSpecError(problems: parsed.problems) }
        let result = IndicatorSpec.decodeValidated(tape: tape, reusing: nil)
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
        let parsed = parseTape(bytes)
        guard let tape = parsed.tape else { return parsed.problems }
        return SpecValidator.problems(of: tape)
    }

    /// `check(bytes:)`'s problems, with the parsed tree only when there are problems to place
    /// (a valid file builds no tree).
    package static func checkForReport(bytes: [UInt8]) -> (root: JSONNode?, problems: [SpecProblem]) {
        let parsed = parseTape(bytes)
        guard let tape = parsed.tape else { return (nil, parsed.problems) }
        let problems = checkAndPrepare(tape: tape, reusing: nil, since: nil).problems
        return (problems.isEmpty ? nil : JSONNode(tape: tape), problems)
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
        let result = checkAndPrepare(bytes: bytes, reusing: nil, since: nil)
        return (result.spec, result.root, result.problems, result.evaluator)
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
        let result = checkAndPrepare(tape: JSONTape(tree: root), reusing: memo, since: edit)
        return (result.spec, root, result.problems, result.evaluator, result.memo)
    }

    /// `checkAndPrepare(root:reusing:since:)` of `root` already on `tape` (`JSONTape(tree: root)`,
    /// or the previous revision's tape with the edited value put in: see `JSONTape.apply`),
    /// so that a keystroke in a value does not walk the whole tree.
    package static func checkAndPrepare(
        tape: JSONTape, root: JSONNode, reusing memo: SpecCheckMemo?, since edit: SpecCheckMemo.Edit?
    )
        -> (
            spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?,
            memo: SpecCheckMemo?
        )
    {
        let result = checkAndPrepare(tape: tape, reusing: memo, since: edit)
        return (result.spec, root, result.problems, result.evaluator, result.memo)
    }

    /// `checkAndPrepare(bytes:)` with the memo of the text, for the next check to start from;
    /// `memo` and `edit` as in `checkAndPrepare(root:reusing:since:)`.
    package static func checkAndPrepare(bytes: [UInt8], reusing memo: SpecCheckMemo?, since edit: SpecCheckMemo.Edit?)
        -> (
            spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?,
            memo: SpecCheckMemo?
        )
    {
        let parsed = parseTape(bytes)
        guard let tape = parsed.tape else { return (nil, nil, parsed.problems, nil, nil) }
        let result = checkAndPrepare(tape: tape, reusing: memo, since: edit)
        return (result.spec, JSONNode(tape: tape), result.problems, result.evaluator, result.memo)
    }

    /// Validates, decodes and prepares the document on `tape` (see `checkAndPrepare(root:)`).
    private static func checkAndPrepare(tape: JSONTape, reusing memo: SpecCheckMemo?, since edit: SpecCheckMemo.Edit?)
        -> (spec: IndicatorSpec?, problems: [SpecProblem], evaluator: IndicatorEvaluator?, memo: SpecCheckMemo?)
    {
        let reuse = SpecCheckReuse(memo: memo, edit: edit, tape: tape)
        let result = decodeValidated(tape: tape, reusing: reuse)
        guard let spec = result.spec else { return (nil, result.problems, nil, result.memo) }
        let prepared = prepare(spec)
        return (prepared.evaluator == nil ? nil : spec, prepared.problems, prepared.evaluator, result.memo)
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
