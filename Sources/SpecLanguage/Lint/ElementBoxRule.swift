import LoaderKitCore

/// An element whose box lies far outside the unit box (more than half a box beyond an edge) at
/// some time the evaluator is sampled at: the golden vectors' sample times (even steps over two
/// cycles after the last start, plus the keyframe times), or only the even steps when a spec has
/// so many keyframes that their times would pass `timeLimit`.
enum ElementBoxRule {
    /// How far beyond the box an element must lie (box units).
    static let margin = 0.5
    /// The most sample times used.
    static let timeLimit = 400
    /// The even steps used when the keyframe times are too many.
    static let evenSteps = 81

    static func check(_ context: LintContext, skippingParts skipped: Set<Int>) -> [SpecProblem] {
        let evaluator = context.evaluator
        var reported = Set<Int>(skipped)
        var out: [SpecProblem] = []
        var states: [ElementState] = []
        let times = evaluator.vectorSampleTimes(atMost: timeLimit) ?? evaluator.evenSampleTimes(count: evenSteps)
        for t in times {
            evaluator.states(at: t, into: &states)
            for s in states where !reported.contains(s.part) {
                let shape = evaluator.parts[s.part].shape
                guard ElementOutline.isVisible(s, shape: shape) else { continue }
                let b = ElementOutline.boxBounds(s)
                guard b.maxX < -margin || b.minX > 1 + margin || b.maxY < -margin || b.minY > 1 + margin else {
                    continue
                }
                reported.insert(s.part)
                let f = LintContext.format
                out.append(
                    context.warning(
                        .elementOutsideBox, at: context.partPath(s.part).appending("layout"),
                        "element \(s.index) is far outside the box at t = \(f(t)) s (x \(f(b.minX)) to \(f(b.maxX)), y \(f(b.minY)) to \(f(b.maxY)); the box runs from 0 to 1): lengths are fractions of the box, not pixels"
                    ))
            }
            if reported.count == evaluator.parts.count { break }
        }
        return out
    }
}
