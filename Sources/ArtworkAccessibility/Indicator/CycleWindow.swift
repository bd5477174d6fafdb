import LoaderKitCore

/// The span of spec time the checks look at: from the still frame LoaderKit draws under reduced
/// motion (`timeForCycleProgress(0)`, after every staggered element has started) over the longest
/// duration any element or group runs, so that every element passes through its whole cycle.
struct CycleWindow {
    /// The first spec time looked at (seconds).
    let start: Double
    /// The span looked at (seconds, > 0).
    let length: Double
    /// The spec's own cycle (seconds): the time axis the studio shows.
    let cycle: Double

    init(_ evaluator: IndicatorEvaluator) {
        start = evaluator.timeForCycleProgress(0)
        let durations = evaluator.parts.flatMap { [$0.duration] + $0.elementDurations }
        let longest = durations.filter { $0.isFinite && $0 > 0 }.max() ?? 0
        cycle = evaluator.spec.duration
        length = max(cycle, min(longest, 60 * cycle))
    }

    /// `count` evenly spaced spec times from `start` (the end excluded).
    func evenTimes(count: Int) -> [Double] {
        (0..<count).map { start + length * (Double($0) / Double(count)) }
    }

    /// The spec times inside the window at which element `index`'s own keyframes fall (each
    /// track's key times, at the element's offset and duration), at most `limit` of them.
    func keyframeTimes(of index: Int, in evaluator: IndicatorEvaluator, limit: Int = 64) -> [Double] {
        guard
            let p = evaluator.parts.firstIndex(where: {
                index >= $0.firstIndex && index < $0.firstIndex + $0.elements.count
            })
        else { return [] }
        let part = evaluator.parts[p], j = index - part.firstIndex
        guard j < part.offsets.count, j < part.elementDurations.count else { return [] }
        let offset = part.offsets[j], duration = part.elementDurations[j]
        guard duration > 0, duration.isFinite else { return [] }
        var times: [Double] = []
        for track in evaluator.spec.parts[p].tracks {
            for key in track.keyTimes {
                var n = ((start - offset) / duration - key).rounded(.up)
                while times.count < limit {
                    let t = offset + (n + key) * duration
                    guard t < start + length else { break }
                    if t >= start { times.append(t) }
                    n += 1
                }
            }
        }
        return times
    }
}
