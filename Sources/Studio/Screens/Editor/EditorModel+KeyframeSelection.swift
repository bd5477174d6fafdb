import LoaderKitCore
import SpecLanguage

/// Many keyframes selected at once in the lanes: Shift+click and Ctrl+click add and toggle, a
/// rubber band selects what it touches, Ctrl+A selects every keyframe of the selected track or
/// part. The last keyframe clicked is also `selection` (the forms, the outline and the pane
/// follow it); every selected keyframe's value is highlighted in the pane.
extension EditorModel {
    /// The selected keyframes (one when a single keyframe is selected, none without).
    package var selectedKeyframeCount: Int { selectedKeyframeSet.count }
    var selectedKeyframes: Set<KeyframeReference> { selectedKeyframeSet }

    /// Selects `keys`, with `primary` (one of them) as the selected node; nil keeps the node
    /// selected unless it is a keyframe that is no longer among `keys`.
    /// `keepingNode` leaves the selected node as it is whatever `keys` hold (a rubber band being
    /// dragged: the lanes keep their rows until it is let go).
    func selectKeyframes(_ keys: Set<KeyframeReference>, primary: KeyframeReference? = nil, keepingNode: Bool = false) {
        var path = selectedPath
        if let primary {
            path = primary.path
        } else if keepingNode {
            path = selectedPath
        } else if let current = selectedPath.flatMap(KeyframeReference.init), !keys.contains(current) {
            path = keys.min(by: Self.keyframeOrder)?.path ?? current.track
        }
        guard path != selectedPath || keys != selectedKeyframeSet else { return }
        selectedPath = path
        selectedKeyframeSet = keys
        notify(.selection)
    }

    /// The selection as the group operations take it (tracks in the order of their paths).
    var keyframeSelection: KeyframeSelection {
        let byTrack = Dictionary(grouping: selectedKeyframeSet, by: \.track)
        return KeyframeSelection(
            byTrack.keys.sorted { $0.description < $1.description }.map { track in
                KeyframeSelection.TrackKeys(track: track, indices: byTrack[track]!.map(\.index))
            })
    }

    /// Drops the selected keyframes that `tracks` (each track's keyframe count) no longer has,
    /// without news (the lanes call it when they are laid out again after an edit).
    func pruneKeyframeSelection(keyframeCounts tracks: [JSONPath: Int]) {
        let kept = selectedKeyframeSet.filter { ($0.index) < (tracks[$0.track] ?? 0) }
        if kept.count != selectedKeyframeSet.count { selectedKeyframeSet = kept }
    }

    /// The byte ranges of every selected keyframe's value in the current text, sorted (for the
    /// pane's highlights).
    var selectedKeyframeValueRanges: [Range<Int>] {
        guard selectedKeyframeSet.count > 1, let tree = currentTree else { return [] }
        return selectedKeyframeSet.compactMap { key -> Range<Int>? in
            guard let node = tree.node(at: key.track.appending(key: "values").appending(index: key.index)) else {
                return nil
            }
            let range = tree[node].range
            return range.start..<range.end
        }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Track path order, then index.
    static func keyframeOrder(_ a: KeyframeReference, _ b: KeyframeReference) -> Bool {
        a.track == b.track ? a.index < b.index : a.track.description < b.track.description
    }
}
