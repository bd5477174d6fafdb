import LoaderKitCore
import Localization
import SpecLanguage
import SpecWorkspace

/// Placing a document's problems for the Problems panel: each gets its bytes, its line and
/// column, and the name to suggest for a misspelt one.
extension SpecProblem {
    /// Places `problems` (as `IndicatorSpec.check` returns them, validation first, then
    /// prepare) in the text `bytes` whose parse gave `root`.
    package static func placed(_ problems: [SpecProblem], in bytes: [UInt8], root: JSONNode?) -> [SpecProblem] {
        SpecProblem.place(problems, in: bytes, root: root).map { $0.suggesting(root: root) }
    }

    /// The errors of `analysis` (placed by the workspace engine), with their line and column.
    static func errors(of analysis: SpecAnalysis) -> [SpecProblem] {
        analysis.problems.map { problem in
            var placed = problem.at(analysis.location(ofOffset: problem.bytes.start))
            placed.suggestion = ProblemHint.hint(for: problem, root: analysis.parsed?.values)
            return placed
        }
    }

    /// The most warnings the Problems panel lists; the pane's squiggles show them all.
    static let warningLimit = 50

    /// The warnings of `analysis` (names LoaderKit ignores, lint rules) with their line and
    /// column, in the order the analysis gives them; at most `warningLimit`.
    package static func warnings(of analysis: SpecAnalysis) -> [SpecProblem] {
        analysis.warnings.prefix(warningLimit).map { $0.at(analysis.location(ofOffset: $0.bytes.start)) }
    }

    /// A problem of the file itself (deleted, unreadable), in LoaderKit's register: English.
    static func file(_ message: Message) -> SpecProblem {
        SpecProblem(StudioCatalogue.english(message), stage: .file)
    }

    /// True when the problem points at a place in the file.
    package var hasLocation: Bool { location != nil }
    /// 1-based line of the problem, 0 for a problem of the whole file.
    package var line: Int { location?.line ?? 0 }
    /// 1-based column (Unicode scalars) of the problem, 0 for a problem of the whole file.
    package var column: Int { location?.column ?? 0 }
    /// "did you mean …?" in English, when there is a name to suggest.
    package var hint: String? { suggestion.map { StudioCatalogue.english(DocumentText.didYouMean($0)) } }

    /// The title of the warning's quick fix (the workspace engine's, as the language server
    /// offers it), or nil.
    var fixTitle: String? { severity == .warning ? SpecQuickFix.firstTitle(for: self) : nil }

    /// The quick fix's title in the studio's words, or nil.
    var fixMessage: Message? {
        guard fixTitle != nil else { return nil }
        switch (stage, lintRule) {
        case (.schema, _):
            guard case .key(let name)? = path?.last else { return nil }
            return QuickFixText.remove(name)
        case (_, .keyTimesSpan?): return QuickFixText.keyTimes
        case (_, .loopJump?): return QuickFixText.endOnFirst
        case (_, .rotationInDegrees?): return QuickFixText.radians
        default: return nil
        }
    }

    /// The text of the problem's line in `bytes` (the text it was placed in), without its line
    /// break; nil for a problem of the whole file.
    func lineText(in bytes: [UInt8]) -> String? {
        guard hasLocation, let start = range?.start, start <= bytes.count else { return nil }
        var lower = start
        while lower > 0, bytes[lower - 1] != 0x0A { lower -= 1 }
        var upper = start
        while upper < bytes.count, bytes[upper] != 0x0A { upper += 1 }
        if upper > lower, bytes[upper - 1] == 0x0D { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    private func at(_ location: SourceLocation) -> SpecProblem {
        var placed = self
        placed.location = location
        return placed
    }

    private func suggesting(root: JSONNode?) -> SpecProblem {
        var problem = self
        problem.suggestion = ProblemHint.hint(for: self, root: root)
        return problem
    }
}
