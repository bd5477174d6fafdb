import LoaderKitCore

/// Where the playhead is within one segment of a track, for the easing curve's dot: the first
/// element's cycle (its stagger offset and its own duration; a group track runs on the part's
/// cycle) at spec time `time`, as a fraction of segment `segment`'s span of keyTimes; nil when
/// the playhead is in another segment or the segment has no length.
enum SegmentProgress {
    static func progress(
        time: Double, part: IndicatorEvaluator.PreparedPart, isGroup: Bool,
        keyTimes: [Double], segment: Int
    ) -> Double? {
        guard segment >= 0, segment + 1 < keyTimes.count else { return nil }
        let offset = isGroup ? 0 : (part.offsets.first ?? 0)
        let duration = isGroup ? part.duration : (part.elementDurations.first ?? part.duration)
        guard duration > 0, time.isFinite else { return nil }
        var cycle = ((time - offset) / duration).truncatingRemainder(dividingBy: 1)
        if cycle < 0 { cycle += 1 }
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        guard end > start, cycle >= start, cycle <= end else { return nil }
        return (cycle - start) / (end - start)
    }
}
