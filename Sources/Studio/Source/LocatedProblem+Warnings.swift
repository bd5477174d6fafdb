import LoaderKitCore
import Localization
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
            problem.fixMessage = problem.fixTitle == nil ? nil : Self.fixMessage(for: warning)
            return problem
        }
    }

    /// The message naming the first quick fix of `warning` (the engine's title, in the studio's
    /// words), or nil.
    static func fixMessage(for warning: SpecDiagnostic) -> Message? {
        switch warning.source {
        case .schema:
            guard let path = warning.path.flatMap(JSONPath.init(parsing:)), case .key(let name)? = path.last else {
                return nil
            }
            return QuickFixText.remove(name)
        case .lint(.keyTimesSpan): return QuickFixText.keyTimes
        case .lint(.loopJump): return QuickFixText.endOnFirst
        case .lint(.rotationInDegrees): return QuickFixText.radians
        default: return nil
        }
    }
}
