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

    /// The selection as the group operations take it (tracks in the order of their paths),
    /// made once per change of the selection.
    var keyframeSelection: KeyframeSelection {
        if let cached = keyframeSelectionCache { return cached }
        let byTrack = Dictionary(grouping: selectedKeyframeSet, by: \.track)
        let ordered = byTrack.keys.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        let selection = KeyframeSelection(
            ordered.map { track in
                KeyframeSelection.TrackKeys(track: track, indices: byTrack[track]!.map(\.index))
            })
        keyframeSelectionCache = selection
        return selection
    }

    /// Drops the selected keyframes that `tracks` (each track's keyframe count) no longer has,
    /// without news (the lanes call it when they are laid out again after an edit).
    func pruneKeyframeSelection(keyframeCounts tracks: [JSONPath: Int]) {
        // Each track's count looked up once, not once per keyframe.
        var stale: [KeyframeReference] = []
        for (track, keys) in Dictionary(grouping: selectedKeyframeSet, by: \.track) {
            let count = tracks[track] ?? 0
            stale.append(contentsOf: keys.lazy.filter { $0.index >= count })
        }
        if !stale.isEmpty { selectedKeyframeSet.subtract(stale) }
    }

    /// The byte ranges of every selected keyframe's value in the current text, sorted (for the
    /// pane's highlights): each track's `values` found once, its items by index.
    var selectedKeyframeValueRanges: [Range<Int>] {
        guard selectedKeyframeSet.count > 1, let tree = currentTree else { return [] }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(selectedKeyframeSet.count)
        for keys in keyframeSelection.tracks {
            guard let values = tree.node(at: keys.track.appending(key: "values")) else { continue }
            let items = Array(tree.children(of: values))
            for index in keys.indices where index < items.count {
                let range = tree[items[index]].range
                ranges.append(range.start..<range.end)
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        return ranges
    }

    /// Track path order, then index.
    static func keyframeOrder(_ a: KeyframeReference, _ b: KeyframeReference) -> Bool {
        a.track == b.track ? a.index < b.index : a.track.description < b.track.description
    }
}
