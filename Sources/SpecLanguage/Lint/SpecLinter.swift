import Foundation
import LoaderKitCore

/// Runs every lint rule on a spec that validated and prepared with its default params.
public enum SpecLinter {
    /// The lint warnings of `spec` (read from `tree`), in text order.
    public static func warnings(spec: IndicatorSpec, tree: SpecSyntaxTree) -> [SpecDiagnostic] {
        guard let evaluator = try? IndicatorEvaluator(spec: spec) else { return [] }
        let context = LintContext(spec: spec, evaluator: evaluator, tree: tree)
        let units = UnitRules.check(context)
        let partsWithPixels = Set(
            units.compactMap { warning -> Int? in
                guard case .lint(.translationInPixels) = warning.source else { return nil }
                return partIndex(of: warning.path, in: spec)
            })
        // A track whose values are in the wrong unit does not also get a loop warning: one cause.
        let unitTracks = Set(units.compactMap { trackPath($0.path) })
        let loops = LoopRules.check(context).filter { !unitTracks.contains(trackPath($0.path) ?? "") }
        let all =
            units + ElementBoxRule.check(context, skippingParts: partsWithPixels) + loops + TimingRules.check(context)
        return all.sorted { $0.range.start < $1.range.start }
    }

    /// `tracks[0]` for a path inside that track (`tracks[0].values[1]`, `tracks[0].keyTimes`).
    private static func trackPath(_ path: String?) -> String? {
        guard let path else { return nil }
        for field in [".values", ".keyTimes"] {
            if let r = path.range(of: field) { return String(path[..<r.lowerBound]) }
        }
        return nil
    }

    /// The part a warning's path is in (0 for an inline spec).
    private static func partIndex(of path: String?, in spec: IndicatorSpec) -> Int? {
        guard case .parts = spec.body else { return 0 }
        guard let path, let parsed = JSONPath(parsing: path), parsed.components.count >= 2,
            case .index(let i) = parsed.components[1]
        else { return nil }
        return i
    }
}
