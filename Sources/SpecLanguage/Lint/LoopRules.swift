import Foundation
import LoaderKitCore

/// Loops that do not close: keyTimes that leave part of the cycle to a held value, and moving
/// or turning tracks whose last value differs from the first, and opacity or scale that snaps
/// where it can be seen (`SnapCheck`).
enum LoopRules {
    static func check(_ context: LintContext) -> [SpecProblem] {
        var out: [SpecProblem] = []
        let budget = WrapBudget()
        let wrap = WrapCheck(evaluator: context.evaluator, budget: budget)
        let snap = SnapCheck(evaluator: context.evaluator, budget: budget)
        for p in context.parts.indices {
            let part = context.partPath(p)
            for (list, tracks) in context.trackLists(p) {
                let group = list == "groupTracks"
                for (j, track) in tracks.enumerated() {
                    guard let firstTime = track.keyTimes.first, let lastTime = track.keyTimes.last,
                        let firstValue = track.values.first, let lastValue = track.values.last
                    else { continue }
                    let first = context.value(firstValue), last = context.value(lastValue)
                    guard abs(last - first) > 1e-9 else { continue }
                    let path = part.appending(list).appending(j)
                    let f = LintContext.format
                    if firstTime > 0 || lastTime < 1 {
                        guard wrap.jumps(part: p, group: group) else { continue }
                        var span: [String] = []
                        if firstTime > 0 { span.append("start at \(f(firstTime)) instead of 0") }
                        if lastTime < 1 { span.append("end at \(f(lastTime)) instead of 1") }
                        out.append(
                            context.warning(
                                .keyTimesSpan, at: path.appending("keyTimes"),
                                "keyTimes \(span.joined(separator: " and ")): \(track.property.rawValue) holds still, then jumps from \(f(last)) to \(f(first)) when the cycle starts again; run them from 0 to 1, or end on the first value"
                            ))
                        continue
                    }
                    if track.property.isSizeOrOpacity {
                        guard !SnapCheck.steps(track, value: context.value),
                            snap.snaps(part: p, group: group)
                        else { continue }
                        out.append(
                            context.warning(
                                .loopJump, at: path.appending("values"),
                                "the loop jumps: \(track.property.rawValue) ends at \(f(last)) but starts at \(f(first)), so each cycle snaps back; end on the first value for a smooth loop"
                            ))
                        continue
                    }
                    guard track.property.isRotation || track.property.isTranslation else { continue }
                    if track.property.isRotation,
                        isSymmetryTurn(last - first, shape: group ? nil : context.evaluator.parts[p].shape)
                    {
                        continue
                    }
                    guard wrap.jumps(part: p, group: group) else { continue }
                    out.append(
                        context.warning(
                            .loopJump, at: path.appending("values"),
                            "the loop jumps: \(track.property.rawValue) ends at \(f(last)) but starts at \(f(first)), so each cycle snaps back; end on the first value (or a whole turn) for a smooth loop"
                        ))
                }
            }
        }
        return out
    }

    /// True when turning by `angle` (radians) ends where it started: whole turns, or a third
    /// of a turn for a triangle (which LoaderKit's examples treat as symmetric).
    static func isSymmetryTurn(_ angle: Double, shape: IndicatorEvaluator.Shape?) -> Bool {
        func multiple(of step: Double) -> Bool {
            let n = angle / step
            return abs(n - n.rounded()) < 1e-6
        }
        if multiple(of: 2 * .pi) { return true }
        if case .triangle? = shape { return multiple(of: 2 * .pi / 3) }
        return false
    }
}
