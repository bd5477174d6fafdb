import LoaderKitCore
import SpecLanguage

/// The selected node of the spec: a part, its layout or shape, a track, a keyframe
/// ("tracks[0].keyTimes[2]"), … Selecting it selects it everywhere: the outline, the lanes, its
/// text in the source pane and the elements it drives in the preview (the Editor screen shows it).
extension EditorModel {
    /// The selected node, nil when none.
    package var selection: JSONPath? { selectedPath }

    /// Selects `path` (nil: nothing) and tells the views (`EditorChange.selection`).
    /// A keyframe's path selects that keyframe alone in the lanes; any other path none.
    package func select(_ path: JSONPath?) {
        let keys: Set<KeyframeReference> = path.flatMap(KeyframeReference.init).map { [$0] } ?? []
        guard path != selectedPath || keys != selectedKeyframeSet else { return }
        selectedPath = path
        selectedKeyframeSet = keys
        notify(.selection)
    }

    /// The syntax tree of the document's current text (the pane's), when it is analysed.
    var currentTree: SpecSyntaxTree? { textSession?.currentAnalysis?.tree }

    /// The bytes of the node at `path` in the current text, nil when the text has no such node.
    func textRange(of path: JSONPath) -> Range<Int>? {
        guard let tree = currentTree, let node = tree.node(at: path) else { return nil }
        let range = tree[node].range
        return range.start..<range.end
    }

    /// The path of the value under byte `offset` of the current text (a key gives its value's),
    /// nil outside the root value.
    package func path(atTextOffset offset: Int) -> JSONPath? {
        guard let tree = currentTree, let node = tree.node(atOffset: offset) else { return nil }
        return tree.path(of: node)
    }

    /// The index of the part `path` lies in: parts[i]… gives i, a path of a spec without `parts`
    /// gives 0, the root and the spec's own members give nil.
    package func partIndex(of path: JSONPath) -> Int? {
        guard let spec, let first = path.components.first else { return nil }
        if case .key("parts") = first {
            guard path.components.count > 1, case .index(let i) = path.components[1], i < spec.parts.count else {
                return nil
            }
            return i
        }
        guard case .inline = spec.body, case .key(let key) = first else { return nil }
        return Self.partKeys.contains(key) ? 0 : nil
    }

    /// The members of a part (at the root of a spec without `parts`).
    static let partKeys: Set<String> = [
        "layout", "shape", "tracks", "stagger", "duration", "durations", "rest", "groupTracks",
    ]

    /// The elements (global indices) the selected node drives. An item of a part's `stagger`
    /// offsets or of its `durations` drives element i of the part only (nothing when the part
    /// has fewer elements); any other node of a part (layout, shape, tracks, rest, group tracks:
    /// the renderer has no group bounds of its own, a group track moves the part's elements)
    /// drives all of the part's; nodes outside the parts (name, params, ...) drive none.
    package var selectedElements: Range<Int> {
        guard let selection, let index = partIndex(of: selection), let evaluator, index < evaluator.parts.count else {
            return 0..<0
        }
        let part = evaluator.parts[index]
        guard let item = Self.elementItem(of: selection) else {
            return part.firstIndex..<(part.firstIndex + part.elements.count)
        }
        guard item < part.elements.count else { return 0..<0 }
        return (part.firstIndex + item)..<(part.firstIndex + item + 1)
    }

    /// i for a path in item i of a part's `stagger` offsets or `durations` ("stagger[2]",
    /// "parts[1].durations[0]"), nil for any other path.
    static func elementItem(of path: JSONPath) -> Int? {
        var components = path.components
        if case .key("parts") = components.first { components.removeFirst(min(2, components.count)) }
        guard components.count >= 2, case .key(let key) = components[0], key == "stagger" || key == "durations",
            case .index(let i) = components[1]
        else { return nil }
        return i
    }
}
