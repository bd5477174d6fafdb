import Graphics
import LoaderKitCore
import SpecLanguage

/// Where the keyframe lanes draw: one lane per track of each part (element tracks, then group
/// tracks), each on its part's duration; under the selected track's lane, a ghost row for every
/// element of its part with its keyframes shifted by the element's stagger offset (rows narrower
/// beyond `fullHeightGhosts` elements; the lanes scroll). Times run left to right in
/// seconds on one axis for every part (the longest cycle fills the width). Points, in the lanes
/// view.
struct KeyframeLaneLayout {
    struct Lane {
        /// The track's path ("tracks[0]", "parts[1].groupTracks[0]").
        let track: JSONPath
        let part: Int
        /// Index in the part's `tracks` or `groupTracks`.
        let index: Int
        let isGroup: Bool
        let property: Property
        let keyTimes: [Double]
        let values: [Num]
        /// The part's cycle, in seconds.
        let partDuration: Double
        let frame: Rect

        /// This lane `dy` points lower.
        func moved(by dy: Double) -> Lane {
            guard dy != 0 else { return self }
            return Lane(
                track: track, part: part, index: index, isGroup: isGroup, property: property, keyTimes: keyTimes,
                values: values, partDuration: partDuration,
                frame: Rect(origin: Point(frame.origin.x, frame.origin.y + dy), size: frame.size))
        }
    }

    /// A row showing one element's copy of a lane's keyframes, shifted by its start offset.
    struct Ghost {
        let lane: Int
        /// The element's index within its part.
        let element: Int
        /// Its start offset and its cycle, in seconds.
        let offset: Double
        let duration: Double
        let frame: Rect
    }

    let lanes: [Lane]
    let ghosts: [Ghost]
    /// What the lanes were made from, for the next layout to reuse (see `init(reusing:)`): the
    /// spec's parts, each part's lanes (indices in `lanes`) and its duration, and the width.
    private var parts: [Part] = []
    private var partLanes: [Range<Int>] = []
    private var partDurations: [Double] = []
    private var inParts = false
    private let width: Double
    /// The time axis: its left end and width in points, and the seconds it spans in all.
    let axisLeft: Double, axisWidth: Double, span: Double
    /// The seconds shown: from `viewStart` at the left end, `viewSpan` long (the whole span
    /// unless zoomed).
    let viewStart: Double, viewSpan: Double
    /// The whole height, in points.
    let height: Double

    static let laneHeight = 22.0, ghostHeight = 12.0, labelWidth = 128.0, rightMargin = 14.0
    /// Up to this many elements each ghost row is `ghostHeight` high; more share the height of
    /// that many, each at least `minimumGhostHeight` points (half points).
    static let fullHeightGhosts = 12, minimumGhostHeight = 4.0

    /// The height of each of `elements` ghost rows, in points.
    static func ghostRowHeight(elements: Int) -> Double {
        guard elements > fullHeightGhosts else { return ghostHeight }
        let shared = ghostHeight * Double(fullHeightGhosts) / Double(elements)
        return max(minimumGhostHeight, (shared * 2).rounded(.down) / 2)
    }
    /// A keyframe is hit within this distance of its centre, in points.
    static let hitRadius = 7.0
    /// Snapping reaches this far from the pointer, in window points, whatever the lanes' width.
    static let snapDistance = 8.0
    /// The keyTime grid that drags snap to.
    static let grid = 0.05
    /// The grid's lines in keyTimes 0...1 (k / 20, each the double nearest its decimal).
    static let gridTimes = (0...20).map { Double($0) / 20 }

    /// The lanes of `spec`; a part equal to the one at its index in `previous`, with the same
    /// duration and no ghost rows then or now, keeps its lanes from there (moved to its new y),
    /// so an edit lays out the parts it changed. Equal to the layout made without `previous`.
    init(
        spec: IndicatorSpec?, evaluator: IndicatorEvaluator?, width: Double, selectedTrack: JSONPath?,
        window: TimeAxisWindow = .whole, reusing previous: KeyframeLaneLayout? = nil
    ) {
        self.width = width
        axisLeft = Self.labelWidth
        axisWidth = Self.axisWidth(width: width)
        let whole = spec.map(Self.span(of:)) ?? 1
        let shown = window.clamped(span: whole)
        viewStart = shown.start
        viewSpan = shown.visibleSpan(of: whole)
        var lanes: [Lane] = []
        var ghosts: [Ghost] = []
        guard let spec else {
            self.lanes = []
            self.ghosts = []
            span = 1
            height = 0
            return
        }
        let parts = spec.parts
        span = Self.span(of: spec)
        var y = 0.0
        let inParts: Bool = { if case .parts = spec.body { return true } else { return false } }()
        let reusable = previous.flatMap { $0.inParts == inParts && $0.width == width ? $0 : nil }
        var partLanes: [Range<Int>] = []
        var partDurations: [Double] = []
        partLanes.reserveCapacity(parts.count)
        partDurations.reserveCapacity(parts.count)
        for (p, part) in parts.enumerated() {
            let duration =
                evaluator.flatMap { p < $0.parts.count ? $0.parts[p].duration : nil } ?? part.duration ?? spec.duration
            let first = lanes.count
            defer {
                partLanes.append(first..<lanes.count)
                partDurations.append(duration)
            }
            if let kept = reusable?.lanes(ofPart: p, equalTo: part, duration: duration),
                selectedTrack.map({ !Self.track($0, isIn: p, inParts: inParts) }) ?? true
            {
                let dy = y - (kept.first?.frame.minY ?? y)
                for lane in kept {
                    lanes.append(lane.moved(by: dy))
                    y += Self.laneHeight
                }
                continue
            }
            let partPath = inParts ? JSONPath().appending(key: "parts").appending(index: p) : JSONPath()
            for (isGroup, tracks) in [(false, part.tracks), (true, part.groupTracks)] {
                for (j, track) in tracks.enumerated() {
                    let path = partPath.appending(key: isGroup ? "groupTracks" : "tracks").appending(index: j)
                    lanes.append(
                        Lane(
                            track: path, part: p, index: j, isGroup: isGroup, property: track.property,
                            keyTimes: track.keyTimes, values: track.values, partDuration: duration,
                            frame: Rect(x: 0, y: y, width: width, height: Self.laneHeight)))
                    y += Self.laneHeight
                    guard path == selectedTrack, !isGroup,
                        let prepared = evaluator.flatMap({ p < $0.parts.count ? $0.parts[p] : nil })
                    else { continue }
                    let rowHeight = Self.ghostRowHeight(elements: prepared.elements.count)
                    for e in prepared.elements.indices {
                        let offset = e < prepared.offsets.count ? prepared.offsets[e] : 0
                        let cycle = e < prepared.elementDurations.count ? prepared.elementDurations[e] : duration
                        ghosts.append(
                            Ghost(
                                lane: lanes.count - 1, element: e, offset: offset, duration: cycle,
                                frame: Rect(x: 0, y: y, width: width, height: rowHeight)))
                        y += rowHeight
                    }
                }
            }
        }
        self.lanes = lanes
        self.ghosts = ghosts
        height = y
        self.parts = parts
        self.partLanes = partLanes
        self.partDurations = partDurations
        self.inParts = inParts
    }

    /// Part `p`'s lanes, when it was `part` with `duration` and had no ghost rows.
    private func lanes(ofPart p: Int, equalTo part: Part, duration: Double) -> ArraySlice<Lane>? {
        guard p < parts.count, partDurations[p] == duration, parts[p] == part else { return nil }
        let range = partLanes[p]
        // Ghost rows follow a lane of the selected track: none may sit among these lanes.
        if let ghost = ghosts.first, range.contains(ghost.lane) { return nil }
        return lanes[range]
    }

    /// True when track path `path` is in part `p`.
    private static func track(_ path: JSONPath, isIn p: Int, inParts: Bool) -> Bool {
        guard inParts else { return true }
        let c = path.components
        return c.count >= 2 && c[0] == .key("parts") && c[1] == .index(p)
    }

    /// The axis's width in lanes `width` points wide.
    static func axisWidth(width: Double) -> Double { max(1, width - labelWidth - rightMargin) }

    /// The seconds the axis spans for `spec`: its longest cycle, the spec's or a part's.
    static func span(of spec: IndicatorSpec) -> Double {
        max(spec.duration, spec.parts.map { $0.duration ?? spec.duration }.max() ?? spec.duration, 0.001)
    }

    /// x of `seconds` on the axis (outside it for a time scrolled out of view).
    func x(seconds: Double) -> Double { axisLeft + (seconds - viewStart) / viewSpan * axisWidth }

    /// Seconds at `x` on the axis.
    func seconds(x: Double) -> Double { viewStart + (x - axisLeft) / axisWidth * viewSpan }

    /// The axis's shown strip, with room for a diamond at either end, in points.
    func axisClip(height: Double) -> Rect {
        Rect(x: axisLeft - Self.hitRadius, y: 0, width: axisWidth + 2 * Self.hitRadius, height: height)
    }

    /// The centre of keyframe `index` of lane `lane`.
    func keyframePoint(lane: Int, index: Int) -> Point {
        let l = lanes[lane]
        return Point(x(seconds: l.keyTimes[index] * l.partDuration), l.frame.midY)
    }

    /// The ghost's keyframe positions (x), its copy of the lane's keyframes shifted by its offset
    /// and wrapped into the part's cycle.
    func ghostXs(_ ghost: Ghost) -> [Double] {
        let lane = lanes[ghost.lane]
        guard lane.partDuration > 0 else { return [] }
        return lane.keyTimes.map { k in
            var t = (ghost.offset + k * ghost.duration).truncatingRemainder(dividingBy: lane.partDuration)
            if t < 0 { t += lane.partDuration }
            return x(seconds: t)
        }
    }

    /// The lanes whose rows reach `minY..<maxY` (points): the rows in view, for drawing.
    func lanes(fromY minY: Double, toY maxY: Double) -> Range<Int> {
        // Rows are in order, top to bottom.
        var lo = 0, hi = lanes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lanes[mid].frame.maxY <= minY { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        hi = lanes.count
        while end < hi {
            let mid = (end + hi) / 2
            if lanes[mid].frame.minY < maxY { end = mid + 1 } else { hi = mid }
        }
        return lo..<end
    }

    /// The keyframe under `point`, the nearest within `hitRadius`.
    func keyframe(at point: Point) -> (lane: Int, index: Int)? {
        guard let lane = lane(atY: point.y), lanes[lane].frame.contains(point),
            point.x >= axisLeft - Self.hitRadius, point.x <= axisLeft + axisWidth + Self.hitRadius
        else { return nil }
        var best: (index: Int, distance: Double)?
        for index in lanes[lane].keyTimes.indices {
            let d = abs(keyframePoint(lane: lane, index: index).x - point.x)
            if d <= Self.hitRadius, best.map({ d < $0.distance }) ?? true { best = (index, d) }
        }
        return best.map { (lane, $0.index) }
    }

    /// The lane whose row holds `y`, nil between or below them.
    func lane(atY y: Double) -> Int? {
        let near = lanes(fromY: y, toY: y.nextUp)
        return near.first { lanes[$0].frame.minY <= y && y < lanes[$0].frame.maxY }
    }

    /// Points one keyTime (a whole cycle) of lane `lane` spans.
    func pointsPerKeyTime(lane: Int) -> Double { lanes[lane].partDuration / viewSpan * axisWidth }

    /// The decimals a keyTime of lane `lane` is written with (`EditPrecision`: 0.001, or
    /// 0.0001 where 0.001 of its cycle spans more than a point).
    func keyTimeDecimals(lane: Int) -> Int {
        EditPrecision.decimals(.keyTime, pointsPerUnit: pointsPerKeyTime(lane: lane))
    }

    /// The keyTime a drag of keyframe `index` of `lane` to x gives (a double-click passes
    /// index -1): clamped to 0...1 and, unless `free`, snapped to the nearest of the 0.05 grid
    /// and the other keyframes' times in every lane when one is within `snapDistance` points of
    /// the pointer; else (and always with `free`) rounded to `keyTimeDecimals`. A time snapped
    /// to is rounded the same way, so the number written is always short.
    func dragTime(
        lane: Int, index: Int, x: Double, free: Bool, moving: Set<KeyframeReference> = []
    ) -> Double {
        let l = lanes[lane]
        guard l.partDuration > 0 else { return 0 }
        let decimals = keyTimeDecimals(lane: lane)
        let raw = min(max(seconds(x: x) / l.partDuration, 0), 1)
        guard !free else { return EditPrecision.rounded(raw, decimals: decimals) }
        var candidates = Self.gridTimes
        for (other, row) in lanes.enumerated() {
            for (k, time) in row.keyTimes.enumerated()
            where !(other == lane && k == index)
                && (moving.isEmpty || !moving.contains(KeyframeReference(track: row.track, index: k)))
            {
                candidates.append(row.partDuration == l.partDuration ? time : time * row.partDuration / l.partDuration)
            }
        }
        let pointsPerKeyTime = pointsPerKeyTime(lane: lane)
        let nearest = candidates.filter { (0...1).contains($0) }.min { abs($0 - raw) < abs($1 - raw) }
        guard let nearest, abs(nearest - raw) * pointsPerKeyTime <= Self.snapDistance else {
            return EditPrecision.rounded(raw, decimals: decimals)
        }
        return EditPrecision.rounded(nearest, decimals: decimals)
    }

    /// The lane of track `path`.
    func lane(of path: JSONPath) -> Int? { lanes.firstIndex { $0.track == path } }

    /// The keyframes whose diamonds `rect` touches (a rubber band), in lane order.
    func keyframes(in rect: Rect) -> [KeyframeReference] {
        var found: [KeyframeReference] = []
        for l in lanes(fromY: rect.minY - Self.hitRadius, toY: rect.maxY + Self.hitRadius) {
            let lane = lanes[l]
            guard lane.frame.midY + 5 >= rect.minY, lane.frame.midY - 5 <= rect.maxY else { continue }
            for index in lane.keyTimes.indices {
                let x = keyframePoint(lane: l, index: index).x
                if x + 5 >= rect.minX, x - 5 <= rect.maxX {
                    found.append(KeyframeReference(track: lane.track, index: index))
                }
            }
        }
        return found
    }

    /// Every keyframe of the lanes of `tracks` (all lanes when nil).
    func allKeyframes(of tracks: Set<JSONPath>? = nil) -> Set<KeyframeReference> {
        var keys: Set<KeyframeReference> = []
        for lane in lanes where tracks?.contains(lane.track) ?? true {
            for index in lane.keyTimes.indices { keys.insert(KeyframeReference(track: lane.track, index: index)) }
        }
        return keys
    }
}
