import LoaderKitCore

/// Keyframes of one or more tracks, as the lanes select them: for each track (its path, e.g.
/// "tracks[0]", "parts[1].groupTracks[0]") the indices of its selected keyframes, sorted, no
/// duplicates. The group operations of `SpecOperation` act on one.
public struct KeyframeSelection: Hashable, Sendable {
    /// One track's selected keyframes.
    public struct TrackKeys: Hashable, Sendable {
        public let track: JSONPath
        /// Sorted, no duplicates, never empty.
        public let indices: [Int]

        public init(track: JSONPath, indices: [Int]) {
            self.track = track
            self.indices = Array(Set(indices)).sorted()
        }
    }

    /// The tracks with selected keyframes, in the order given (one entry per track).
    public let tracks: [TrackKeys]

    /// Keys with an empty list of indices are dropped; two entries of one track are merged.
    public init(_ tracks: [TrackKeys]) {
        var order: [JSONPath] = []
        var indices: [JSONPath: Set<Int>] = [:]
        for entry in tracks where !entry.indices.isEmpty {
            if indices[entry.track] == nil { order.append(entry.track) }
            indices[entry.track, default: []].formUnion(entry.indices)
        }
        self.tracks = order.map { TrackKeys(track: $0, indices: Array(indices[$0]!)) }
    }

    /// The selection of `indices` of `track`.
    public init(track: JSONPath, indices: [Int]) {
        self.init([TrackKeys(track: track, indices: indices)])
    }

    /// The number of selected keyframes.
    public var count: Int { tracks.reduce(0) { $0 + $1.indices.count } }
    public var isEmpty: Bool { tracks.isEmpty }
}

/// Keyframes copied from a track, as the clipboard holds them: JSON a text editor understands,
/// `{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.5], "values": [1, 0.5],
/// "easing": ["easeOut"]}`. `keyTimes` are those of the copied keyframes; `values` their values
/// as written (a number or `{"$param": "name"}`); `easing` the easings of the segments between
/// consecutive copied keyframes as written (one per segment, `"linear"` where the track had
/// none), absent when the copied keyframes are not neighbours in their track.
public struct KeyframeClip: Hashable, Sendable {
    /// The property of the track they were copied from.
    public var property: String
    public var keyTimes: [Double]
    /// Each value's JSON text.
    public var values: [String]
    /// Each segment's easing JSON text (`keyTimes.count - 1` of them), or nil.
    public var easings: [String]?

    public init(property: String, keyTimes: [Double], values: [String], easings: [String]?) {
        self.property = property
        self.keyTimes = keyTimes
        self.values = values
        self.easings = easings
    }
}

/// Where `SpecOperation.scaleKeyframeTimes` scales about.
public enum KeyframeTimePivot: Hashable, Sendable {
    /// A keyTime (the playhead's, in the track's cycle).
    case keyTime(Double)
    /// The earliest selected keyTime of the whole selection.
    case selectionStart
}
