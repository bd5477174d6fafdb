/// A part's tracks with params resolved and easing curves prepared, stored in flat arrays so
/// that sampling touches no reference counts and allocates nothing.
struct TrackTable: Sendable {
    /// One track: its property and where its keyframes and curves start in the flat arrays.
    struct Entry: Sendable {
        let property: Property
        /// Index of the first keyframe in `keyTimes` and `values`.
        let first: Int
        /// Number of keyframes (at least 2).
        let count: Int
        /// Index of the first segment's curve in `curves`.
        let firstCurve: Int
        /// True when the keyTimes never decrease (always so in a valid spec): the segment is then
        /// found by bisection, with the same result as the scan from the first keyframe.
        let isOrdered: Bool
    }

    /// Tracks with at least this many keyframes are sampled by bisection when ordered; shorter
    /// ones by the scan, which is faster for a few keys.
    static let bisectionMinimum = 9

    private(set) var entries: [Entry] = []
    private var keyTimes: [Double] = []
    private var values: [Double] = []
    private var curves: [CubicBezier] = []
    /// The control points of the curves in `curves`, four numbers (x1, y1, x2, y2) each, for
    /// exporters; flat, so a keyframe costs no allocation of its own.
    private var controlPoints: [Double] = []

    init(_ tracks: [IndicatorSpec.Track], params: [String: Double]) throws(IndicatorSpecError) {
        let keyframes = tracks.reduce(0) { $0 + $1.keyTimes.count }
        keyTimes.reserveCapacity(keyframes)
        values.reserveCapacity(keyframes)
        curves.reserveCapacity(keyframes)
        controlPoints.reserveCapacity(keyframes * 4)
        entries.reserveCapacity(tracks.count)
        for track in tracks {
            guard track.keyTimes.count >= 2, track.values.count == track.keyTimes.count else {
                throw IndicatorSpecError(
                    "\(track.property.rawValue) track needs at least 2 keyTimes and as many values")
            }
            entries.append(
                Entry(
                    property: track.property, first: keyTimes.count, count: track.keyTimes.count,
                    firstCurve: curves.count,
                    isOrdered: zip(track.keyTimes, track.keyTimes.dropFirst()).allSatisfy { $0 <= $1 }))
            keyTimes += track.keyTimes
            for value in track.values { values.append(try value.resolved(params)) }
            let easing = track.easing ?? .uniform(.linear)
            for k in 0..<(track.keyTimes.count - 1) {
                let segment = easing.easing(forSegment: k)
                curves.append(CubicBezier(segment))
                let (x1, y1, x2, y2) = segment.controlPoints
                controlPoints += [x1, y1, x2, y2]
            }
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The tracks with params resolved, in spec order.
    var resolved: [IndicatorEvaluator.ResolvedTrack] {
        entries.map { e in
            IndicatorEvaluator.ResolvedTrack(
                property: e.property, keyTimes: Array(keyTimes[e.first..<(e.first + e.count)]),
                values: Array(values[e.first..<(e.first + e.count)]),
                easings: (e.firstCurve..<(e.firstCurve + e.count - 1)).map {
                    Array(controlPoints[($0 * 4)..<($0 * 4 + 4)])
                })
        }
    }

    /// Sets every tracked property of `target` to its value at cycle fraction `p`.
    @inline(__always)
    func apply(at p: Double, to target: inout PropertyValues) {
        keyTimes.withUnsafeBufferPointer { kt in
            values.withUnsafeBufferPointer { v in
                curves.withUnsafeBufferPointer { c in
                    entries.withUnsafeBufferPointer { e in
                        for entry in e {
                            target[entry.property] = TrackTable.sample(p, entry, kt, v, c)
                        }
                    }
                }
            }
        }
    }

    /// LoaderKit's `sampleTrack` for one entry.
    @inline(__always)
    private static func sample(
        _ p: Double, _ e: Entry, _ kt: UnsafeBufferPointer<Double>, _ v: UnsafeBufferPointer<Double>,
        _ c: UnsafeBufferPointer<CubicBezier>
    ) -> Double {
        let f = e.first
        let last = f + e.count - 1
        if p <= kt[f] { return v[f] }
        if p >= kt[last] { return v[last] }
        var k = f
        if e.isOrdered && e.count >= bisectionMinimum && !p.isNaN {
            // The first k in f..<last-1 with p < kt[k + 1], else last - 1: what the scan finds,
            // since the keyTimes never decrease.
            var high = last - 1
            while k < high {
                let middle = (k + high) / 2
                if p < kt[middle + 1] { high = middle } else { k = middle + 1 }
            }
        } else {
            while k < last - 1 && p >= kt[k + 1] { k += 1 }
        }
        let span = kt[k + 1] - kt[k]
        let u = span > 0 ? (p - kt[k]) / span : 1
        return v[k] + (v[k + 1] - v[k]) * c[e.firstCurve + (k - f)].value(at: u)
    }
}
