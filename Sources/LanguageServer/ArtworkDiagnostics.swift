import ArtworkAccessibility
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage

/// The artwork checks a spec's text can carry as diagnostics: elements whose most visible moment
/// falls below 3:1 in `check`'s default colour (#18181B) on white, and a reduced-motion still
/// frame that is empty or reads as a picture. Each sits on the tracks of the element's part.
enum ArtworkDiagnostics {
    /// Specs with more elements are left to `loader-studio check` (the checks sample the cycle).
    static let elementLimit = 500
    /// Texts over 256 KiB are left to `check` too: preparing them at each revision would cost
    /// the keystroke's time.
    static let byteLimit = 256 << 10
    static let color = Color(red8: 0x18, green8: 0x18, blue8: 0x1B)

    /// One finding: where (bytes), how serious (LSP: 2 warning, 3 information), what.
    struct Finding: Equatable {
        let range: ByteRange
        let severity: Int
        let code: String
        let message: String
    }

    /// The checks of one spec, kept while its text changes in ways that leave the spec as it is
    /// (layout, whitespace, member order).
    struct Reports {
        let spec: IndicatorSpec
        let evaluator: IndicatorEvaluator
        let contrast: IndicatorContrastReport
        let motion: ReducedMotionReport
    }

    /// The checks of `analysis`'s spec (`cached` when it is the same spec), or nil for a spec with
    /// problems, over `byteLimit` or over `elementLimit`.
    static func reports(_ analysis: SpecAnalysis, cached: Reports?) -> Reports? {
        guard analysis.bytes.count <= byteLimit, let spec = analysis.spec else { return nil }
        if let cached, cached.spec == spec { return cached }
        guard let evaluator = try? IndicatorEvaluator(spec: spec), evaluator.elementCount > 0,
            evaluator.elementCount <= elementLimit
        else { return nil }
        let contrast = IndicatorContrastReport(
            evaluator: evaluator, color: color, backgrounds: [CheckBackground(name: "#FFFFFF", color: .white)])
        return Reports(
            spec: spec, evaluator: evaluator, contrast: contrast, motion: ReducedMotionReport(evaluator: evaluator))
    }

    /// The findings of `reports`, placed in `analysis`'s text.
    static func findings(_ reports: Reports, in analysis: SpecAnalysis) -> [Finding] {
        var findings: [Finding] = []
        let evaluator = reports.evaluator
        let contrast = reports.contrast
        for group in IndicatorContrastReport.grouped(contrast.failing + contrast.tints) {
            let e = group[0]
            let elements = group.map { String($0.element) }.joined(separator: ", ")
            let figure = String(format: "%.2f", (e.lowest.ratio * 100).rounded(.down) / 100)
            let what =
                e.isConstantTint
                ? "a constant tint (a track, rail or shadow?): decoration needs no 3:1, but anything that carries "
                    + "meaning does"
                : "graphics need 3:1 (WCAG 2.2 SC 1.4.11)"
            findings.append(
                Finding(
                    range: range(ofPart: part(of: e.element, evaluator), analysis), severity: e.isConstantTint ? 3 : 2,
                    code: "contrast",
                    message: String(
                        format: "element%@ %@ at most opacity %.2f: %@:1 in #18181B on #FFFFFF; %@ "
                            + "(`loader-studio check` takes your colours and backgrounds)",
                        group.count > 1 ? "s" : "", elements, e.peakOpacity, figure, what)))
        }
        let motion = reports.motion
        if motion.verdict != .pass {
            var message =
                motion.isEmpty
                ? String(
                    format: "the still frame shown under Reduce Motion (cycle progress 0) has %.0f%% of the cycle's "
                        + "ink: for those users the indicator all but vanishes", motion.inkShare * 100)
                : "the still frame shown under Reduce Motion (cycle progress 0) has its elements all alike: "
                    + "it reads as a picture, not as work going on"
            if let p = motion.suggestedProgress {
                message += String(
                    format:
                        "; cycle progress %.2f reads better: move every track's keyframes %.2f of the cycle earlier",
                    p, p)
            }
            findings.append(
                Finding(range: range(ofPart: 0, analysis), severity: 2, code: "reduced-motion", message: message))
        }
        return findings
    }

    /// The part element `index` belongs to.
    private static func part(of index: Int, _ evaluator: IndicatorEvaluator) -> Int {
        evaluator.parts.firstIndex { index >= $0.firstIndex && index < $0.firstIndex + $0.elements.count } ?? 0
    }

    /// The `tracks` member of part `p` (its `shape`, or the whole text, when it has none).
    private static func range(ofPart p: Int, _ analysis: SpecAnalysis) -> ByteRange {
        let tree = analysis.tree
        let base: [JSONPath.Component] =
            tree.node(at: JSONPath([.key("parts")])) != nil ? [.key("parts"), .index(p)] : []
        for key in ["tracks", "shape"] {
            if let id = tree.node(at: JSONPath(base + [.key(key)])) { return tree[id].range }
        }
        return tree.root.map { tree[$0].range } ?? ByteRange(0, 0)
    }
}
