extension IndicatorEvaluator {
    /// The sample times LoaderKit's golden vectors use for this spec (seconds, sorted, unique):
    /// 41 even steps up to `max(0, offsets) + 2 · max(durations)`, plus the keyframe times of each
    /// part's first element over two cycles and the group keyframes of the second part cycle.
    public func vectorSampleTimes() -> [Double] {
        let end = sampleEnd
        var times = (0...40).map { round9(end * Double($0) / 40) }
        for (p, part) in parts.enumerated() where !part.offsets.isEmpty {
            let o = part.offsets[0], d = part.elementDurations[0]
            for track in spec.parts[p].tracks {
                for kt in track.keyTimes {
                    for start in [o, o + d] {
                        let x = round9(start + kt * d)
                        if x >= 0 { times.append(x) }
                    }
                }
            }
            for track in spec.parts[p].groupTracks {
                for kt in track.keyTimes { times.append(round9((1 + kt) * part.duration)) }
            }
        }
        return Array(Set(times)).sorted()
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
