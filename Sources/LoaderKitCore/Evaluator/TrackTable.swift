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
        /// Index of the first segment in `segmentCurves`.
        let firstSegment: Int
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
    /// Each distinct easing curve of the table once, prepared.
    private var curves: [CubicBezier] = []
    /// The easing of each distinct curve, for exporters (in `curves`' order).
    private var easings: [IndicatorSpec.Easing] = []
    /// Each segment's curve, as an index into `curves`: 4 bytes a keyframe, however long the
    /// track, since tracks mostly share a few curves.
    private var segmentCurves: [UInt32] = []

    init(_ tracks: [IndicatorSpec.Track], params: [String: Double]) throws(IndicatorSpecError) {
        let keyframes = tracks.reduce(0) { $0 + $1.keyTimes.count }
        keyTimes.reserveCapacity(keyframes)
        values.reserveCapacity(keyframes)
        segmentCurves.reserveCapacity(keyframes)
        entries.reserveCapacity(tracks.count)
        var curveIndex: [IndicatorSpec.Easing: UInt32] = [:]
        for track in tracks {
            guard track.keyTimes.count >= 2, track.values.count == track.keyTimes.count else {
                throw IndicatorSpecError(
                    "\(track.property.rawValue) track needs at least 2 keyTimes and as many values")
            }
            entries.append(
                Entry(
                    property: track.property, first: keyTimes.count, count: track.keyTimes.count,
                    firstSegment: segmentCurves.count,
                    isOrdered: zip(track.keyTimes, track.keyTimes.dropFirst()).allSatisfy { $0 <= $1 }))
            keyTimes += track.keyTimes
            for value in track.values { values.append(try value.resolved(params)) }
            let easing = track.easing ?? .uniform(.linear)
            func index(of segment: IndicatorSpec.Easing) -> UInt32 {
                if let index = curveIndex[segment] { return index }
                let index = UInt32(curves.count)
                curveIndex[segment] = index
                curves.append(CubicBezier(segment))
                easings.append(segment)
                return index
            }
            let segments = track.keyTimes.count - 1
            if case .uniform(let segment) = easing {
                // One curve for the whole track: looked up once, not hashed per keyframe.
                segmentCurves.append(contentsOf: repeatElement(index(of: segment), count: segments))
            } else {
                for k in 0..<segments { segmentCurves.append(index(of: easing.easing(forSegment: k))) }
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
                easings: segmentCurves[e.firstSegment..<(e.firstSegment + e.count - 1)].map {
                    let (x1, y1, x2, y2) = easings[Int($0)].controlPoints
                    return [x1, y1, x2, y2]
                })
        }
    }

    /// Sets every tracked property of `target` to its value at cycle fraction `p`.
    @inline(__always)
    func apply(at p: Double, to target: inout PropertyValues) {
        keyTimes.withUnsafeBufferPointer { kt in
            values.withUnsafeBufferPointer { v in
                curves.withUnsafeBufferPointer { c in
                    segmentCurves.withUnsafeBufferPointer { s in
                        entries.withUnsafeBufferPointer { e in
                            for entry in e {
                                target[entry.property] = TrackTable.sample(p, entry, kt, v, c, s)
                            }
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
        _ c: UnsafeBufferPointer<CubicBezier>, _ s: UnsafeBufferPointer<UInt32>
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
        return v[k] + (v[k + 1] - v[k]) * c[Int(s[e.firstSegment + (k - f)])].value(at: u)
    }
}
