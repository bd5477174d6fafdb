import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import SpecLanguage

/// The translate tracks whose motion the big preview draws: those of the selected translateX or
/// translateY track (or of a keyframe or member of one), or of the selected part (its `tracks`
/// or `groupTracks` list too).
struct MotionPathTracks: Equatable {
    /// The part's index, and whether the tracks are its group tracks.
    let part: Int
    let isGroup: Bool
    /// The part's translateX and translateY tracks (the selected one for its axis, else the
    /// first), nil when the part has none.
    let x: JSONPath?
    let y: JSONPath?
    /// The tracks whose keyframes are handles: the selected track, or both for a part.
    let handles: [JSONPath]

    /// The tracks `selection` names in `spec`, nil when it names no translate track or part with one.
    static func selected(_ selection: JSONPath?, in spec: IndicatorSpec?) -> MotionPathTracks? {
        guard let selection, let spec else { return nil }
        let inParts: Bool = { if case .parts = spec.body { return true } else { return false } }()
        let c = selection.components
        // The part the path lies in and where its own members start.
        let p: Int, at: Int
        if inParts {
            guard c.count >= 2, c[0] == .key("parts"), case .index(let i) = c[1], spec.parts.indices.contains(i) else {
                return nil
            }
            (p, at) = (i, 2)
        } else {
            guard !spec.parts.isEmpty else { return nil }
            (p, at) = (0, 0)
        }
        let part = spec.parts[p]
        let partPath = inParts ? JSONPath(Array(c.prefix(2))) : JSONPath()
        func translate(_ group: Bool, preferring chosen: JSONPath? = nil) -> (x: JSONPath?, y: JSONPath?) {
            let list = group ? part.groupTracks : part.tracks
            var x: JSONPath?, y: JSONPath?
            for (j, track) in list.enumerated() {
                let path = partPath.appending(key: group ? "groupTracks" : "tracks").appending(index: j)
                if track.property == .translateX, x == nil || path == chosen { x = path }
                if track.property == .translateY, y == nil || path == chosen { y = path }
            }
            return (x, y)
        }
        if let track = KeyframeReference.track(containing: selection, in: spec) {
            let tc = track.components
            guard case .key(let list) = tc[tc.count - 2], case .index(let j) = tc[tc.count - 1] else { return nil }
            let group = list == "groupTracks"
            let property = (group ? part.groupTracks : part.tracks)[j].property
            guard property == .translateX || property == .translateY else { return nil }
            let (x, y) = translate(group, preferring: track)
            return MotionPathTracks(part: p, isGroup: group, x: x, y: y, handles: [track])
        }
        // The part itself, or its list of tracks or group tracks.
        let rest = Array(c.dropFirst(at))
        let groups: [Bool]
        // A spec without `parts` is its own part only through its lists (the root is the spec).
        if rest.isEmpty, inParts {
            groups = [false, true]
        } else if rest == [.key("tracks")] {
            groups = [false]
        } else if rest == [.key("groupTracks")] {
            groups = [true]
        } else {
            return nil
        }
        for group in groups {
            let (x, y) = translate(group)
            if x != nil || y != nil {
                return MotionPathTracks(part: p, isGroup: group, x: x, y: y, handles: [x, y].compactMap { $0 })
            }
        }
        return nil
    }
}

/// The motion of a part's elements over one cycle of the spec, in the preview's points: each
/// element's centre at every frame at 60 fps (dots), and a handle for each keyframe of the
/// handle tracks at the moment each element passes it.
struct MotionPath {
    /// The axis a translate track moves along.
    enum Axis: Equatable { case x, y }

    /// What dragging a handle changes: value `index` of `track`, moved along `axis`.
    struct Edit: Equatable {
        let track: JSONPath
        let index: Int
        let axis: Axis
    }

    /// A keyframe as element `element` (global index) passes it, at `point`.
    struct Handle: Equatable {
        let element: Int
        let keyTime: Double
        let point: Point
        /// The values a drag of it moves: the translateX and translateY tracks' keyframes at
        /// this keyTime (each track that has one).
        let edits: [Edit]
    }

    /// The frames of the cycle sampled, at 60 fps.
    static let frameRate = 60.0
    /// At most this many frames are sampled per element, and this many dots in all.
    static let maximumFrames = 600, maximumDots = 40_000

    /// The elements drawn (global indices), their dots (element by element), and the handles.
    let elements: [Int]
    let dots: [[Point]]
    let handles: [Handle]

    /// The path of `tracks` for `evaluator` (its spec's tracks) drawn in `rect` (the preview's
    /// bounds, in points): the cycle of `evaluator.spec.duration` seconds from
    /// `timeForCycleProgress(0)`.
    init(_ tracks: MotionPathTracks, evaluator: IndicatorEvaluator, in rect: Rect) {
        let spec = evaluator.spec
        guard tracks.part < evaluator.parts.count, tracks.part < spec.parts.count else {
            (elements, dots, handles) = ([], [], [])
            return
        }
        let prepared = evaluator.parts[tracks.part]
        let part = spec.parts[tracks.part]
        let first = prepared.firstIndex, count = prepared.elements.count
        elements = Array(first..<(first + count))
        let duration = spec.duration, start = evaluator.timeForCycleProgress(0)
        var frames = max(1, min(Self.maximumFrames, Int((duration * Self.frameRate).rounded())))
        if count > 0 { frames = max(1, min(frames, Self.maximumDots / count)) }
        var states: [ElementState] = []
        var dots = Array(repeating: [Point](), count: count)
        for e in dots.indices { dots[e].reserveCapacity(frames) }
        for f in 0..<frames {
            evaluator.states(at: start + duration * Double(f) / Double(frames), into: &states)
            for e in 0..<count { dots[e].append(IndicatorDrawing.center(of: states[first + e], in: rect)) }
        }
        self.dots = dots
        // The handles: each keyTime of the handle tracks, once, with the translate keyframes there.
        let list = tracks.isGroup ? part.groupTracks : part.tracks
        func track(_ path: JSONPath?) -> IndicatorSpec.Track? {
            guard let path, case .index(let j)? = path.components.last, list.indices.contains(j) else { return nil }
            return list[j]
        }
        var keyTimes: [Double] = []
        for path in tracks.handles {
            for k in track(path)?.keyTimes ?? [] where !keyTimes.contains(k) { keyTimes.append(k) }
        }
        var handles: [Handle] = []
        for k in keyTimes {
            var edits: [Edit] = []
            for (path, axis) in [(tracks.x, Axis.x), (tracks.y, .y)] {
                guard let path, let index = track(path)?.keyTimes.firstIndex(of: k) else { continue }
                edits.append(Edit(track: path, index: index, axis: axis))
            }
            guard !edits.isEmpty else { continue }
            for e in 0..<count {
                let (offset, cycle) =
                    tracks.isGroup
                    ? (0, prepared.duration)
                    : (
                        e < prepared.offsets.count ? prepared.offsets[e] : 0,
                        e < prepared.elementDurations.count ? prepared.elementDurations[e] : prepared.duration
                    )
                for t in Self.passes(keyTime: k, offset: offset, cycle: cycle, from: start, duration: duration) {
                    evaluator.states(at: t, into: &states)
                    handles.append(
                        Handle(
                            element: first + e, keyTime: k,
                            point: IndicatorDrawing.center(of: states[first + e], in: rect),
                            edits: edits))
                }
            }
        }
        self.handles = handles
    }

    /// The spec times within the cycle [`from`, `from` + `duration`) at which a track with this
    /// `offset` and `cycle` (seconds) is at `keyTime`; keyTime 1, reached only as the track's cycle
    /// ends, is taken a hair before that end (the next moment is its keyTime 0). At most 64.
    static func passes(keyTime: Double, offset: Double, cycle: Double, from: Double, duration: Double) -> [Double] {
        guard cycle > 0, cycle.isFinite, duration > 0, keyTime.isFinite else { return [] }
        let atEnd = keyTime >= 1
        let t0 = offset + keyTime * cycle
        var m = ((from - t0) / cycle).rounded(.up)
        var times: [Double] = []
        while times.count < 64 {
            let t = t0 + m * cycle
            m += 1
            if atEnd ? t <= from : t < from { continue }
            if atEnd ? t > from + duration : t >= from + duration { break }
            times.append(atEnd ? t - cycle * 1e-7 : t)
        }
        return times
    }

    /// The handle nearest `point` within `reach` points (the first of equals: the keyframe of the
    /// lower keyTime where two meet), nil when none.
    func handle(near point: Point, reach: Double) -> Handle? {
        var best: (handle: Handle, distance: Double)?
        for handle in handles {
            let d =
                ((handle.point.x - point.x) * (handle.point.x - point.x)
                + (handle.point.y - point.y) * (handle.point.y - point.y)).squareRoot()
            if d <= reach, d < (best?.distance ?? .infinity) { best = (handle, d) }
        }
        return best?.handle
    }
}
