import Dispatch
import LoaderKitCore
import Localization
import Synchronization

/// Everything the editor surfaces need about one revision of a spec's text, computed once:
/// the syntax tree with byte ranges, colouring tokens, folding ranges, and diagnostics (the
/// syntax error, validation and prepare problems as `validate` words and places them, schema
/// warnings for names LoaderKit ignores, and lint warnings); plus completion and hover at a
/// cursor. A value type, so it can be computed off the main actor and handed over.
public struct SpecAnalysis: Sendable {
    /// The text (UTF-8).
    public var bytes: [UInt8] { tree.bytes }
    /// The tolerant syntax tree (also holds the tokens).
    public let tree: SpecSyntaxTree
    /// Line and column conversions, as `validate` counts them.
    public let lines: LineIndex
    /// The spec when it validates and prepares with its default params.
    public let spec: IndicatorSpec?
    /// Every diagnostic, in this order: the syntax error or the validation problems, then the
    /// prepare problems (each in LoaderKit's order), then the schema and lint warnings by position.
    public private(set) var diagnostics: [SpecProblem]
    /// True when the lint rules ran (or had nothing to run on: no usable spec).
    public private(set) var isLinted: Bool
    /// `spec` prepared with its default params (nil when `spec` is), made by the same check.
    public let evaluator: IndicatorEvaluator?
    /// LoaderKitCore's parse of the text (nil when it is not JSON) and its problems, kept so a
    /// client places problems without parsing again. After typing in a value its offsets move
    /// when first read (see `ParsedJSON`).
    package var root: JSONNode? { parsed?.root }
    /// The parse as kept: values in step with the text, offsets moved on demand.
    package let parsed: ParsedJSON?
    package let specProblems: [SpecProblem]
    /// What checking each part gave, for the analysis of the next revision (see
    /// `SpecCheckMemo`), its ranges in the text's offsets.
    package var checkMemo: SpecCheckMemo? {
        guard let valuesMemo, let parsed, !parsed.offsets.isIdentity else { return valuesMemo }
        return valuesMemo.placed(in: parsed.root)
    }
    /// The memo with its ranges in the offsets of `parsed.values`, as the next check reads it
    /// beside those values.
    let valuesMemo: SpecCheckMemo?

    public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// Analyses `bytes`; `lint` false leaves the lint rules (the slowest part: they sample the
    /// evaluator) for `linted()`, so an editor can show the rest at once.
    public init(bytes: [UInt8], lint: Bool = true) {
        let (tree, check) = Self.parse(bytes) { SpecSyntaxTree(bytes) }
        self.init(tree: tree, check: check, schemaWarnings: nil, lint: lint)
    }

    /// Analyses `bytes`, made from `previous`'s text by `edit`, read whole but taking over
    /// LoaderKitCore's results for the parts the edit did not touch.
    init(bytes: [UInt8], lint: Bool, after edit: SpecTextEdit, of previous: SpecAnalysis) {
        let memo = previous.checkMemo, since = edit.checkEdit
        let (tree, check) = Self.parse(
            bytes,
            check: {
                IndicatorSpec.checkAndPrepare(bytes: bytes, reusing: memo, since: since)
            }
        ) { SpecSyntaxTree(bytes) }
        self.init(tree: tree, check: check, schemaWarnings: nil, lint: lint)
    }

    /// Analyses `bytes` with LoaderKitCore's check of exactly these bytes made elsewhere (by
    /// `checkAndPrepare(bytes:reusing:since:)` with no memo, its tree held in `parsed`): only
    /// the tolerant tree is read, and the check's values are shared, not copied.
    package init(bytes: [UInt8], lint: Bool, checked check: Check, parsed: ParsedJSON?) {
        self.init(tree: SpecSyntaxTree(bytes), check: check, parsed: parsed, schemaWarnings: nil, lint: lint)
    }

    /// Puts an analysis together from the text's tree and LoaderKitCore's check of it;
    /// `schemaWarnings` nil reads them from the tree, `foldingRanges` nil too.
    /// `parsed` nil keeps `check.root` (its offsets the text's); else `check.root` holds the
    /// values of `parsed` and `check.memo` is in their offsets.
    init(
        tree: SpecSyntaxTree, check: Check, parsed: ParsedJSON? = nil, schemaWarnings: [SpecProblem]?, lint: Bool,
        foldingRanges: [SpecFoldingRange]? = nil, lines: LineIndex? = nil
    ) {
        self.tree = tree
        let lines = lines ?? LineIndex(tree.bytes)
        self.lines = lines
        self.foldingRanges = foldingRanges ?? tree.foldingRanges(lines: lines)
        spec = check.spec
        evaluator = check.evaluator
        let parsed = check.root == nil ? nil : (parsed ?? check.root.map { ParsedJSON(values: $0) })
        self.parsed = parsed
        specProblems = check.problems
        valuesMemo = check.memo
        // Problems are placed through the offset map: the parse's offsets stay unmoved.
        var diagnostics = ProblemDiagnostics.diagnostics(check.problems, parsed: parsed, tree: tree)
        if check.root != nil {
            var warnings = schemaWarnings ?? UnknownFieldCheck.diagnostics(tree: tree)
            if lint, let spec = check.spec { warnings += SpecLinter.warnings(spec: spec, tree: tree) }
            diagnostics += Self.byPosition(warnings)
        }
        self.diagnostics = diagnostics
        isLinted = lint || check.spec == nil
    }

    /// LoaderKitCore's check of a text: parsed, validated and prepared with the default params.
    package typealias Check = (
        spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem], evaluator: IndicatorEvaluator?,
        memo: SpecCheckMemo?
    )

    /// The text's tolerant tree (made by `makeTree`) and LoaderKitCore's check of it (made by
    /// `check`; nil checks the bytes from scratch); for a large text the two run side by side on
    /// two threads (they share nothing but immutable values: the bytes, a previous tree).
    static func parse(
        _ bytes: [UInt8], check: (@Sendable () -> Check)? = nil,
        makeTree: () -> SpecSyntaxTree
    ) -> (SpecSyntaxTree, Check) {
        let check = check ?? { IndicatorSpec.checkAndPrepare(bytes: bytes, reusing: nil, since: nil) }
        guard bytes.count >= parallelSize else { return (makeTree(), check()) }
        let checked = Mutex<Check?>(nil)
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let result = check()
            checked.withLock { $0 = result }
        }
        let tree = makeTree()
        group.wait()
        return (tree, checked.withLock { $0! })
    }

    /// The smallest text whose tree and check run side by side, in bytes.
    static let parallelSize = 64 << 10

    /// This analysis with the lint warnings among the warnings (itself when already linted).
    public func linted() -> SpecAnalysis {
        guard !isLinted, let spec else { return self }
        var copy = self
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity != .error } + SpecLinter.warnings(spec: spec, tree: tree)
        copy.diagnostics = errors + Self.byPosition(warnings)
        copy.isLinted = true
        return copy
    }

    /// Warnings by position (stable for equal starts).
    static func byPosition(_ warnings: [SpecProblem]) -> [SpecProblem] {
        warnings.enumerated().sorted {
            ($0.element.bytes.start, $0.offset) < ($1.element.bytes.start, $1.offset)
        }.map(\.element)
    }

    /// The colouring tokens of the whole text, in order, never overlapping.
    public var tokens: [SpecToken] { tree.tokens }

    /// The tokens overlapping `range` (the lines in view).
    public func tokens(in range: ByteRange) -> ArraySlice<SpecToken> { tree.tokens(in: range) }

    /// Objects and arrays that span more than one line.
    public let foldingRanges: [SpecFoldingRange]

    /// The errors (syntax, validation, prepare).
    public var problems: [SpecProblem] { diagnostics.filter { $0.severity == .error } }

    /// The lint warnings alone.
    public var lintWarnings: [SpecProblem] {
        diagnostics.filter { $0.stage == .lint }
    }

    /// The warnings (schema and lint).
    public var warnings: [SpecProblem] { diagnostics.filter { $0.severity == .warning } }

    /// Completions at byte offset `cursor`: member names at a name position, schema values at a
    /// value position, the spec's param names after `"$param":`; their details and the schema's
    /// descriptions in `language`.
    public func completions(at cursor: Int, language: Language = .english) -> [SpecCompletionItem] {
        SpecCompleter.completions(tree: tree, cursor: cursor, language: language)
    }

    /// The type summary and description of the property name at byte `offset`, if any, in
    /// `language`.
    public func hover(at offset: Int, language: Language = .english) -> HoverInfo? {
        SpecHover.info(tree: tree, offset: offset, language: language)
    }

    /// The line and column of byte `offset`, as `validate` prints them.
    public func location(ofOffset offset: Int) -> SourceLocation { lines.location(ofOffset: offset) }
}
