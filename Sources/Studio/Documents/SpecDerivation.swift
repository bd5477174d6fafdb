import LoaderKitCore
import SpecLanguage

/// What one state of a document's bytes gives, worked out once: parsed, validated and prepared
/// with the default params. The document keeps the one of its shown spec (by revision) and every
/// view that shows the document (the gallery's card, the editor's previews and problems, the
/// status) reads that one instead of preparing its own.
///
/// Immutable and `Sendable`: a large file's is made off the main actor.
package final class SpecDerivation: Sendable {
    /// The usable spec; nil when the bytes have problems.
    package let spec: IndicatorSpec?
    /// `spec` prepared with its default params; nil when `spec` is.
    package let evaluator: IndicatorEvaluator?
    /// The parse of the bytes; nil when they are not JSON (its offsets moved when first read:
    /// see `ParsedJSON`).
    var root: JSONNode? { parsed?.root }
    private let parsed: ParsedJSON?
    /// Every problem: a syntax error, or validation then prepare, each placed in the file.
    package let problems: [SpecProblem]
    /// The bytes derived (shared with the document's, not copied), LoaderKitCore's problems as
    /// it found them and what checking each part gave: the check itself, for the source pane's
    /// analysis of the same text (`check(ofExactly:)`). Nil bytes: no check to hand over.
    private let checkedBytes: [UInt8]?
    private let specProblems: [SpecProblem]
    private let memo: SpecCheckMemo?

    /// Parses, validates and prepares `bytes`.
    package init(bytes: [UInt8]) {
        let result = IndicatorSpec.checkAndPrepare(bytes: bytes, reusing: nil, since: nil)
        spec = result.spec
        evaluator = result.evaluator
        parsed = result.root.map { ParsedJSON(values: $0) }
        problems = SpecProblem.placed(result.problems, in: bytes, root: result.root)
        checkedBytes = bytes
        specProblems = result.problems
        memo = result.memo
    }

    /// LoaderKitCore's check of `bytes` and its parse, when this derivation was made from exactly
    /// those bytes: a large file opened in the source pane is then checked once, and the pane's
    /// analysis and the document share one spec, one evaluator and one parse.
    func check(ofExactly bytes: [UInt8]) -> (check: SpecAnalysis.Check, parsed: ParsedJSON?)? {
        guard let checkedBytes, checkedBytes == bytes else { return nil }
        return ((spec, parsed?.values, specProblems, evaluator, memo), parsed)
    }

    /// What the language engine's analysis of the source pane's text found (its one check of
    /// the text), placed as `validate` places problems.
    init(analysis: SpecAnalysis) {
        spec = analysis.spec
        evaluator = analysis.evaluator
        parsed = analysis.parsed
        problems = SpecProblem.errors(of: analysis)
        checkedBytes = nil
        specProblems = []
        memo = nil
    }

    /// A built-in's: its spec, prepared.
    init(builtin spec: IndicatorSpec) {
        self.spec = spec
        evaluator = try? IndicatorEvaluator(spec: spec)
        parsed = nil
        problems = []
        checkedBytes = nil
        specProblems = []
        memo = nil
    }
}
