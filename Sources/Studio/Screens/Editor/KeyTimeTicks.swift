import LoaderKitCore

/// Where the timeline draws tick marks: the keyTimes of every track (and group track) of every
/// part, mapped from the part's cycle to the spec's cycle, as cycle progress in 0...1.
package enum KeyTimeTicks {
    /// Sorted, distinct (to 1e-4) tick positions in 0...1.
    package static func positions(for spec: IndicatorSpec) -> [Double] {
        var values: [Double] = []
        let specDuration = spec.duration > 0 ? spec.duration : 1
        for part in spec.parts {
            let ratio = (part.duration ?? spec.duration) / specDuration
            for track in part.tracks + part.groupTracks {
                for key in track.keyTimes where key.isFinite {
                    var p = key * ratio
                    if p > 1 { p = p.truncatingRemainder(dividingBy: 1) }
                    if p >= 0, p <= 1 { values.append(p) }
                }
            }
        }
        values.sort()
        var result: [Double] = []
        for v in values where result.last.map({ v - $0 > 1e-4 }) ?? true { result.append(v) }
        return result
    }
}
