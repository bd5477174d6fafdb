import LoaderKitCore
import SpecLanguage
import SpecWorkspace

extension LocatedProblem {
    /// The most warnings the Problems panel lists; the pane's squiggles show them all.
    static let warningLimit = 50

    /// The warnings of `analysis` (names LoaderKit ignores, lint rules), placed at their first
    /// byte, in the order the analysis gives them; at most `warningLimit`.
    package static func warnings(of analysis: SpecAnalysis) -> [LocatedProblem] {
        let warnings = analysis.warnings.prefix(warningLimit)
        guard !warnings.isEmpty else { return [] }
        let source = analysis.lines.sourceText
        return warnings.map { warning in
            let location = analysis.location(ofOffset: warning.range.start)
            var problem = LocatedProblem(
                message: warning.message, path: warning.path, line: location.line,
                column: location.column, lineText: source.lineText(location.line))
            problem.isWarning = true
            problem.fixTitle = SpecQuickFix.firstTitle(for: warning)
            return problem
        }
    }
}
