import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The keyframe lanes (see `KeyframeLaneLayout`) and, under them, the selected track's value
/// graph: its value over one cycle per element (faint, with each element's offset) and the
/// track's own curve with its keyframes as handles. The keys and gestures are those of
/// `KeyframeLaneInput`: drag a keyframe in time (snapping; Shift drags freely), drag a handle in
/// value, double-click a lane to add a keyframe, Delete removes the selected one, Ctrl+C and
/// Ctrl+V copy a keyframe and paste it at the playhead. Every change is a visual edit of the
/// model; a drag is one step; a refusal shows as a toast.
@MainActor
final class KeyframeLanesView: View, ClickTargets, LanguageAware {
    let model: EditorModel
    private(set) var layout = KeyframeLaneLayout(spec: nil, evaluator: nil, width: 0, selectedTrack: nil)
    /// The value graph's frame (zero when no track is selected).
    private(set) var graphFrame = Rect.zero
    /// Height of the value graph, in points.
    static let graphHeight = 110.0
    /// A handle dragged on the value graph snaps the value to 0.01 (its unit); with Shift it
    /// moves by the value's precision (`EditPrecision`, 0.001).
    static let valueSnapDecimals = 2
    /// What a drag moves: one keyframe in time; the selected keyframes in time (`group`) or
    /// scaled in time from the text the drag began on (`scale`); one value or the selected
    /// values of a track on the graph; or a rubber band from a point (on a lane, or none).
    enum Drag {
        case time(lane: Int, index: Int)
        case group(lane: Int, index: Int)
        case scale(lane: Int, index: Int, base: [UInt8], baseSelection: KeyframeSelection)
        case value(lane: Int, index: Int, range: ClosedRange<Double>)
        case values(lane: Int, index: Int, range: ClosedRange<Double>)
        case band(from: Point, to: Point, lane: Int?, base: Set<KeyframeReference>)
    }
    var drag: Drag?
    /// The pointer's press position and whether it has moved since (a click on a keyframe of a
    /// selection, never dragged, selects that keyframe alone).
    private var press: (point: Point, moved: Bool, plain: Bool)?
    /// The value range the graph shows (kept during a value drag).
    var graphRange: ClosedRange<Double>?

    init(model: EditorModel) {
        self.model = model
        super.init()
        identifier = "editor.lanes"
    }

    override var canBecomeFocused: Bool { !layout.lanes.isEmpty }

    /// The lanes' titles and the graph's labels are drawn in the model's language (`model.text`).
    func applyLanguage(_ text: Localizer) { setNeedsDisplay() }

    /// The selected keyframe, when the selection is one.
    var selectedKeyframe: KeyframeReference? { model.selection.flatMap(KeyframeReference.init) }

    /// The selected track (of a keyframe, the track itself or a member of it).
    var selectedTrack: JSONPath? {
        guard let selection = model.selection else { return nil }
        return KeyframeReference.track(containing: selection, among: layout.lanes.map(\.track))
    }

    /// Lays the lanes out again for the model's spec; the height it needs, in points.
    @discardableResult
    func rebuild(width: Double) -> Double {
        let selected = model.selection.flatMap { KeyframeReference.track(containing: $0, in: model.spec) }
        // Each lane's keyframe count before, so the selection is checked only when one changed.
        let previous = layout.lanes.map(\.keyTimes.count)
        layout = KeyframeLaneLayout(
            spec: model.spec, evaluator: model.evaluator, width: width, selectedTrack: selected,
            window: model.timeAxis, reusing: layout)
        let sameKeyframes =
            previous.count == layout.lanes.count
            && zip(previous, layout.lanes).allSatisfy { $0.0 == $0.1.keyTimes.count }
        if !model.selectedKeyframes.isEmpty, !layout.lanes.isEmpty, !sameKeyframes {
            model.pruneKeyframeSelection(
                keyframeCounts: Dictionary(layout.lanes.map { ($0.track, $0.keyTimes.count) }, uniquingKeysWith: max))
        }
        graphFrame =
            selected == nil || layout.lanes.isEmpty
            ? .zero
            : Rect(x: 0, y: layout.height + 6, width: width, height: Self.graphHeight)
        setNeedsDisplay()
        return graphFrame == .zero ? layout.height : graphFrame.maxY + 4
    }

    static func trackPaths(_ spec: IndicatorSpec?) -> [JSONPath] {
        KeyframeLaneLayout(spec: spec, evaluator: nil, width: 100, selectedTrack: nil).lanes.map(\.track)
    }

    /// The press's target, so two presses make a double-click only on the same one.
    func clickTarget(at location: Point) -> AnyHashable? { target(at: location) }

    /// Keyframe centres per track path, in window coordinates (for the control channel).
    func keyframeWindowPoints() -> [String: [Point]] {
        let origin = windowOrigin
        var points: [String: [Point]] = [:]
        for (l, lane) in layout.lanes.enumerated() {
            points[lane.track.description] = lane.keyTimes.indices.map {
                let p = layout.keyframePoint(lane: l, index: $0)
                return Point(p.x + origin.x, p.y + origin.y)
            }
        }
        return points
    }

    // MARK: Value graph

    /// The selected lane's resolved track (params applied), nil without an evaluator.
    func resolved(_ lane: KeyframeLaneLayout.Lane) -> IndicatorEvaluator.ResolvedTrack? {
        guard let evaluator = model.evaluator, lane.part < evaluator.parts.count else { return nil }
        let part = evaluator.parts[lane.part]
        let list = lane.isGroup ? part.groupTrackList : part.elementTracks
        return lane.index < list.count ? list[lane.index] : nil
    }

    /// The track's value at `progress` (0...1) of its cycle.
    static func value(of track: IndicatorEvaluator.ResolvedTrack, at progress: Double) -> Double {
        let times = track.keyTimes, values = track.values
        guard let first = times.first, let last = times.last, !values.isEmpty else { return 0 }
        if progress <= first { return values[0] }
        if progress >= last { return values[values.count - 1] }
        let s = max(0, (times.lastIndex { $0 <= progress } ?? 0))
        guard s + 1 < times.count else { return values[s] }
        let span = times[s + 1] - times[s]
        let local = span > 0 ? (progress - times[s]) / span : 1
        let e = s < track.easings.count && track.easings[s].count == 4 ? track.easings[s] : [0, 0, 1, 1]
        let eased = CubicBezier(e[0], e[1], e[2], e[3]).value(at: local)
        return values[s] + (values[s + 1] - values[s]) * eased
    }

    /// True when the value graph is drawn, for `track`.
    func graphShowsTrack(_ track: JSONPath) -> Bool { graphFrame != .zero && selectedTrack == track }

    /// Ctrl+wheel zooms the time axis about the pointer, Shift+wheel scrolls it sideways.
    override func scrollWheel(_ event: WheelEvent) -> Bool {
        let anchor = (event.location.x - layout.axisLeft) / layout.axisWidth
        return model.timeAxisWheel(event, anchor: anchor)
    }

    /// The handle of keyframe `index` of `lane` on the graph.
    func handlePoint(lane: Int, index: Int) -> Point? {
        let l = layout.lanes[lane]
        guard graphFrame != .zero, let track = resolved(l), index < track.values.count else { return nil }
        return Point(
            layout.keyframePoint(lane: lane, index: index).x,
            y(value: track.values[index], range: valueRange(track), down: Self.growsDown(l.property)))
    }

    // MARK: Input

    /// What a press at `p` (view points) lands on; nil between and below the lanes and graph.
    func target(at p: Point) -> KeyframeLaneTarget? {
        if graphFrame.contains(p), let track = selectedTrack, let lane = layout.lane(of: track) {
            let hit = layout.lanes[lane].keyTimes.indices.first { index in
                handlePoint(lane: lane, index: index).map { abs($0.x - p.x) <= 7 && abs($0.y - p.y) <= 7 } ?? false
            }
            return hit.map { .graphHandle(lane: lane, index: $0) } ?? .graph
        }
        if let hit = layout.keyframe(at: p) { return .keyframe(lane: hit.lane, index: hit.index) }
        return layout.lane(atY: p.y).map { .lane($0) }
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        window?.focus(self)
        let p = event.location
        let mods = event.modifiers
        press = (p, false, mods.isEmpty)
        switch target(at: p) {
        case .graphHandle(let lane, let index)?:
            guard let resolved = resolved(layout.lanes[lane]) else { return true }
            let key = KeyframeReference(track: layout.lanes[lane].track, index: index)
            let group = model.selectedKeyframes.contains(key) && model.selectedKeyframes.count > 1
            if group {
                model.selectKeyframes(model.selectedKeyframes, primary: key)
            } else {
                model.select(key.path)
            }
            if case .param(let name) = layout.lanes[lane].values[index] {
                window?.showToast(
                    model.text(EditorText.paramValue(name)), kind: .warning, duration: 4)
                return true
            }
            let range = valueRange(resolved)
            graphRange = range
            drag =
                group ? .values(lane: lane, index: index, range: range) : .value(lane: lane, index: index, range: range)
        case .keyframe(let lane, let index)?:
            let key = KeyframeReference(track: layout.lanes[lane].track, index: index)
            var keys = model.selectedKeyframes
            if KeyframeLaneInput.toggleSelection.isHeld(in: mods) {
                if keys.contains(key) { keys.remove(key) } else { keys.insert(key) }
                model.selectKeyframes(keys, primary: keys.contains(key) ? key : nil)
                return true
            }
            if KeyframeLaneInput.addToSelection.isHeld(in: mods) {
                keys.insert(key)
                model.selectKeyframes(keys, primary: key)
                drag = .group(lane: lane, index: index)
            } else if keys.contains(key), keys.count > 1 {
                model.selectKeyframes(keys, primary: key)
                if KeyframeLaneInput.scaleTime.isHeld(in: mods), let bytes = model.currentBytes {
                    drag = .scale(lane: lane, index: index, base: bytes, baseSelection: model.keyframeSelection)
                } else {
                    drag = .group(lane: lane, index: index)
                }
            } else {
                model.select(key.path)
                drag = .time(lane: lane, index: index)
            }
        case .lane(let lane)?:
            // A double-click is two presses on this lane's empty row, the first not a drag.
            if event.clickCount == 2, p.x >= layout.axisLeft {
                let free = KeyframeLaneInput.dragFreely.isHeld(in: mods)
                addKeyframe(lane: lane, keyTime: layout.dragTime(lane: lane, index: -1, x: p.x, free: free))
            } else {
                let keeps = mods.contains(.shift) || mods.contains(.control)
                drag = .band(from: p, to: p, lane: lane, base: keeps ? model.selectedKeyframes : [])
            }
        case .graph?:
            break
        case nil:
            if p.y < layout.height {
                let keeps = mods.contains(.shift) || mods.contains(.control)
                drag = .band(from: p, to: p, lane: nil, base: keeps ? model.selectedKeyframes : [])
            }
        }
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        if let start = press?.point, abs(event.location.x - start.x) >= 3 || abs(event.location.y - start.y) >= 3 {
            press?.moved = true
        }
        guard let drag else { return }
        let free = KeyframeLaneInput.dragFreely.isHeld(in: event.modifiers)
        switch drag {
        case .time(let lane, let index):
            let l = layout.lanes[lane]
            guard index < l.keyTimes.count else { return }
            let time = layout.dragTime(lane: lane, index: index, x: event.location.x, free: free)
            guard abs(time - l.keyTimes[index]) > 1e-9 else { return }
            refuseIfNeeded(
                model.performVisualEdit(
                    .moveKeyframe(track: l.track, index: index, time: time), message: EditorText.moveKeyframe,
                    coalescing: "lanes.time"))
        case .group(let lane, let index):
            // A Shift+click that jitters a point is a click, not a move of the group.
            guard press?.moved == true else { return }
            dragSelection(lane: lane, index: index, x: event.location.x, free: free)
        case .scale(let lane, let index, let base, let selection):
            guard press?.moved == true else { return }
            scaleSelection(lane: lane, index: index, x: event.location.x, free: free, base: base, selection: selection)
        case .value(let lane, let index, let range):
            let l = layout.lanes[lane]
            let json = SpecNumber.json(graphValue(y: event.location.y, lane: lane, range: range, free: free))
            refuseIfNeeded(
                model.performVisualEdit(
                    .setKeyframeValue(track: l.track, index: index, json: json),
                    message: EditorText.changeKeyframeValue, coalescing: "lanes.value"))
        case .values(let lane, let index, let range):
            offsetSelectedValues(lane: lane, index: index, y: event.location.y, range: range, free: free)
        case .band(let from, _, let lane, let base):
            self.drag = .band(from: from, to: event.location, lane: lane, base: base)
            let inside = layout.keyframes(in: Self.rect(from, event.location))
            model.selectKeyframes(base.union(inside), keepingNode: true)
            setNeedsDisplay()
        }
    }

    override func pointerUp(_ event: PointerEvent) {
        if case .band(let from, let to, let lane, let base)? = drag, abs(to.x - from.x) < 3, abs(to.y - from.y) < 3 {
            // A click on a lane's empty row selects its track (a click on nothing keeps the selection).
            if let lane, base.isEmpty { model.select(layout.lanes[lane].track) }
        } else if case .band? = drag {
            // The band let go: its first keyframe becomes the node (unless the node is one of them).
            let keys = model.selectedKeyframes
            let node = model.selection.flatMap(KeyframeReference.init)
            if node.map({ !keys.contains($0) }) ?? true, let first = keys.min(by: EditorModel.keyframeOrder) {
                model.selectKeyframes(keys, primary: first)
            }
        }
        if let press, !press.moved, press.plain, let key = selectedKeyframe, model.selectedKeyframes.count > 1 {
            switch drag {
            case .group?, .scale?, .values?: model.select(key.path)
            default: break
            }
        }
        press = nil
        drag = nil
        graphRange = nil
        model.endVisualEditCoalescing()
        setNeedsDisplay()
    }

    /// The rectangle between two corners.
    static func rect(_ a: Point, _ b: Point) -> Rect {
        Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// The value a graph drag to `y` gives, rounded: to 0.01 (or, with `free`, the value's precision).
    func graphValue(y: Double, lane: Int, range: ClosedRange<Double>, free: Bool) -> Double {
        let l = layout.lanes[lane]
        let raw = value(
            y: min(max(y, graphFrame.minY), graphFrame.maxY), range: range, down: Self.growsDown(l.property))
        let quantity = EditPrecision.Quantity(property: l.property)
        let decimals = free ? EditPrecision.decimals(quantity) : Self.valueSnapDecimals
        return EditPrecision.rounded(raw, decimals: decimals)
    }

    /// The band being dragged, in view points (nil when none).
    var rubberBand: Rect? {
        if case .band(let from, let to, _, _)? = drag { return Self.rect(from, to) }
        return nil
    }

    /// Shows a refusal (and ends a drag, so it is shown once).
    func refuseIfNeeded(_ refusal: String?) {
        guard let refusal else { return }
        drag = nil
        graphRange = nil
        model.endVisualEditCoalescing()
        toastRefusal(refusal)
    }

    func addKeyframe(lane: Int, keyTime: Double, value json: String? = nil) {
        let l = layout.lanes[lane]
        let index = l.keyTimes.firstIndex { $0 > keyTime } ?? l.keyTimes.count
        var operations: [SpecOperation] = [.addKeyframe(track: l.track, time: keyTime)]
        if let json { operations.append(.setKeyframeValue(track: l.track, index: index, json: json)) }
        let message = json == nil ? EditorText.addKeyframe : EditorText.pasteKeyframe
        if toastRefusal(model.performVisualEdits(operations, message: message)) { return }
        model.select(KeyframeReference(track: l.track, index: index).path)
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool { handleKey(key, modifiers: modifiers) }

    // MARK: Drawing

    /// Where the playhead was last drawn, in points (nil before the first draw).
    private var drawnPlayheadX: Double?

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let accent = theme.color(.accent), ink = theme.color(.textSecondary)
        let selectedKey = selectedKeyframe
        let selectedKeys = model.selectedKeyframes
        let selectedTrack = selectedTrack
        // Lanes are in part order.
        let multipleParts = layout.lanes.first?.part != layout.lanes.last?.part
        let metrics = canvas.textEngine.metrics(of: .uiSmall)
        // Only the rows the dirty rect reaches (the scroll view's visible strip at most) are
        // drawn: a large spec has a thousand tracks.
        for l in visibleLanes(canvas) {
            let lane = layout.lanes[l]
            let r = lane.frame
            if lane.track == selectedTrack {
                canvas.fill(r, color: accent.multipliedAlpha(0.1))
            } else if l % 2 == 1 {
                canvas.fill(r, color: theme.color(.windowBackground).multipliedAlpha(0.5))
            }
            let titleClip = Rect(x: 0, y: r.minY, width: layout.axisLeft - 6, height: r.height)
            if Self.reaches(canvas, titleClip) {
                let property = lane.property.rawValue
                let title =
                    (multipleParts ? "P\(lane.part + 1) " : "")
                    + (lane.isGroup ? model.text(EditorText.groupLane(property)) : property)
                canvas.pushClip(titleClip)
                canvas.drawText(
                    title, font: .uiSmall, color: theme.color(.textPrimary),
                    baseline: Point(8, (r.midY + (metrics.ascent - metrics.descent) / 2).rounded()))
                canvas.popClip()
            }
            // The axis's content is clipped to its shown strip (a zoomed axis scrolls under the titles).
            canvas.pushClip(layout.axisClip(height: r.maxY).intersection(r) ?? .zero)
            let begin = max(layout.axisLeft, layout.x(seconds: 0))
            let end = min(layout.axisLeft + layout.axisWidth, layout.x(seconds: lane.partDuration))
            canvas.fill(
                Rect(x: begin, y: r.midY - 0.5, width: max(0, end - begin), height: 1), color: ink.multipliedAlpha(0.4))
            defer { canvas.popClip() }
            for index in lane.keyTimes.indices {
                let p = layout.keyframePoint(lane: l, index: index)
                guard Self.reaches(canvas, Rect(x: p.x - 8, y: p.y - 8, width: 16, height: 16)) else { continue }
                let key = KeyframeReference(track: lane.track, index: index)
                let selected = selectedKey == key || selectedKeys.contains(key)
                let isParam: Bool = { if case .param = lane.values[index] { return true } else { return false } }()
                Self.drawDiamond(
                    at: p, radius: selected ? 6 : 5, color: selected ? accent : ink, hollow: isParam, in: &canvas)
            }
        }
        // The ghost rows (only those the dirty rect reaches: a part may have hundreds). Narrow
        // rows label every few elements and draw smaller diamonds.
        let rowHeight = layout.ghosts.first?.frame.height ?? KeyframeLaneLayout.ghostHeight
        let labelEvery = max(1, Int((KeyframeLaneLayout.ghostHeight / rowHeight).rounded(.up)))
        let diamond = min(3, rowHeight / 2 - 0.5)
        for ghost in layout.ghosts where Self.reaches(canvas, ghost.frame.insetBy(dx: 0, dy: -metrics.lineHeight)) {
            let r = ghost.frame
            if ghost.element % labelEvery == 0,
                Self.reaches(
                    canvas,
                    Rect(
                        x: 0, y: r.midY - metrics.lineHeight, width: layout.axisLeft,
                        height: 2 * metrics.lineHeight))
            {
                canvas.drawText(
                    "\(ghost.element)", font: .uiSmall, color: theme.color(.textTertiary),
                    baseline: Point(layout.axisLeft - 20, (r.midY + (metrics.ascent - metrics.descent) / 2).rounded()))
            }
            let start = layout.x(
                seconds: ghost.offset.truncatingRemainder(dividingBy: max(layout.lanes[ghost.lane].partDuration, 1e-9)))
            let inset = min(2, r.height / 4)
            if start <= layout.axisLeft + layout.axisWidth {
                canvas.fill(
                    Rect(
                        x: max(layout.axisLeft, start) - 0.5, y: r.minY + inset, width: 1, height: r.height - 2 * inset),
                    color: ink.multipliedAlpha(0.5))
            }
            for x in layout.ghostXs(ghost)
            where x >= layout.axisLeft - 4 && x <= layout.axisLeft + layout.axisWidth + 4
                && Self.reaches(canvas, Rect(x: x - 4, y: r.minY, width: 8, height: r.height))
            {
                Self.drawDiamond(
                    at: Point(x, r.midY), radius: diamond, color: ink.multipliedAlpha(0.6), hollow: false, in: &canvas)
            }
        }
        drawGraph(in: &canvas)
        if let band = rubberBand {
            canvas.fill(band, color: accent.multipliedAlpha(0.12))
            canvas.stroke(Path.rect(band), width: 1, color: accent.multipliedAlpha(0.8))
        }
        // The playhead.
        if let spec = model.spec, !layout.lanes.isEmpty {
            let x = layout.x(seconds: model.displayProgress * spec.duration)
            canvas.pushClip(layout.axisClip(height: max(layout.height, graphFrame.maxY)))
            defer { canvas.popClip() }
            canvas.fill(
                Rect(x: x - 0.75, y: 0, width: 1.5, height: max(layout.height, graphFrame.maxY)),
                color: theme.color(.error))
            drawnPlayheadX = x
        }
    }

    /// The lanes whose rows (with a margin of a row) reach the dirty rect being drawn.
    func visibleLanes(_ canvas: Canvas) -> Range<Int> {
        let dirty = canvas.dirty
        guard dirty.width > 0, dirty.height > 0 else { return 0..<0 }
        // The dirty rect's rows in this view's points.
        let top = Double(dirty.y) / canvas.scale - canvas.origin.y
        let bottom = Double(dirty.y + dirty.height) / canvas.scale - canvas.origin.y
        let margin = KeyframeLaneLayout.laneHeight
        return layout.lanes(fromY: top - margin, toY: bottom + margin)
    }

    /// True when `rect` (the view's points) reaches the dirty rect being drawn.
    static func reaches(_ canvas: Canvas, _ rect: Rect) -> Bool {
        canvas.devicePixelRect(rect.insetBy(dx: -1, dy: -1)).intersection(canvas.dirty) != nil
    }

    /// The clock moved: only the strips of the old and the new playhead are drawn again, so an
    /// animating frame sends a few columns of the lanes, not all of them.
    func playheadDidMove() {
        guard let spec = model.spec, !layout.lanes.isEmpty else { return setNeedsDisplay() }
        let x = layout.x(seconds: model.displayProgress * spec.duration)
        guard x != drawnPlayheadX else { return }
        let height = max(layout.height, graphFrame.maxY)
        for strip in [drawnPlayheadX, x].compactMap({ $0 }) {
            setNeedsDisplay(Rect(x: strip - 2, y: 0, width: 4, height: height))
        }
    }

    static func drawDiamond(at p: Point, radius r: Double, color: Color, hollow: Bool, in canvas: inout Canvas) {
        let diamond = Path.polygon([Point(p.x, p.y - r), Point(p.x + r, p.y), Point(p.x, p.y + r), Point(p.x - r, p.y)])
        if hollow {
            canvas.stroke(diamond, width: 1.5, color: color)
        } else {
            canvas.fill(diamond, with: .solid(color))
        }
    }
}
