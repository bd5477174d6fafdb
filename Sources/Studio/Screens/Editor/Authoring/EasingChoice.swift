import LoaderKitCore
import UI

/// A track's easing as the Easing form edits it: one easing for every segment or one per
/// segment (LOADERKIT-SPEC 1.7), and the JSON each change writes to the track's `easing`.
struct EasingChoice: Hashable, Sendable {
    /// The easing of every segment (the track's `easing` unset is `linear`).
    var segments: [IndicatorSpec.Easing]
    /// True when the track writes one easing per segment.
    var isPerSegment: Bool
    /// The items of the track's per-segment list as written (0 without one; fewer than the
    /// segments when the list is short, LoaderKit reading the missing ones as linear).
    var writtenSegments = 0

    /// The choice of `track`.
    init(_ track: IndicatorSpec.Track) {
        let count = max(1, track.keyTimes.count - 1)
        switch track.easing {
        case .perSegment(let list)?:
            isPerSegment = true
            writtenSegments = list.count
            segments = (0..<count).map { $0 < list.count ? list[$0] : .linear }
        case .uniform(let easing)?:
            isPerSegment = false
            segments = Array(repeating: easing, count: count)
        case nil:
            isPerSegment = false
            segments = Array(repeating: .linear, count: count)
        }
    }

    /// The easing shown for `segment` (the only one when not per segment).
    func easing(segment: Int) -> IndicatorSpec.Easing {
        segments[isPerSegment ? min(max(segment, 0), segments.count - 1) : 0]
    }

    /// The `easing` JSON after setting `segment`'s easing (every segment's when not per segment).
    func json(setting easing: IndicatorSpec.Easing, segment: Int) -> String {
        guard isPerSegment else { return Self.json(easing) }
        var list = segments
        list[min(max(segment, 0), list.count - 1)] = easing
        return "[" + list.map(Self.json).joined(separator: ", ") + "]"
    }

    /// The `easing` JSON after switching between one easing and one per segment: a list repeats
    /// the shown easing for every segment; one easing takes `segment`'s.
    func json(perSegment: Bool, segment: Int) -> String {
        let shown = easing(segment: segment)
        guard perSegment else { return Self.json(shown) }
        return "[" + segments.indices.map { _ in Self.json(shown) }.joined(separator: ", ") + "]"
    }

    /// The segment whose item alone a change of `segment`'s easing sets (the others keep their
    /// bytes), nil when the change sets the whole `easing` (one easing for every segment, or a
    /// list without an item there).
    func writtenItem(segment: Int) -> Int? {
        isPerSegment && segment >= 0 && segment < writtenSegments ? segment : nil
    }

    /// One easing as JSON: its name, or `[x1, y1, x2, y2]` with the numbers as they are (a
    /// curve editor's drag rounds them to its precision, a typed number stays as typed).
    static func json(_ easing: IndicatorSpec.Easing) -> String {
        if let name = easing.name { return "\"\(name)\"" }
        let p = easing.controlPoints
        return "[" + [p.x1, p.y1, p.x2, p.y2].map { FormFieldRange.json($0) }.joined(separator: ", ") + "]"
    }

    /// The control points of an easing for the curve editor.
    static func curve(_ easing: IndicatorSpec.Easing) -> CurveControlPoints {
        let p = easing.controlPoints
        return CurveControlPoints(p.x1, p.y1, p.x2, p.y2)
    }

    /// The easing of a curve: a custom bezier (a named one keeps its name only when picked as a
    /// preset).
    static func easing(_ curve: CurveControlPoints) -> IndicatorSpec.Easing {
        .cubicBezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
    }
}
