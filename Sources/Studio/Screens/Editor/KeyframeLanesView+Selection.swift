import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The lanes' keys (`KeyframeLaneInput`) and the group edits of the selected keyframes: a group
/// drag in time, an Alt+drag that scales them in time from the first, a drag of their values on
/// the graph, the arrow keys (a frame; Shift ten), Ctrl+A, Delete, and the clipboard (keyframes,
/// a track or a part as JSON). Each is one visual edit of the model, a drag one step.
extension KeyframeLanesView {
    /// The frame the arrow keys move keyframes by, in seconds (60 frames a second).
    static let frameSeconds = 1.0 / 60

    /// The keys of `KeyframeLaneInput` (`keyDown` hands them here).
    func handleKey(_ key: Key, modifiers: Modifiers) -> Bool {
        guard let input = KeyframeLaneInput.matching(key, modifiers: modifiers) else { return false }
        switch input {
        case .copyKeyframe:
            copySelection()
        case .pasteKeyframe:
            paste()
        case .selectAll:
            selectAll()
        case .clearSelection:
            guard model.selectedKeyframes.count > 1, let keyframe = selectedKeyframe else { return false }
            model.select(keyframe.path)
        case .deleteKeyframe:
            return deleteSelection()
        case .moveSelection, .moveSelectionFar:
            guard !model.selectedKeyframes.isEmpty else { return false }
            nudge(frames: (key == .left ? -1 : 1) * (input == .moveSelectionFar ? 10 : 1))
        case .previousKeyframe, .nextKeyframe:
            guard let keyframe = selectedKeyframe, let lane = layout.lane(of: keyframe.track) else { return false }
            let next = keyframe.index + (input == .previousKeyframe ? -1 : 1)
            guard layout.lanes[lane].keyTimes.indices.contains(next) else { return true }
            model.select(KeyframeReference(track: keyframe.track, index: next).path)
        case .addKeyframe, .dragKeyframe, .dragFreely, .addToSelection, .toggleSelection, .rubberBand, .scaleTime:
            return false
        }
        return true
    }

    // MARK: Selecting

    /// Ctrl+A: every keyframe of the selected track, else of the selected part, else of every
    /// lane; pressed again, the next wider of these (track, part, every lane).
    func selectAll() {
        let selected = model.selectedKeyframes
        var scopes: [Set<JSONPath>?] = []
        if let track = selectedTrack { scopes.append([track]) }
        if let selection = model.selection, let part = model.partIndex(of: selection) {
            scopes.append(Set(layout.lanes.filter { $0.part == part }.map(\.track)))
        }
        scopes.append(nil)
        var keys: Set<KeyframeReference> = []
        for scope in scopes {
            keys = layout.allKeyframes(of: scope)
            if !keys.isSubset(of: selected) { break }
        }
        guard !keys.isEmpty else { return }
        let primary =
            selectedKeyframe.flatMap { keys.contains($0) ? $0 : nil } ?? keys.min(by: EditorModel.keyframeOrder)
        model.selectKeyframes(keys, primary: primary)
    }

    /// The selected keyframes' earliest keyTime, and the lane of the primary one.
    private var primaryLane: Int? {
        (selectedKeyframe?.track ?? model.selectedKeyframes.first?.track).flatMap { layout.lane(of: $0) }
    }

    // MARK: Moving in time

    /// The range of keyTime deltas that keep every selected keyframe within [0, 1] and short of
    /// its unselected neighbours (keyTimes stay non-decreasing).
    func allowedDelta() -> ClosedRange<Double> {
        var low = -1.0, high = 1.0
        for keys in model.keyframeSelection.tracks {
            guard let l = layout.lane(of: keys.track) else { continue }
            let times = layout.lanes[l].keyTimes
            let selected = Set(keys.indices)
            for index in keys.indices where index < times.count {
                let t = times[index]
                low = max(low, -t)
                high = min(high, 1 - t)
                if index > 0, !selected.contains(index - 1) { low = max(low, times[index - 1] - t) }
                if index + 1 < times.count, !selected.contains(index + 1) { high = min(high, times[index + 1] - t) }
            }
        }
        return low <= high ? low...high : 0...0
    }

    /// A group drag: the grabbed keyframe follows the pointer (snapping to the grid and to the
    /// keyframes that stay), the others keep their distances; the move stops at the first
    /// keyframe that would reach 0, 1 or an unselected neighbour.
    func dragSelection(lane: Int, index: Int, x: Double, free: Bool) {
        let l = layout.lanes[lane]
        guard index < l.keyTimes.count else { return }
        let target = layout.dragTime(lane: lane, index: index, x: x, free: free, moving: model.selectedKeyframes)
        let allowed = allowedDelta()
        let decimals = layout.keyTimeDecimals(lane: lane)
        let delta = EditPrecision.rounded(
            min(max(target - l.keyTimes[index], allowed.lowerBound), allowed.upperBound), decimals: decimals)
        guard delta != 0 else { return }
        refuseIfNeeded(
            model.performVisualEdit(
                .moveKeyframes(model.keyframeSelection, by: delta), message: TimingText.moveStep,
                coalescing: "lanes.group"))
    }

    /// The arrow keys: the selection one frame (of the primary keyframe's part) earlier or later,
    /// `frames` of them; refused with LoaderKit's message at 0, 1 or an unselected neighbour.
    func nudge(frames: Int) {
        guard let lane = primaryLane, layout.lanes[lane].partDuration > 0 else { return }
        let step = Self.frameSeconds / layout.lanes[lane].partDuration
        let delta = EditPrecision.rounded(Double(frames) * step, decimals: layout.keyTimeDecimals(lane: lane))
        guard delta != 0 else { return }
        toastRefusal(
            model.performVisualEdit(.moveKeyframes(model.keyframeSelection, by: delta), message: TimingText.moveStep))
    }

    /// An Alt+drag: the selection scaled in time about its first keyframe so the grabbed one
    /// follows the pointer, computed each time from the text the drag began on.
    func scaleSelection(
        lane: Int, index: Int, x: Double, free: Bool, base: [UInt8], selection: KeyframeSelection
    ) {
        let track = layout.lanes[lane].track
        guard let start = Self.keyTime(of: KeyframeReference(track: track, index: index), in: base),
            let pivot = Self.selectionStart(selection, in: base), abs(start - pivot) > 1e-9
        else { return }
        let target = layout.dragTime(lane: lane, index: index, x: x, free: free, moving: model.selectedKeyframes)
        let factor = (target - pivot) / (start - pivot)
        guard factor > 0, factor.isFinite else { return }
        let rounded = EditPrecision.rounded(factor, decimals: 4)
        refuseIfNeeded(
            model.performVisualEdit(
                .scaleKeyframeTimes(selection, factor: rounded, pivot: .selectionStart), fromBase: base,
                message: TimingText.scaleTimeStep, coalescing: "lanes.scale"))
    }

    /// The keyTime of `key` in `bytes`.
    static func keyTime(of key: KeyframeReference, in bytes: [UInt8]) -> Double? {
        let tree = SpecSyntaxTree(bytes)
        return tree.node(at: key.path).flatMap { tree.number($0) }
    }

    /// The earliest keyTime of `selection` in `bytes`.
    static func selectionStart(_ selection: KeyframeSelection, in bytes: [UInt8]) -> Double? {
        let tree = SpecSyntaxTree(bytes)
        return selection.tracks.flatMap { keys in
            keys.indices.compactMap { index in
                tree.node(at: keys.track.appending(key: "keyTimes").appending(index: index)).flatMap { tree.number($0) }
            }
        }.min()
    }

    // MARK: Values

    /// A drag of a selected handle on the graph: every selected value of that track moves by
    /// the same amount (the grabbed one follows the pointer).
    func offsetSelectedValues(lane: Int, index: Int, y: Double, range: ClosedRange<Double>, free: Bool) {
        let l = layout.lanes[lane]
        guard index < l.values.count, case .number(let current) = l.values[index] else { return }
        let target = graphValue(y: y, lane: lane, range: range, free: free)
        let decimals =
            free ? EditPrecision.decimals(EditPrecision.Quantity(property: l.property)) : Self.valueSnapDecimals
        let delta = EditPrecision.rounded(
            target - current, decimals: max(decimals, EditPrecision.writtenDecimals(current)))
        guard delta != 0 else { return }
        let indices = model.selectedKeyframes.filter { $0.track == l.track }.map(\.index)
        refuseIfNeeded(
            model.performVisualEdit(
                .offsetKeyframeValues(KeyframeSelection(track: l.track, indices: indices), by: delta),
                message: TimingText.offsetValuesStep, coalescing: "lanes.values"))
    }

    // MARK: Deleting

    /// Delete: every selected keyframe, one step (refused, with nothing removed, when a track
    /// would keep fewer than two).
    func deleteSelection() -> Bool {
        let keys = model.selectedKeyframes
        guard !keys.isEmpty else { return false }
        // Highest index first, so the indices still to remove stay valid.
        let operations = keys.sorted {
            $0.track == $1.track ? $0.index > $1.index : $0.track.description < $1.track.description
        }
        .map { SpecOperation.removeKeyframe(track: $0.track, index: $0.index) }
        let message = keys.count == 1 ? EditorText.deleteKeyframe : TimingText.deleteStep
        if !toastRefusal(model.performVisualEdits(operations, message: message)) {
            model.select(keys.min(by: EditorModel.keyframeOrder)?.track)
        }
        return true
    }

    // MARK: Clipboard

    /// Ctrl+C: the selected keyframes of the primary keyframe's track as a keyframe clip, or the
    /// selected track (without selected keyframes) as its JSON.
    func copySelection() {
        guard let bytes = model.currentBytes else { return }
        if let primary = selectedKeyframe {
            let indices = model.selectedKeyframes.filter { $0.track == primary.track }.map(\.index)
            do {
                let clip = try KeyframeClip.copying(
                    KeyframeSelection.TrackKeys(track: primary.track, indices: indices), from: bytes)
                window?.clipboard.text = clip.json
                window?.showToast(model.text(TimingText.copiedKeyframes(indices.count)), kind: .info, duration: 2)
            } catch {
                window?.showToast(error.message, kind: .warning, duration: 5)
            }
        } else if let track = selectedTrack, let range = model.textRange(of: track) {
            window?.clipboard.text = String(decoding: bytes[range], as: UTF8.self)
            window?.showToast(model.text(TimingText.copiedTrack), kind: .info, duration: 2)
        } else if let part = selectedPart, let range = model.textRange(of: part) {
            window?.clipboard.text = String(decoding: bytes[range], as: UTF8.self)
            window?.showToast(model.text(TimingText.copiedPart), kind: .info, duration: 2)
        }
    }

    /// The selected part ("parts[1]" itself), nil for any other selection.
    var selectedPart: JSONPath? {
        guard let selection = model.selection, selection.components.count == 2,
            selection.components[0] == .key("parts"), case .index = selection.components[1]
        else { return nil }
        return selection
    }

    /// The path of the part the selection lies in ("" for a spec without parts), nil when none.
    var selectionPart: JSONPath? {
        guard let selection = model.selection, let index = model.partIndex(of: selection), let spec = model.spec
        else { return layout.lanes.first.map { JSONPath(Array($0.track.components.dropLast(2))) } }
        if case .parts = spec.body { return JSONPath([.key("parts"), .index(index)]) }
        return JSONPath([])
    }

    /// Ctrl+V: keyframes at the playhead on the selected track; a track into the selected
    /// track's part; a part into the spec. What the clipboard holds decides.
    func paste() {
        guard let text = window?.clipboard.text, !text.isEmpty else { return }
        switch KeyframePaste(text) {
        case .keyframes(let clip):
            guard let track = selectedTrack, let lane = layout.lane(of: track) else {
                window?.showToast(model.text(TimingText.selectTrackToPaste), kind: .warning, duration: 4)
                return
            }
            pasteKeyframes(clip, lane: lane)
        case .track(let json):
            guard let part = selectionPart else { return }
            let group = selectedTrack.map { $0.components.dropLast().last == .key("groupTracks") } ?? false
            perform(.insertTrack(part: part, group: group, json: json), TimingText.pasteTrackStep)
        case .part(let json):
            perform(.insertPart(json: json), TimingText.pastePartStep)
        case .value(let json):
            guard let track = selectedTrack, let lane = layout.lane(of: track) else { return }
            addKeyframe(lane: lane, keyTime: playheadKeyTime(lane: lane), value: json)
        case .unreadable(let problem):
            window?.showToast(model.text(TimingText.clipboardUnreadable(problem)), kind: .warning, duration: 5)
        }
    }

    /// The playhead's keyTime in lane `lane`'s cycle, rounded to what the lane shows.
    func playheadKeyTime(lane: Int) -> Double {
        let l = layout.lanes[lane]
        let seconds = model.displayProgress * (model.spec?.duration ?? 0)
        let keyTime = l.partDuration > 0 ? (seconds / l.partDuration).truncatingRemainder(dividingBy: 1) : 0
        return EditPrecision.rounded(keyTime, decimals: layout.keyTimeDecimals(lane: lane))
    }

    /// The clip's keyframes on lane `lane`, the first at the playhead (earlier when the clip
    /// would run past the cycle's end); they become the selection.
    private func pasteKeyframes(_ clip: KeyframeClip, lane: Int) {
        let l = layout.lanes[lane]
        let span = (clip.keyTimes.last ?? 0) - (clip.keyTimes.first ?? 0)
        let at = min(playheadKeyTime(lane: lane), max(0, EditPrecision.rounded(1 - span, decimals: 4)))
        let message = clip.keyTimes.count == 1 ? EditorText.pasteKeyframe : TimingText.pasteKeyframesStep
        if toastRefusal(model.performVisualEdit(.pasteKeyframes(track: l.track, clip: clip, at: at), message: message))
        {
            return
        }
        // The pasted keyframes, found by their times in the new lane.
        rebuild(width: bounds.width)
        guard let pasted = layout.lane(of: l.track) else { return }
        let base = clip.keyTimes.first ?? 0
        let times = Set(clip.keyTimes.map { EditPrecision.rounded(at + $0 - base, .keyTime, from: [at, $0, base]) })
        let keys = layout.lanes[pasted].keyTimes.indices.filter { times.contains(layout.lanes[pasted].keyTimes[$0]) }
            .map { KeyframeReference(track: l.track, index: $0) }
        model.selectKeyframes(Set(keys), primary: keys.first)
    }

    private func perform(_ operation: SpecOperation, _ message: Message) {
        toastRefusal(model.performVisualEdit(operation, message: message))
    }
}

/// What a paste in the lanes takes the clipboard's text for: keyframes (a clip), a whole track,
/// a whole part, one value (a number or `{"$param": …}`), or nothing readable (why).
enum KeyframePaste: Equatable {
    case keyframes(KeyframeClip)
    case track(String)
    case part(String)
    case value(String)
    case unreadable(String)

    init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let node: JSONNode
        do {
            node = try JSONParser.parse(Array(trimmed.utf8))
        } catch {
            self = .unreadable(error.reason)
            return
        }
        if node.number != nil {
            self = .value(trimmed)
            return
        }
        guard let object = node.object else {
            self = .unreadable("not a JSON object")
            return
        }
        if object["$param"]?.string != nil, object.members.count == 1 {
            self = .value(trimmed)
        } else if object["loaderKitKeyframes"] != nil {
            do {
                self = .keyframes(try KeyframeClip(parsing: trimmed))
            } catch {
                self = .unreadable(error.message)
            }
        } else if object["property"] != nil {
            self = .track(trimmed)
        } else if object["layout"] != nil || object["shape"] != nil {
            self = .part(trimmed)
        } else {
            self = .unreadable("no \"loaderKitKeyframes\", \"property\" or \"layout\" member")
        }
    }
}
