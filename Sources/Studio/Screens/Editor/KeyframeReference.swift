import LoaderKitCore
import SpecLanguage

/// A keyframe of a track, as a selection names it: "tracks[0].keyTimes[2]" or
/// "parts[1].groupTracks[0].values[1]".
struct KeyframeReference: Hashable {
    /// The track's path.
    let track: JSONPath
    /// The keyframe's index in `keyTimes` and `values`.
    let index: Int

    init(track: JSONPath, index: Int) {
        self.track = track
        self.index = index
    }

    /// The keyframe a path names, nil for any other path.
    init?(_ path: JSONPath) {
        let c = path.components
        guard c.count >= 3, case .index(let index) = c[c.count - 1], case .key(let key) = c[c.count - 2],
            key == "keyTimes" || key == "values"
        else { return nil }
        track = JSONPath(Array(c.dropLast(2)))
        self.index = index
    }

    /// The path that selects it (its keyTime).
    var path: JSONPath { track.appending(key: "keyTimes").appending(index: index) }

    /// The track of `spec` that `path` lies in, if any: the same as `track(containing:among:)`
    /// with every track path of the spec, without listing them.
    static func track(containing path: JSONPath, in spec: IndicatorSpec?) -> JSONPath? {
        guard let spec else { return nil }
        let c = path.components
        let part: Part, at: Int
        switch spec.body {
        case .inline(let inline):
            (part, at) = (inline, 0)
        case .parts(let parts):
            guard c.count >= 2, c[0] == .key("parts"), case .index(let p) = c[1], parts.indices.contains(p) else {
                return nil
            }
            (part, at) = (parts[p], 2)
        }
        guard c.count >= at + 2, case .key(let list) = c[at], case .index(let j) = c[at + 1], j >= 0 else { return nil }
        switch list {
        case "tracks" where j < part.tracks.count, "groupTracks" where j < part.groupTracks.count:
            return JSONPath(Array(c.prefix(at + 2)))
        default:
            return nil
        }
    }

    /// The track `path` lies in, when it lies in one of `tracks`.
    static func track(containing path: JSONPath, among tracks: [JSONPath]) -> JSONPath? {
        tracks.first { track in
            path.components.count >= track.components.count
                && Array(path.components.prefix(track.components.count)) == track.components
        }
    }
}
