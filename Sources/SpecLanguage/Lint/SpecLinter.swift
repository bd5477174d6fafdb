import Foundation
import LoaderKitCore

/// Runs every lint rule on a spec that validated and prepared with its default params.
public enum SpecLinter {
    /// The lint warnings of `spec` (read from `tree`), in text order.
    public static func warnings(spec: IndicatorSpec, tree: SpecSyntaxTree) -> [SpecProblem] {
        guard let evaluator = try? IndicatorEvaluator(spec: spec) else { return [] }
        let context = LintContext(spec: spec, evaluator: evaluator, tree: tree)
        let units = UnitRules.check(context)
        let partsWithPixels = Set(
            units.compactMap { warning -> Int? in
                guard warning.lintRule == .translationInPixels else { return nil }
                return partIndex(of: warning.path, in: spec)
            })
        // A track whose values are in the wrong unit does not also get a loop warning: one cause.
        let unitTracks = Set(units.compactMap { trackPath($0.path) })
        let loops = LoopRules.check(context).filter { !unitTracks.contains(trackPath($0.path) ?? JSONPath()) }
        let all =
            units + ElementBoxRule.check(context, skippingParts: partsWithPixels) + loops + TimingRules.check(context)
        return all.sorted { $0.bytes.start < $1.bytes.start }
    }

    /// `tracks[0]` for a path inside that track (`tracks[0].values[1]`, `tracks[0].keyTimes`).
    private static func trackPath(_ path: JSONPath?) -> JSONPath? {
        guard let components = path?.components,
            let field = components.firstIndex(where: { $0 == .key("values") || $0 == .key("keyTimes") })
        else { return nil }
        return JSONPath(Array(components[..<field]))
    }

    /// The part a warning's path is in (0 for an inline spec).
    private static func partIndex(of path: JSONPath?, in spec: IndicatorSpec) -> Int? {
        guard case .parts = spec.body else { return 0 }
        guard let components = path?.components, components.count >= 2, case .index(let i) = components[1]
        else { return nil }
        return i
    }
}
