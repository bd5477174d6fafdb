import LoaderKitCore
import SpecLanguage

/// What the forms edit for a selection: the part it lies in and, when it is a track or inside
/// one, that track and the easing segment it points at. Nothing selected edits the first part.
struct AuthoringTarget: Hashable, Sendable {
    /// The selected track of the part.
    struct TrackRef: Hashable, Sendable {
        /// `tracks[j]` or `groupTracks[j]` under the part's path.
        var path: JSONPath
        /// True for a group track.
        var isGroup: Bool
        /// j.
        var index: Int
    }

    /// The part's index in `spec.parts`.
    var partIndex: Int
    /// The part's path: "" for a spec without `parts`, "parts[i]" otherwise.
    var partPath: JSONPath
    /// The selected track, if any.
    var track: TrackRef?
    /// The easing segment the selection points at (a keyframe or an easing item), if any.
    var segment: Int?

    /// The target of `selection` in `spec`: a path outside any part (the spec's name, params)
    /// or a part that does not exist gives the first part.
    static func resolve(_ selection: JSONPath?, in spec: IndicatorSpec) -> AuthoringTarget {
        let hasParts: Bool
        if case .parts = spec.body { hasParts = true } else { hasParts = false }
        var rest = selection?.components ?? []
        var partIndex = 0
        if hasParts {
            if rest.count >= 2, case .key("parts") = rest[0], case .index(let i) = rest[1], i < spec.parts.count {
                partIndex = i
                rest.removeFirst(2)
            } else {
                rest = []
            }
        }
        let partPath = hasParts ? JSONPath([.key("parts"), .index(partIndex)]) : JSONPath()
        var target = AuthoringTarget(partIndex: partIndex, partPath: partPath)
        guard rest.count >= 2, case .key(let list) = rest[0], list == "tracks" || list == "groupTracks",
            case .index(let j) = rest[1]
        else { return target }
        let part = spec.parts[partIndex]
        let tracks = list == "tracks" ? part.tracks : part.groupTracks
        guard j < tracks.count else { return target }
        target.track = TrackRef(
            path: partPath.appending(key: list).appending(index: j), isGroup: list == "groupTracks", index: j)
        let segments = max(1, tracks[j].keyTimes.count - 1)
        if rest.count >= 4, case .key(let member) = rest[2], ["keyTimes", "values", "easing"].contains(member),
            case .index(let k) = rest[3]
        {
            target.segment = min(k, segments - 1)
        }
        return target
    }

    /// The selected track of `spec`, if any.
    func selectedTrack(in spec: IndicatorSpec) -> IndicatorSpec.Track? {
        guard let track, partIndex < spec.parts.count else { return nil }
        let part = spec.parts[partIndex]
        let list = track.isGroup ? part.groupTracks : part.tracks
        return track.index < list.count ? list[track.index] : nil
    }
}
