import LoaderKitCore

/// What every lint rule reads: the validated spec, its evaluator with the default params, and
/// the syntax tree for the ranges of the values a warning concerns.
struct LintContext {
    let spec: IndicatorSpec
    let evaluator: IndicatorEvaluator
    let tree: SpecSyntaxTree

    var parts: [Part] { spec.parts }

    /// The path of part `p`: `parts[p]`, or the spec itself for an inline spec.
    func partPath(_ p: Int) -> JSONPath {
        if case .parts = spec.body { return JSONPath([.key("parts"), .index(p)]) }
        return JSONPath()
    }

    /// A resolved `Num` with the default params (validation guarantees the name is declared).
    func value(_ n: Num) -> Double { n.resolve(evaluator.params) ?? 0 }

    /// A warning of `rule` on the value at `path` (its deepest existing node).
    func warning(_ rule: LintRule, at path: JSONPath, _ message: String) -> SpecProblem {
        let id = tree.deepestNode(at: path)
        let range = id.map { tree[$0].range } ?? ByteRange(0, 0)
        return SpecProblem(message, path: path, stage: .lint, code: rule.rawValue, range: range)
    }

    /// The element and group tracks of part `p`, each with the name of its list.
    func trackLists(_ p: Int) -> [(list: String, tracks: [IndicatorSpec.Track])] {
        [("tracks", parts[p].tracks), ("groupTracks", parts[p].groupTracks)]
    }

    /// A number for a message: at most 6 decimals, in JavaScript's form.
    static func format(_ x: Double) -> String {
        JSNumberFormat.string((x * 1e6).rounded() / 1e6)
    }
}

extension Property {
    var isRotation: Bool { self == .rotate || self == .rotateX || self == .rotateY }
    var isTranslation: Bool { self == .translateX || self == .translateY }
    var isSizeOrOpacity: Bool { self == .scale || self == .scaleX || self == .scaleY || self == .opacity }
}
