import SpecLanguage

/// A keyframe of a track, as a selection names it: "tracks[0].keyTimes[2]" or
/// "parts[1].groupTracks[0].values[1]".
struct KeyframeReference: Hashable {
    /// The track's path.
    let track: SpecPath
    /// The keyframe's index in `keyTimes` and `values`.
    let index: Int

    init(track: SpecPath, index: Int) {
        self.track = track
        self.index = index
    }

    /// The keyframe a path names, nil for any other path.
    init?(_ path: SpecPath) {
        let c = path.components
        guard c.count >= 3, case .index(let index) = c[c.count - 1], case .key(let key) = c[c.count - 2],
            key == "keyTimes" || key == "values"
        else { return nil }
        track = SpecPath(Array(c.dropLast(2)))
        self.index = index
    }

    /// The path that selects it (its keyTime).
    var path: SpecPath { track.appending(key: "keyTimes").appending(index: index) }

    /// The track `path` lies in, when it lies in one of `tracks`.
    static func track(containing path: SpecPath, among tracks: [SpecPath]) -> SpecPath? {
        tracks.first { track in
            path.components.count >= track.components.count
                && Array(path.components.prefix(track.components.count)) == track.components
        }
    }
}
