import LoaderKitCore

/// Keyframes pasted into a track, and tracks and parts inserted from their JSON (copied from
/// another document).
extension OperationLowering {
    /// Where one of the clip's keyframes lands: its index in the track at that moment (the
    /// keyframes pasted before it in place, every later one lands after it), and whether it is
    /// inserted there or replaces the value of the keyframe there (one of exactly its time).
    private struct Landing {
        var index: Int
        var inserted: Bool
    }

    /// Refuses a clip that is no list of keyframes.
    private func check(_ clip: KeyframeClip) throws(SpecEditError) {
        guard !clip.keyTimes.isEmpty else { throw SpecEditError(.notApplicable, "the clip has no keyframes") }
        guard clip.values.count == clip.keyTimes.count else {
            throw SpecEditError(.notApplicable, "the clip needs one value per keyTime (\(clip.keyTimes.count))")
        }
        guard clip.keyTimes.allSatisfy(\.isFinite),
            zip(clip.keyTimes, clip.keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
        else { throw SpecEditError(.notApplicable, "the clip's keyTimes must be non-decreasing numbers") }
        if let easings = clip.easings, easings.count != clip.keyTimes.count - 1 {
            throw SpecEditError(
                .notApplicable, "the clip needs one easing per segment (\(clip.keyTimes.count - 1))")
        }
    }

    /// Inserts the clip's keyframes, its first at `time` and the others at the same distances
    /// (each keyTime rounded from `time` and the clip's keyTimes); one at a time the track has
    /// already replaces that keyframe's value. With a per-segment easing the list stays one per
    /// segment: a segment between two pasted keyframes gets the clip's easing, any other new
    /// segment the easing of the segment it splits ("linear" before the first and after the
    /// last); one easing for every segment becomes one per segment when the clip's easings
    /// between neighbouring pasted keyframes differ from it.
    func pasteKeyframes(_ track: JSONPath, _ clip: KeyframeClip, at time: Double) throws(SpecEditError) -> [SpecEdit] {
        guard time.isFinite else { throw SpecEditError(.notApplicable, "the time \(time) is not a finite number") }
        try check(clip)
        _ = try object(at: track, "track")
        let clipQuantity = Property(rawValue: clip.property).map(EditPrecision.Quantity.init(property:)) ?? .value
        guard clipQuantity == quantity(of: track) else {
            throw SpecEditError(
                .notApplicable, "these keyframes are \(clip.property) values; paste them on a track of that kind")
        }
        let times = try keyTimes(track)
        let values = try items(at: track.appending(key: "values"), "values")
        guard times.count >= 2, values.count == times.count else {
            throw SpecEditError(.notApplicable, "\(track.messageName) needs matching keyTimes and values")
        }
        let c0 = clip.keyTimes[0]
        let newTimes = clip.keyTimes.map { EditPrecision.rounded(time + ($0 - c0), .keyTime, from: [time, $0, c0]) }

        // Where each clip keyframe lands, in the clip's order; `keys` the track's keyframes as
        // they become (their times, and the clip keyframe that landed on each).
        var keys: [(time: Double, clipIndex: Int?)] = times.map { ($0, nil) }
        var landings: [Landing] = []
        for (j, t) in newTimes.enumerated() {
            let landing: Landing
            if let x = keys.indices.first(where: { keys[$0].clipIndex == nil && keys[$0].time == t }) {
                keys[x].clipIndex = j
                landing = Landing(index: x, inserted: false)
            } else {
                let position = keys.lastIndex { $0.time <= t }.map { $0 + 1 } ?? 0
                keys.insert((t, j), at: position)
                landing = Landing(index: position, inserted: true)
            }
            guard (0...1).contains(t) else {
                let path = track.appending(key: "keyTimes").appending(index: landing.index)
                throw SpecEditError(.notApplicable, "\(path) must be within [0, 1]")
            }
            landings.append(landing)
        }

        let easingPath = track.appending(key: "easing")
        var edits: [SpecEdit] = []
        // The per-segment easing list's texts as the edits leave it; nil for one easing.
        var list: [String]? = perSegmentEasing(track).map { $0.map(text) }
        if list == nil, let clipEasings = clip.easings {
            let easingNode = tree.node(at: easingPath)
            let uniform = easingNode.map(easing(of:)) ?? .linear
            let differs = zip(keys, keys.dropFirst()).contains { a, b in
                guard let i = a.clipIndex, b.clipIndex == i + 1 else { return false }
                return (try? Self.oneEasing(clipEasings[i])) != uniform
            }
            if differs {
                let items = Array(repeating: easingNode.map(text) ?? "\"linear\"", count: times.count - 1)
                edits.append(.set(easingPath, json: "[" + items.joined(separator: ", ") + "]"))
                list = items
            }
        }

        // The edits, in the clip's order (`tags`: the clip keyframe on each keyframe so far).
        var tags: [Int?] = Array(repeating: nil, count: times.count)
        for (j, landing) in landings.enumerated() {
            let p = landing.index
            guard landing.inserted else {
                tags[p] = j
                edits.append(.set(track.appending(key: "values").appending(index: p), json: clip.values[j]))
                edits += clipEasing(before: j, at: p, tags, clip, &list, easingPath)
                continue
            }
            let n = tags.count
            edits.append(
                .insert(track.appending(key: "keyTimes").appending(index: p), json: SpecNumberText.format(newTimes[j])))
            edits.append(.insert(track.appending(key: "values").appending(index: p), json: clip.values[j]))
            if let items = list {
                // As `addKeyframe`: the split segment's easing twice, "linear" outside.
                let (at, item): (Int, String?) =
                    p == 0
                    ? (0, "\"linear\"")
                    : p == n ? (items.count, "\"linear\"") : (p, p - 1 < items.count ? items[p - 1] : nil)
                if let item {
                    edits.append(.insert(easingPath.appending(index: at), json: item))
                    list?.insert(item, at: at)
                }
            }
            tags.insert(j, at: p)
            edits += clipEasing(before: j, at: p, tags, clip, &list, easingPath)
        }
        return edits
    }

    /// The clip's easing between clip keyframes j − 1 and j, set on the segment before index `p`
    /// when the keyframe there is clip keyframe j − 1 and the track has one easing per segment.
    private func clipEasing(
        before j: Int, at p: Int, _ tags: [Int?], _ clip: KeyframeClip, _ list: inout [String]?, _ path: JSONPath
    ) -> [SpecEdit] {
        guard j > 0, p > 0, tags[p - 1] == j - 1, let easings = clip.easings, let items = list, p - 1 < items.count,
            items[p - 1] != easings[j - 1]
        else { return [] }
        list?[p - 1] = easings[j - 1]
        return [.set(path.appending(index: p - 1), json: easings[j - 1])]
    }

    // MARK: - Tracks and parts from JSON

    /// The JSON value of `json`, which must be an object (`.badJSON` when it is not JSON).
    private func object(json: String, _ what: String) throws(SpecEditError) -> (tree: SpecSyntaxTree, root: Int) {
        guard let value = SpecValueWriter.parse(json), let root = value.root else {
            throw SpecEditError(.badJSON, "not a JSON value: \(json)")
        }
        guard value[root].kind == .object else { throw SpecEditError(.notApplicable, "\(what) is a JSON object") }
        return (value, root)
    }

    /// Appends a track (its JSON: an object with a `property`) to the part's `tracks` or
    /// `groupTracks`, making the list when the part has none.
    func insertTrack(_ part: JSONPath, group: Bool, json: String) throws(SpecEditError) -> [SpecEdit] {
        let (value, root) = try object(json: json, "a track")
        guard value.member(named: "property", in: root) != nil else {
            throw SpecEditError(.notApplicable, "a track has a \"property\"")
        }
        let partNode = try object(at: part, "part")
        let key = group ? "groupTracks" : "tracks"
        let listPath = part.appending(key: key)
        guard let list = tree.value(named: key, in: partNode) else { return [.set(listPath, json: "[" + json + "]")] }
        guard tree[list].kind == .array else {
            throw SpecEditError(.notApplicable, "\(listPath.messageName) is not an array")
        }
        return [.insert(listPath.appending(index: tree.children(of: list).count), json: json)]
    }

    /// Appends a part (its JSON object) to `parts`; a spec without `parts` gets them first, as
    /// `addPart` makes them.
    func insertPart(_ json: String) throws(SpecEditError) -> [Step] {
        _ = try object(json: json, "a part")
        if let parts = try parts() {
            return [Step(edit: .insert(JSONPath([.key("parts"), .index(parts.count)]), json: json))]
        }
        return try convert([nil, json])
    }
}
