import LoaderKitCore

/// The group operations on selected keyframes: keyTimes moved and scaled, values offset and
/// scaled, segment easings set, keyframes reversed, loops closed. Each gives changes of distinct
/// values of the one tree (`OperationLowering.Change`); nothing is clamped, and a keyTime
/// LoaderKit would refuse is refused with its message.
extension OperationLowering {
    /// One track of a selection as the tree holds it.
    struct SelectedTrack {
        let path: JSONPath
        /// The selected keyframes: sorted, each one of the track's.
        let indices: [Int]
        /// The keyTimes' nodes, numbers (fractions of the cycle) and written decimals (of the
        /// selected ones; 0 for the others), one per keyframe.
        let timeNodes: [Int]
        let times: [Double]
        let decimals: [Int]

        var keyTimesPath: JSONPath { path.appending(key: "keyTimes") }
        var valuesPath: JSONPath { path.appending(key: "values") }
    }

    /// The selection's tracks; a track or a keyframe that does not exist is refused (`.badPath`).
    func read(_ selection: KeyframeSelection) throws(SpecEditError) -> [SelectedTrack] {
        var tracks: [SelectedTrack] = []
        for keys in selection.tracks {
            _ = try object(at: keys.track, "track")
            let nodes = try items(at: keys.track.appending(key: "keyTimes"), "keyTimes")
            if let bad = keys.indices.first(where: { $0 < 0 || $0 >= nodes.count }) {
                throw SpecEditError(
                    .badPath, "\(keys.track.messageName) has no keyframe \(bad) (it has \(nodes.count))")
            }
            var times: [Double] = [], decimals: [Int] = []
            times.reserveCapacity(nodes.count)
            decimals.reserveCapacity(nodes.count)
            let selected = Set(keys.indices)
            for (k, id) in nodes.enumerated() {
                guard let number = writtenNumber(id, decimals: selected.contains(k)), number.value.isFinite else {
                    let path = keys.track.appending(key: "keyTimes")
                    throw SpecEditError(.notApplicable, "\(path.messageName) holds a value that is not a number")
                }
                times.append(number.value)
                decimals.append(number.decimals)
            }
            tracks.append(
                SelectedTrack(
                    path: keys.track, indices: keys.indices, timeNodes: nodes, times: times, decimals: decimals))
        }
        return tracks
    }

    /// The track's value nodes, one per keyframe.
    func valueNodes(of track: SelectedTrack) throws(SpecEditError) -> [Int] {
        let nodes = try items(at: track.valuesPath, "values")
        guard nodes.count == track.times.count else {
            throw SpecEditError(.notApplicable, "\(track.path.messageName) needs matching keyTimes and values")
        }
        return nodes
    }

    /// Refuses a track's new keyTimes as LoaderKit's validation would, in its words: a changed
    /// keyTime outside [0, 1], or one below the keyTime before it where either of the two changed
    /// (equal neighbours are allowed).
    private func check(_ track: SelectedTrack, newTimes: [Double], changed: Set<Int>) throws(SpecEditError) {
        for k in newTimes.indices {
            if changed.contains(k), !(0...1).contains(newTimes[k]) {
                throw SpecEditError(.notApplicable, "\(track.keyTimesPath.appending(index: k)) must be within [0, 1]")
            }
            if k > 0, changed.contains(k) || changed.contains(k - 1), newTimes[k] < newTimes[k - 1] {
                throw SpecEditError(.notApplicable, "\(track.keyTimesPath) must be non-decreasing")
            }
        }
    }

    /// The selected keyTimes of each track set to `newTime(track, index)`, checked first; a
    /// keyTime whose number stays keeps its text.
    private func timeChanges(_ tracks: [SelectedTrack], _ newTime: (SelectedTrack, Int) -> Double)
        throws(SpecEditError) -> [Change]
    {
        var changes: [Change] = []
        for track in tracks {
            var times = track.times
            for i in track.indices { times[i] = newTime(track, i) }
            try check(track, newTimes: times, changed: Set(track.indices))
            for i in track.indices where times[i] != track.times[i] {
                changes.append(.text(node: track.timeNodes[i], SpecNumberText.format(times[i])))
            }
        }
        return changes
    }

    /// Each selected keyTime plus `delta` (keyTime units), rounded as `EditPrecision` rounds a
    /// sum of written numbers.
    func moveKeyframes(_ selection: KeyframeSelection, by delta: Double) throws(SpecEditError) -> [Change] {
        guard delta.isFinite else {
            throw SpecEditError(.notApplicable, "keyframes cannot move by \(SpecNumberText.format(delta))")
        }
        let deltaDecimals = EditPrecision.writtenDecimals(delta)
        return try timeChanges(try read(selection)) { track, i in
            EditPrecision.rounded(track.times[i] + delta, .keyTime, finest: max(track.decimals[i], deltaDecimals))
        }
    }

    /// Each selected keyTime t becomes pivot + (t − pivot)·factor (keyTime units), rounded from
    /// t, the pivot and the factor.
    func scaleKeyframeTimes(_ selection: KeyframeSelection, factor: Double, pivot: KeyframeTimePivot)
        throws(SpecEditError) -> [Change]
    {
        guard factor.isFinite, factor > 0 else {
            throw SpecEditError(
                .notApplicable,
                "keyframe times scale by a positive factor, not \(SpecNumberText.format(factor))")
        }
        let tracks = try read(selection)
        let p: Double
        switch pivot {
        case .keyTime(let t):
            guard t.isFinite else {
                throw SpecEditError(.notApplicable, "the pivot \(SpecNumberText.format(t)) is not a finite keyTime")
            }
            p = t
        case .selectionStart:
            p = tracks.lazy.flatMap { track in track.indices.lazy.map { track.times[$0] } }.min() ?? 0
        }
        let finest = max(EditPrecision.writtenDecimals(p), EditPrecision.writtenDecimals(factor))
        return try timeChanges(tracks) { track, i in
            let t = track.times[i]
            return EditPrecision.rounded(p + (t - p) * factor, .keyTime, finest: max(track.decimals[i], finest))
        }
    }

    /// The selected values of a track as numbers; a `$param` value, or any value that is not a
    /// number, is refused, naming the keyframe (and the param).
    private func selectedNumbers(_ track: SelectedTrack, _ verb: String) throws(SpecEditError)
        -> [(node: Int, value: Double, decimals: Int)]
    {
        let nodes = try valueNodes(of: track)
        var numbers: [(node: Int, value: Double, decimals: Int)] = []
        for i in track.indices {
            let node = nodes[i]
            if let number = writtenNumber(node), number.value.isFinite {
                numbers.append((node, number.value, number.decimals))
                continue
            }
            if tree[node].kind == .object, let ref = tree.value(named: "$param", in: node), let name = tree.string(ref)
            {
                throw SpecEditError(
                    .notApplicable,
                    "keyframe \(i) of \(track.path) takes the param \"\(name)\"; only numbers can be \(verb)")
            }
            throw SpecEditError(
                .notApplicable, "keyframe \(i) of \(track.path) has a value that is not a number to be \(verb)")
        }
        return numbers
    }

    /// Each selected value plus `delta` (the value's unit), rounded as the track's quantity
    /// from the value and `delta`.
    func offsetKeyframeValues(_ selection: KeyframeSelection, by delta: Double) throws(SpecEditError) -> [Change] {
        guard delta.isFinite else {
            throw SpecEditError(.notApplicable, "values cannot be offset by \(SpecNumberText.format(delta))")
        }
        let deltaDecimals = EditPrecision.writtenDecimals(delta)
        var changes: [Change] = []
        for track in try read(selection) {
            let quantity = quantity(of: track.path)
            for (node, v, decimals) in try selectedNumbers(track, "offset") {
                let x = EditPrecision.rounded(v + delta, quantity, finest: max(decimals, deltaDecimals))
                if x != v { changes.append(.text(node: node, SpecNumberText.format(x))) }
            }
        }
        return changes
    }

    /// Each track's selected values scaled about their mean: v′ = mean + (v − mean)·factor,
    /// rounded as the track's quantity from the selected values and `factor`.
    func scaleKeyframeValues(_ selection: KeyframeSelection, factor: Double) throws(SpecEditError) -> [Change] {
        guard factor.isFinite else {
            throw SpecEditError(.notApplicable, "values cannot be scaled by \(SpecNumberText.format(factor))")
        }
        var changes: [Change] = []
        for track in try read(selection) {
            let quantity = quantity(of: track.path)
            let numbers = try selectedNumbers(track, "scaled")
            let finest = numbers.reduce(EditPrecision.writtenDecimals(factor)) { max($0, $1.decimals) }
            let mean = numbers.reduce(0) { $0 + $1.value } / Double(numbers.count)
            for (node, v, _) in numbers {
                let x = EditPrecision.rounded(mean + (v - mean) * factor, quantity, finest: finest)
                if x != v { changes.append(.text(node: node, SpecNumberText.format(x))) }
            }
        }
        return changes
    }

    // MARK: - Easing

    /// The one easing `json` is (a name or `[x1, y1, x2, y2]`, x1 and x2 within [0, 1]);
    /// anything else is refused (`.badJSON`).
    static func oneEasing(_ json: String) throws(SpecEditError) -> IndicatorSpec.Easing {
        guard let value = SpecValueWriter.parse(json), let root = value.root else {
            throw SpecEditError(.badJSON, "not a JSON value: \(json)")
        }
        if let name = value.string(root) {
            guard let easing = IndicatorSpec.Easing(name: name) else {
                throw SpecEditError(.badJSON, "\"\(name)\" is not a named easing")
            }
            return easing
        }
        let points = value[root].kind == .array ? value.children(of: root).compactMap { value.number($0) } : []
        guard points.count == 4, value.children(of: root).count == 4, points.allSatisfy(\.isFinite) else {
            throw SpecEditError(.badJSON, "\(json) is not a named easing or [x1, y1, x2, y2]")
        }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
            throw SpecEditError(.badJSON, "an easing's x1 and x2 must be within [0, 1]")
        }
        return .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    /// The easing at `node` when it is one (nil for anything LoaderKit would refuse).
    private func readEasing(_ node: Int) -> IndicatorSpec.Easing? {
        if let name = tree.string(node) { return IndicatorSpec.Easing(name: name) }
        guard tree[node].kind == .array else { return nil }
        let kids = tree.children(of: node)
        let points = kids.compactMap { tree.number($0) }
        guard kids.count == 4, points.count == 4, points.allSatisfy(\.isFinite) else { return nil }
        return .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    /// A JSON list of texts, on one line.
    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// The easing of every selected segment (between two consecutive selected keyframes of a
    /// track) set to `json`: one `easing` for a track whose every segment is selected, else one
    /// per segment (the others keep theirs, "linear" where the track had none).
    func setSegmentEasing(_ selection: KeyframeSelection, json: String) throws(SpecEditError) -> [Change] {
        let easing = try Self.oneEasing(json)
        let tracks = try read(selection)
        var changes: [Change] = []
        var anySegment = false
        for track in tracks {
            let selected = Set(track.indices)
            let segments = track.indices.filter { selected.contains($0 + 1) }
            guard !segments.isEmpty else { continue }
            anySegment = true
            let n = track.times.count
            let path = track.path.appending(key: "easing")
            let current = tree.node(at: path)
            // True when the easing there is that curve already (no easing is linear).
            func isSet(_ node: Int?) -> Bool { node.map { readEasing($0) == easing } ?? (easing == .linear) }
            if segments.count == n - 1 {
                if let list = perSegmentEasing(track.path) {
                    if list.count == n - 1, list.allSatisfy(isSet) { continue }
                } else if isSet(current) {
                    continue
                }
                changes.append(.edit(.set(path, json: json), keepsOneLineContainers: false))
            } else if let list = perSegmentEasing(track.path) {
                if list.count == n - 1 {
                    for k in segments where !isSet(list[k]) {
                        changes.append(.edit(.set(path.appending(index: k), json: json), keepsOneLineContainers: false))
                    }
                } else {
                    let items = (0..<(n - 1)).map { k in
                        segments.contains(k) ? json : k < list.count ? text(list[k]) : "\"linear\""
                    }
                    changes.append(.edit(.set(path, json: Self.list(items)), keepsOneLineContainers: false))
                }
            } else if !isSet(current) {
                let old = current.map(text) ?? "\"linear\""
                let items = (0..<(n - 1)).map { segments.contains($0) ? json : old }
                changes.append(.edit(.set(path, json: Self.list(items)), keepsOneLineContainers: false))
            }
        }
        guard anySegment else {
            throw SpecEditError(
                .notApplicable, "select two neighbouring keyframes of a track to set the easing between them")
        }
        return changes
    }

    // MARK: - Reverse

    /// The easing at `node` mirrored in time, as JSON: easeIn ↔ easeOut, `ease` and a bezier
    /// [x1, y1, x2, y2] → [1−x2, 1−y2, 1−x1, 1−y1] (rounded as values, from 1 and the point);
    /// nil when the mirror is the same curve (linear, easeInOut, a symmetric bezier) or the
    /// node is no easing.
    func mirroredEasing(_ node: Int) -> String? {
        switch readEasing(node) {
        case nil, .linear?, .easeInOut?: return nil
        case .easeIn?: return "\"easeOut\""
        case .easeOut?: return "\"easeIn\""
        case let easing?:
            let p = easing.controlPoints
            let old = [p.x1, p.y1, p.x2, p.y2]
            let mirrored = [p.x2, p.y2, p.x1, p.y1].map { EditPrecision.rounded(1 - $0, .value, from: [1, $0]) }
            if case .cubicBezier = easing, mirrored == old { return nil }
            return Self.list(mirrored.map { SpecNumberText.format($0) })
        }
    }

    /// Each track's selected keyframes mirrored in time within their span: keyTime at i_k =
    /// t(i_0) + t(i_m) − t(i_(m−k)), the values' texts in reverse order and, when the selected
    /// keyframes are neighbours, their segments' easings in reverse order, each mirrored.
    func reverseKeyframes(_ selection: KeyframeSelection) throws(SpecEditError) -> [Change] {
        var changes: [Change] = []
        for track in try read(selection) where track.indices.count >= 2 {
            let s = track.indices, m = s.count - 1
            let first = track.times[s[0]], last = track.times[s[m]]
            let ends = max(track.decimals[s[0]], track.decimals[s[m]])
            let rank = Dictionary(uniqueKeysWithValues: s.enumerated().map { ($1, $0) })
            changes += try timeChanges([track]) { track, i in
                let source = s[m - (rank[i] ?? 0)]
                return EditPrecision.rounded(
                    first + last - track.times[source], .keyTime, finest: max(ends, track.decimals[source]))
            }
            let nodes = try valueNodes(of: track)
            for k in 0...m where text(nodes[s[k]]) != text(nodes[s[m - k]]) {
                changes.append(copy(nodes[s[m - k]], to: nodes[s[k]], at: track.valuesPath.appending(index: s[k])))
            }
            if s[m] - s[0] == m { changes += reversedEasings(track, from: s[0], to: s[m]) }
        }
        return changes
    }

    /// The value at `target` (whose path is `path`) replaced by the text of `source`, as written.
    private func copy(_ source: Int, to target: Int, at path: JSONPath) -> Change {
        if tree[source].isScalar { return .text(node: target, text(source)) }
        return .edit(.set(path, json: text(source)), keepsOneLineContainers: true)
    }

    /// The easings of segments `a..<b` of a track reversed in order and each mirrored. One easing
    /// for every segment is mirrored when every segment is reversed, else becomes one per
    /// segment (unless its mirror is the same curve).
    private func reversedEasings(_ track: SelectedTrack, from a: Int, to b: Int) -> [Change] {
        let n = track.times.count
        let path = track.path.appending(key: "easing")
        let reversed = a..<b
        if let list = perSegmentEasing(track.path) {
            func item(_ k: Int) -> String { k < list.count ? text(list[k]) : "\"linear\"" }
            func mirrored(_ k: Int) -> String {
                k < list.count ? mirroredEasing(list[k]) ?? text(list[k]) : "\"linear\""
            }
            guard list.count == n - 1 else {
                let items = (0..<(n - 1)).map { reversed.contains($0) ? mirrored(a + b - 1 - $0) : item($0) }
                return [.edit(.set(path, json: Self.list(items)), keepsOneLineContainers: false)]
            }
            var changes: [Change] = []
            for k in reversed {
                let new = mirrored(a + b - 1 - k)
                guard new != text(list[k]) else { continue }
                changes.append(
                    new.first == "\"" && tree[list[k]].isScalar
                        ? .text(node: list[k], new)
                        : .edit(.set(path.appending(index: k), json: new), keepsOneLineContainers: false))
            }
            return changes
        }
        guard let node = tree.node(at: path), let mirrored = mirroredEasing(node) else { return [] }
        if a == 0, b == n - 1 { return [.edit(.set(path, json: mirrored), keepsOneLineContainers: false)] }
        let items = (0..<(n - 1)).map { reversed.contains($0) ? mirrored : text(node) }
        return [.edit(.set(path, json: Self.list(items)), keepsOneLineContainers: false)]
    }

    // MARK: - Loop

    /// Each track's last value set to its first value's text; a track whose last value is
    /// written as its first already is left.
    func makeLoop(_ tracks: [JSONPath]) throws(SpecEditError) -> [Change] {
        var changes: [Change] = []
        var seen: Set<JSONPath> = []
        for track in tracks where seen.insert(track).inserted {
            _ = try object(at: track, "track")
            let values = try items(at: track.appending(key: "values"), "values")
            guard values.count >= 2, let first = values.first, let last = values.last, text(first) != text(last)
            else { continue }
            changes.append(copy(first, to: last, at: track.appending(key: "values").appending(index: values.count - 1)))
        }
        return changes
    }
}
