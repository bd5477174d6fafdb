import LoaderKitCore

/// Whether a part shows a visible jump where its cycle starts again: the evaluator's states
/// just before and at the wrap, compared element by element.
struct WrapCheck {
    let evaluator: IndicatorEvaluator
    let budget: WrapBudget
    /// How far two outlines may be apart and still look the same (box units).
    static let sameOutline = 0.01
    /// At most this many later elements are checked for hiding one (keeps huge specs linear).
    static let occluderLimit = 2_000
    /// At most this many elements of a part are looked at, spread over the part (each look
    /// evaluates the whole spec twice).
    static let elementLimit = 64

    /// True when some element of part `p` visibly changes when its cycle (or, for a group
    /// track, the part's cycle) wraps: visible on both sides, not hidden behind a later
    /// element, and drawn at a different place.
    func jumps(part p: Int, group: Bool) -> Bool {
        let part = evaluator.parts[p]
        let count = part.elements.count
        let step = max(1, count / WrapCheck.elementLimit)
        var before: [ElementState] = [], after: [ElementState] = []
        for i in stride(from: 0, to: count, by: step) {
            let d = group ? part.duration : part.elementDurations[i]
            let o = group ? 0 : part.offsets[i]
            guard d > 0, d.isFinite, o.isFinite else { continue }
            let k = max(1.0, (-o / d).rounded(.up) + 1)
            let wrap = o + k * d
            guard budget.spend(2 * evaluator.elementCount) else { return false }
            evaluator.states(at: wrap - d * 1e-7, into: &before)
            evaluator.states(at: wrap, into: &after)
            let index = part.firstIndex + i
            let a = before[index], b = after[index]
            guard ElementOutline.isVisible(a, shape: part.shape), ElementOutline.isVisible(b, shape: part.shape) else {
                continue
            }
            let outlineA = ElementOutline(a, shape: part.shape), outlineB = ElementOutline(b, shape: part.shape)
            guard outlineA.distance(to: outlineB) > WrapCheck.sameOutline else { continue }
            if isHidden(outlineA, index: index, in: before) || isHidden(outlineB, index: index, in: after) { continue }
            return true
        }
        return false
    }

    /// True when a later element, visible and filled, covers the outline's bounds.
    private func isHidden(_ outline: ElementOutline, index: Int, in states: [ElementState]) -> Bool {
        let b = outline.bounds
        for s in states.dropFirst(index + 1).prefix(WrapCheck.occluderLimit) {
            let shape = evaluator.parts[s.part].shape
            if case .ring(let stroke, _, _, _) = shape, stroke < 0.5 { continue }
            guard ElementOutline.isVisible(s, shape: shape) else { continue }
            let c = ElementOutline(s, shape: shape).bounds
            if c.minX <= b.minX, c.minY <= b.minY, c.maxX >= b.maxX, c.maxY >= b.maxY { return true }
        }
        return false
    }
}
