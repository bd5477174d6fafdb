import Foundation
import LoaderKitCore

/// Whether an opacity or scale track makes the drawn image snap when an element's cycle wraps.
///
/// The criterion, judged on the evaluated states at the wrap of each element looked at:
/// 1. The drawn image around the element changes at the wrap: the coverage (opacity composited
///    in drawing order, every element included, so a larger element on top hides a smaller one)
///    differs over more than `minimumArea` box units².
/// 2. The change is still there when only the element's scale and opacity wrap (its place and
///    turn held), so a snap that another track causes, or one hidden under a later element,
///    is not blamed on this track.
/// 3. The change stands out from the motion around it: larger than `motionRatio` times what one
///    frame (1/60 s) of motion changes just before or just after the wrap. A ball that is
///    racing across the box hides a resize; a still one does not.
///
/// Two designs snap on purpose and are not judged: a track that already steps inside its cycle
/// (two equal keyTimes with different values), and a staggered part whose offsets spread its
/// elements evenly over the cycle, where each wrap hands the "head" on to the next element at a
/// steady pace (the trail of a spinner).
struct SnapCheck {
    let evaluator: IndicatorEvaluator
    let budget: WrapBudget
    /// The least area a snap must change to be seen (box units²): 0.0005 is 13 px² at 160 px.
    static let minimumArea = 0.0005
    /// How many times one frame's change a snap must be to stand out from the motion.
    static let motionRatio = 2.0
    /// One frame at 60 fps (seconds).
    static let frame = 1.0 / 60
    /// Samples along each side of the region around the element.
    static let grid = 16

    /// True when `track` steps on purpose: two equal keyTimes holding different values.
    static func steps(_ track: IndicatorSpec.Track, value: (Num) -> Double) -> Bool {
        for k in track.keyTimes.indices.dropFirst()
        where track.keyTimes[k] == track.keyTimes[k - 1]
            && abs(value(track.values[k]) - value(track.values[k - 1])) > 1e-9
        {
            return true
        }
        return false
    }

    /// True when some element of part `p` (group: the part's whole cycle) snaps visibly.
    func snaps(part p: Int, group: Bool) -> Bool {
        let part = evaluator.parts[p]
        let count = part.elements.count
        if !group && isTrail(part) { return false }
        let step = max(1, count / WrapCheck.elementLimit)
        var before: [ElementState] = [], after: [ElementState] = []
        var earlier: [ElementState] = [], later: [ElementState] = []
        for i in stride(from: 0, to: count, by: step) {
            let d = group ? part.duration : part.elementDurations[i]
            let o = group ? 0 : part.offsets[i]
            guard d > 0, d.isFinite, o.isFinite else { continue }
            let k = max(1.0, (-o / d).rounded(.up) + 1)
            let wrap = o + k * d
            let justBefore = wrap - d * 1e-7
            // Four evaluations and five coverages, each over every element.
            guard budget.spend(9 * evaluator.elementCount) else { return false }
            evaluator.states(at: justBefore, into: &before)
            evaluator.states(at: wrap, into: &after)
            evaluator.states(at: justBefore - SnapCheck.frame, into: &earlier)
            evaluator.states(at: wrap + SnapCheck.frame, into: &later)
            let index = part.firstIndex + i
            var held = after
            held[index] = Self.wrappingOnlySize(before[index], to: after[index])
            let near = [earlier, before, after, held, later].map { $0[index] }
            guard let region = Self.region(around: near, shapes: shapes) else { continue }
            let a = coverage(before, in: region), b = coverage(after, in: region)
            let jump = min(area(a, b, region), area(a, coverage(held, in: region), region))
            guard jump > SnapCheck.minimumArea else { continue }
            let motion = max(
                area(coverage(earlier, in: region), a, region), area(b, coverage(later, in: region), region))
            if jump > SnapCheck.motionRatio * motion { return true }
        }
        return false
    }

    private var shapes: [IndicatorEvaluator.Shape] { evaluator.parts.map(\.shape) }

    /// True when the part's elements share one duration and their offsets divide the cycle
    /// into equal steps, one element each (at least three elements).
    private func isTrail(_ part: IndicatorEvaluator.PreparedPart) -> Bool {
        let n = part.elements.count
        guard n >= 3, let d = part.elementDurations.first, d > 0,
            part.elementDurations.allSatisfy({ abs($0 - d) <= d * 1e-9 })
        else { return false }
        let phases = part.offsets.map { o -> Double in
            let r = o.truncatingRemainder(dividingBy: d)
            return r < 0 ? r + d : r
        }.sorted()
        let gap = d / Double(n)
        for (x, y) in zip(phases, phases.dropFirst() + [phases[0] + d]) where abs(y - x - gap) > gap * 1e-6 {
            return false
        }
        return true
    }

    /// `from` with only its scale and opacity taken from `to`.
    static func wrappingOnlySize(_ from: ElementState, to: ElementState) -> ElementState {
        var s = from
        s.scaleX = to.scaleX
        s.scaleY = to.scaleY
        s.opacity = to.opacity
        s.groupScaleX = to.groupScaleX
        s.groupScaleY = to.groupScaleY
        return s
    }

    /// The rectangle holding the given states' outlines (box units), or nil when none shows.
    static func region(
        around states: [ElementState], shapes: [IndicatorEvaluator.Shape]
    ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var r = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for s in states where ElementOutline.isVisible(s, shape: shapes[s.part]) {
            let b = ElementOutline(s, shape: shapes[s.part]).bounds
            r = (min(r.minX, b.minX), min(r.minY, b.minY), max(r.maxX, b.maxX), max(r.maxY, b.maxY))
        }
        guard r.minX.isFinite, r.maxX > r.minX || r.maxY > r.minY else { return nil }
        return r
    }

    /// The coverage at each sample of `region` (row-major, `grid`²): each visible element over
    /// it composited in drawing order by its opacity.
    private func coverage(
        _ states: [ElementState], in r: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    ) -> [Double] {
        let n = SnapCheck.grid
        var out = [Double](repeating: 0, count: n * n)
        for s in states {
            let shape = evaluator.parts[s.part].shape
            guard ElementOutline.isVisible(s, shape: shape) else { continue }
            let box = ElementOutline.boxBounds(s)
            guard box.maxX >= r.minX, box.minX <= r.maxX, box.maxY >= r.minY, box.minY <= r.maxY else { continue }
            let outline = ElementOutline(s, shape: shape)
            let hole = Self.hole(s, shape: shape)
            let b = outline.bounds
            guard b.maxX >= r.minX, b.minX <= r.maxX, b.maxY >= r.minY, b.minY <= r.maxY else { continue }
            let alpha = min(1, s.opacity)
            for row in 0..<n {
                let y = r.minY + (Double(row) + 0.5) / Double(n) * (r.maxY - r.minY)
                guard y >= b.minY, y <= b.maxY else { continue }
                for column in 0..<n {
                    let x = r.minX + (Double(column) + 0.5) / Double(n) * (r.maxX - r.minX)
                    guard x >= b.minX, x <= b.maxX, outline.contains(x: x, y: y),
                        hole?.contains(x: x, y: y) != true
                    else { continue }
                    out[row * n + column] += alpha * (1 - out[row * n + column])
                }
            }
        }
        return out
    }

    /// A ring's hole: the disc inside its stroke (`strokeWidth · min(w, h)` wide), or nil for
    /// other shapes and for a ring whose stroke fills it.
    static func hole(_ s: ElementState, shape: IndicatorEvaluator.Shape) -> ElementOutline? {
        guard case .ring(let strokeWidth, _, _, _) = shape, strokeWidth < 0.5 else { return nil }
        var inner = s
        inner.width *= 1 - 2 * strokeWidth
        inner.height *= 1 - 2 * strokeWidth
        return ElementOutline(inner, shape: shape)
    }

    /// The area over which two coverages differ, weighted by how much (box units²).
    private func area(
        _ a: [Double], _ b: [Double], _ r: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    ) -> Double {
        let cell = (r.maxX - r.minX) * (r.maxY - r.minY) / Double(a.count)
        return zip(a, b).reduce(0) { $0 + abs($1.0 - $1.1) } * cell
    }
}

extension ElementOutline {
    /// True when (x, y) lies inside the outline (even-odd rule over its points).
    func contains(x: Double, y: Double) -> Bool {
        var inside = false
        var j = points.count - 1
        for i in points.indices {
            let a = points[i], b = points[j]
            if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }
}
