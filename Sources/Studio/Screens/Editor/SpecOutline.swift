import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The spec's structure as the outline's rows: the spec, its parts (with their layout and shape
/// types), each part's layout, shape, stagger, durations, rest, tracks (by property) and group
/// tracks. A row's id is its node's path in the text ("parts[1].tracks[0]"; "" for the spec).
/// Rows are titled in the language of `text`; names of the spec (types, properties) stay as written.
@MainActor
enum SpecOutline {
    /// The outline of `spec` (one root row, the spec).
    static func nodes(for spec: IndicatorSpec, text: Localizer = StudioCatalogue.english) -> [TreeNode] {
        let children: [TreeNode]
        switch spec.body {
        case .inline(let part):
            children = partRows(part, at: JSONPath(), inParts: false, text: text)
        case .parts(let parts):
            children = parts.enumerated().map { index, part in partRow(part, index: index, text: text) }
        }
        return [specRow(spec, children: children, text: text)]
    }

    /// The spec's row: its name and cycle.
    static func specRow(_ spec: IndicatorSpec, children: [TreeNode], text: Localizer) -> TreeNode {
        TreeNode(
            id: "", title: text(EditorText.outlineSpec),
            detail: "\(spec.name) · \(EditorText.seconds(spec.duration, text))", children: children)
    }

    /// The row of part `index` of `parts`, with its member rows.
    static func partRow(_ part: Part, index: Int, text: Localizer = StudioCatalogue.english) -> TreeNode {
        let path = JSONPath().appending(key: "parts").appending(index: index)
        return TreeNode(
            id: path.description, title: text(EditorText.outlinePart(index + 1)),
            detail: "\(part.layout.typeName) · \(part.shape.typeName)",
            children: partRows(part, at: path, inParts: true, text: text))
    }

    /// The rows of a part's members, at `path` ("" for a spec without `parts`).
    static func partRows(_ part: Part, at path: JSONPath, inParts: Bool, text: Localizer = StudioCatalogue.english)
        -> [TreeNode]
    {
        func row(_ key: String, _ title: Message, detail: String = "", children: [TreeNode] = []) -> TreeNode {
            TreeNode(id: path.appending(key: key).description, title: text(title), detail: detail, children: children)
        }
        var rows = [
            row("layout", EditorText.outlineLayout, detail: part.layout.typeName),
            row("shape", EditorText.outlineShape, detail: part.shape.typeName),
        ]
        if inParts, let duration = part.duration {
            rows.append(row("duration", EditorText.outlineDuration, detail: EditorText.seconds(duration, text)))
        }
        if let stagger = part.stagger {
            rows.append(row("stagger", EditorText.outlineStagger, detail: staggerText(stagger, text: text)))
        }
        if let durations = part.durations {
            rows.append(
                row("durations", EditorText.outlineDurations, detail: text(EditorText.outlineElements(durations.count)))
            )
        }
        if !part.rest.isEmpty {
            rows.append(
                row(
                    "rest", EditorText.outlineRest,
                    detail: part.rest.keys.sorted().map(\.rawValue).joined(separator: ", ")))
        }
        if !part.tracks.isEmpty {
            rows.append(
                row(
                    "tracks", EditorText.outlineTracks, detail: text.number(Double(part.tracks.count)),
                    children: trackRows(part.tracks, at: path.appending(key: "tracks"), text: text)))
        }
        if !part.groupTracks.isEmpty {
            rows.append(
                row(
                    "groupTracks", EditorText.outlineGroupTracks, detail: text.number(Double(part.groupTracks.count)),
                    children: trackRows(part.groupTracks, at: path.appending(key: "groupTracks"), text: text)))
        }
        return rows
    }

    static func trackRows(_ tracks: [IndicatorSpec.Track], at path: JSONPath, text: Localizer) -> [TreeNode] {
        tracks.enumerated().map { index, track in
            TreeNode(
                id: path.appending(index: index).description, title: track.property.rawValue,
                detail: text(EditorText.outlineKeyframes(track.keyTimes.count)))
        }
    }

    static func staggerText(_ stagger: Stagger, text: Localizer = StudioCatalogue.english) -> String {
        switch stagger {
        case .each(let each, let start):
            let seconds = EditorText.seconds(each, text)
            return text(
                start == 0
                    ? EditorText.staggerEach(seconds)
                    : EditorText.staggerEachFrom(seconds, EditorText.seconds(start, text)))
        case .offsets(let offsets): return text(EditorText.outlineOffsets(offsets.count))
        }
    }

    /// The row that shows `path`: the row of the path itself or of its nearest ancestor with one.
    static func rowID(for path: JSONPath, in nodes: [TreeNode]) -> String? {
        var ids = Set<String>()
        func collect(_ list: [TreeNode]) { for node in list { ids.insert(node.id); collect(node.children) } }
        collect(nodes)
        var current: JSONPath? = path
        while let candidate = current {
            if ids.contains(candidate.description) { return candidate.description }
            current = candidate.parent
        }
        return nil
    }
}
