extension IndicatorEvaluator {
    /// The sample times LoaderKit's golden vectors use for this spec (seconds, sorted, unique):
    /// 41 even steps up to `max(0, offsets) + 2 · max(durations)`, plus the keyframe times of each
    /// part's first element over two cycles and the group keyframes of the second part cycle.
    public func vectorSampleTimes() -> [Double] {
        var times = Set<Double>()
        _ = forEachVectorSampleTime {
            times.insert($0)
            return true
        }
        return times.sorted()
    }

    /// `vectorSampleTimes()` when they are at most `limit`, else nil: found without ever holding
    /// more than `limit + 1` of them (a spec with a million keyframes costs no million-entry list).
    public func vectorSampleTimes(atMost limit: Int) -> [Double]? {
        var times = Set<Double>()
        let complete = forEachVectorSampleTime {
            times.insert($0)
            return times.count <= limit
        }
        return complete ? times.sorted() : nil
    }

    /// Calls `body` with each vector sample time (repeats included, in no useful order) until it
    /// returns false; false when it did.
    private func forEachVectorSampleTime(_ body: (Double) -> Bool) -> Bool {
        let end = sampleEnd
        for k in 0...40 where !body(round9(end * Double(k) / 40)) { return false }
        for (p, part) in parts.enumerated() where !part.offsets.isEmpty {
            let o = part.offsets[0], d = part.elementDurations[0]
            for track in spec.parts[p].tracks {
                for kt in track.keyTimes {
                    for start in [o, o + d] {
                        let x = round9(start + kt * d)
                        if x >= 0, !body(x) { return false }
                    }
                }
            }
            for track in spec.parts[p].groupTracks {
                for kt in track.keyTimes where !body(round9((1 + kt) * part.duration)) { return false }
            }
        }
        return true
    }

    /// `count` evenly spaced times from 0 to the vectors' end time (seconds).
    public func evenSampleTimes(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        let end = sampleEnd
        return (0..<count).map { round9(end * Double($0) / Double(count - 1)) }
    }

    private var sampleEnd: Double {
        let maxOffset = parts.flatMap(\.offsets).reduce(0, max)
        let maxDuration = (parts.map(\.duration) + parts.flatMap(\.elementDurations)).reduce(0, max)
        return maxOffset + 2 * maxDuration
    }

    private func round9(_ x: Double) -> Double { JS.round(x * 1e9) / 1e9 }
}
