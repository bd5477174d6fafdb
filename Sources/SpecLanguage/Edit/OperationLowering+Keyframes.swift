import LoaderKitCore

extension OperationLowering {
    /// The number of keyframes of a track (its keyTimes), checking that `index` is one of them.
    func keyframeCount(_ track: JSONPath, index: Int) throws(SpecEditError) -> Int {
        let keyTimes = try items(at: track.appending(key: "keyTimes"), "keyTimes")
        guard index >= 0, index < keyTimes.count else {
            throw SpecEditError(.badPath, "\(track.messageName) has no keyframe \(index) (it has \(keyTimes.count))")
        }
        return keyTimes.count
    }

    /// The track's keyTimes as numbers.
    func keyTimes(_ track: JSONPath) throws(SpecEditError) -> [Double] {
        let nodes = try items(at: track.appending(key: "keyTimes"), "keyTimes")
        var times: [Double] = []
        for id in nodes {
            guard let t = tree.number(id), t.isFinite else {
                throw SpecEditError(
                    .notApplicable, "\(track.appending(key: "keyTimes").messageName) holds a value that is not a number"
                )
            }
            times.append(t)
        }
        return times
    }

    /// The per-segment easing list's items, or nil when the easing is absent or one curve
    /// (LoaderKit's `isPerSegment`: an array with an item whose first item is not a number).
    func perSegmentEasing(_ track: JSONPath) -> [Int]? {
        guard let id = tree.node(at: track.appending(key: "easing")), tree[id].kind == .array else { return nil }
        let list = Array(tree.children(of: id))
        guard let first = list.first, tree[first].kind != .number else { return nil }
        return list
    }

    /// The easing of segment `k` as LoaderKit reads it (linear when absent or unreadable).
    private func easing(_ track: JSONPath, segment k: Int) -> IndicatorSpec.Easing {
        guard let id = tree.node(at: track.appending(key: "easing")) else { return .linear }
        if let list = perSegmentEasing(track) { return k < list.count ? easing(of: list[k]) : .linear }
        return easing(of: id)
    }

    func easing(of id: Int) -> IndicatorSpec.Easing {
        if let name = tree.string(id) { return IndicatorSpec.Easing(name: name) ?? .linear }
        let points = tree[id].kind == .array ? tree.children(of: id).compactMap { tree.number($0) } : []
        guard points.count == 4 else { return .linear }
        return .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    /// What the track at `track` animates (its `property`), for the precision of a computed
    /// value; a value when the property is missing or unknown.
    func quantity(of track: JSONPath) -> EditPrecision.Quantity {
        guard let id = tree.node(at: track.appending(key: "property")), let name = tree.string(id),
            let property = Property(rawValue: name)
        else { return .value }
        return EditPrecision.Quantity(property: property)
    }

    /// Moves keyframe `index` to `time`, clamped to [0, 1] and between its neighbours' keyTimes
    /// (keyTimes stay non-decreasing; the first and last may leave 0 and 1, as LoaderKit allows).
    func moveKeyframe(_ track: JSONPath, _ index: Int, _ time: Double) throws(SpecEditError) -> [SpecEdit] {
        guard time.isFinite else { throw SpecEditError(.notApplicable, "the time \(time) is not a finite number") }
        _ = try keyframeCount(track, index: index)
        let times = try keyTimes(track)
        let low = index > 0 ? times[index - 1] : 0
        let high = index < times.count - 1 ? times[index + 1] : 1
        let clamped = min(max(time, max(low, 0)), min(high, 1))
        return [.set(track.appending(key: "keyTimes").appending(index: index), json: SpecNumberText.format(clamped))]
    }

    /// A keyframe at `time` (clamped to [0, 1]) whose value is the track's eased value there, rounded to the value's
    /// precision (`EditPrecision`: 0.001 box units or radians), so the motion at the keyframes stays and the new value
    /// is within 0.0005 of the curve. The time is written as given (the editor rounds it to what its lane shows). A
    /// per-segment easing list gets the split segment's easing twice: unless that easing is linear, the curve's shape
    /// within the split segment changes (each half runs the whole curve); with one easing for every segment the same
    /// holds. A keyframe before the first or after the last holds the end value (its new segment is linear).
    func addKeyframe(_ track: JSONPath, _ time: Double) throws(SpecEditError) -> [SpecEdit] {
        guard time.isFinite else { throw SpecEditError(.notApplicable, "the time \(time) is not a finite number") }
        let t = min(max(time, 0), 1)
        let times = try keyTimes(track)
        let values = try items(at: track.appending(key: "values"), "values")
        guard times.count >= 2, values.count == times.count else {
            throw SpecEditError(.notApplicable, "\(track.messageName) needs matching keyTimes and values")
        }
        if times.contains(t) {
            throw SpecEditError(
                .notApplicable, "\(track.messageName) has a keyframe at \(SpecNumberText.format(t)) already")
        }
        let n = times.count
        let position = times.lastIndex { $0 <= t }.map { $0 + 1 } ?? 0
        let value: String
        if position == 0 {
            value = text(values[0])
        } else if position == n {
            value = text(values[n - 1])
        } else {
            let k = position - 1
            let left = text(values[k]), right = text(values[k + 1])
            if left == right {
                value = left
            } else {
                guard let v0 = resolvedNumber(values[k]), let v1 = resolvedNumber(values[k + 1]) else {
                    throw SpecEditError(.notApplicable, "\(track.messageName) has a value that is not a number")
                }
                let u = (t - times[k]) / (times[k + 1] - times[k])
                value = EditPrecision.json(v0 + (v1 - v0) * easing(track, segment: k).ease(u), quantity(of: track))
            }
        }
        var edits: [SpecEdit] = [
            .insert(track.appending(key: "keyTimes").appending(index: position), json: SpecNumberText.format(t)),
            .insert(track.appending(key: "values").appending(index: position), json: value),
        ]
        if let list = perSegmentEasing(track) {
            let easingPath = track.appending(key: "easing")
            if position == 0 {
                edits.append(.insert(easingPath.appending(index: 0), json: "\"linear\""))
            } else if position == n {
                edits.append(.insert(easingPath.appending(index: list.count), json: "\"linear\""))
            } else if position - 1 < list.count {
                edits.append(.insert(easingPath.appending(index: position), json: text(list[position - 1])))
            }
        }
        return edits
    }

    /// Removes keyframe `index` (its keyTime and value) and, with a per-segment easing, the
    /// easing of the segment that goes (the one after it; for the last keyframe the one before).
    func removeKeyframe(_ track: JSONPath, _ index: Int) throws(SpecEditError) -> [SpecEdit] {
        let n = try keyframeCount(track, index: index)
        var edits: [SpecEdit] = [.remove(track.appending(key: "keyTimes").appending(index: index))]
        if tree.node(at: track.appending(key: "values").appending(index: index)) != nil {
            edits.append(.remove(track.appending(key: "values").appending(index: index)))
        }
        if let list = perSegmentEasing(track), n >= 2 {
            let segment = min(index, n - 2)
            if segment < list.count { edits.append(.remove(track.appending(key: "easing").appending(index: segment))) }
        }
        return edits
    }

    /// Sets or removes (nil) the track's easing.
    func setEasing(_ track: JSONPath, _ json: String?) throws(SpecEditError) -> [SpecEdit] {
        _ = try object(at: track, "a track")
        let path = track.appending(key: "easing")
        guard let json else { return tree.node(at: path) == nil ? [] : [.remove(path)] }
        return [.set(path, json: json)]
    }
}
