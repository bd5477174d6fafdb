import LoaderKitCore
import SpecLanguage
import UI

/// The spec's structure as the outline's rows: the spec, its parts (with their layout and shape
/// types), each part's layout, shape, stagger, durations, rest, tracks (by property) and group
/// tracks. A row's id is its node's path in the text ("parts[1].tracks[0]"; "" for the spec).
@MainActor
enum SpecOutline {
    /// The outline of `spec` (one root row, the spec).
    static func nodes(for spec: IndicatorSpec) -> [TreeNode] {
        let children: [TreeNode]
        switch spec.body {
        case .inline(let part):
            children = partRows(part, at: JSONPath(), inParts: false)
        case .parts(let parts):
            children = parts.enumerated().map { index, part in partRow(part, index: index) }
        }
        return [
            TreeNode(
                id: "", title: "Spec", detail: "\(spec.name) · \(SpecNumber.short(spec.duration)) s",
                children: children)
        ]
    }

    /// The row of part `index` of `parts`, with its member rows.
    static func partRow(_ part: Part, index: Int) -> TreeNode {
        let path = JSONPath().appending(key: "parts").appending(index: index)
        return TreeNode(
            id: path.description, title: "Part \(index + 1)",
            detail: "\(part.layout.typeName) · \(part.shape.typeName)",
            children: partRows(part, at: path, inParts: true))
    }

    /// The rows of a part's members, at `path` ("" for a spec without `parts`).
    static func partRows(_ part: Part, at path: JSONPath, inParts: Bool) -> [TreeNode] {
        func row(_ key: String, _ title: String, detail: String = "", children: [TreeNode] = []) -> TreeNode {
            TreeNode(id: path.appending(key: key).description, title: title, detail: detail, children: children)
        }
        var rows = [
            row("layout", "Layout", detail: part.layout.typeName), row("shape", "Shape", detail: part.shape.typeName),
        ]
        if inParts, let duration = part.duration {
            rows.append(row("duration", "Duration", detail: "\(SpecNumber.short(duration)) s"))
        }
        if let stagger = part.stagger { rows.append(row("stagger", "Stagger", detail: staggerText(stagger))) }
        if let durations = part.durations {
            rows.append(row("durations", "Durations", detail: "\(durations.count) elements"))
        }
        if !part.rest.isEmpty {
            rows.append(row("rest", "Rest", detail: part.rest.keys.sorted().map(\.rawValue).joined(separator: ", ")))
        }
        if !part.tracks.isEmpty {
            rows.append(
                row(
                    "tracks", "Tracks", detail: "\(part.tracks.count)",
                    children: trackRows(part.tracks, at: path.appending(key: "tracks"))))
        }
        if !part.groupTracks.isEmpty {
            rows.append(
                row(
                    "groupTracks", "Group tracks", detail: "\(part.groupTracks.count)",
                    children: trackRows(part.groupTracks, at: path.appending(key: "groupTracks"))))
        }
        return rows
    }

    static func trackRows(_ tracks: [IndicatorSpec.Track], at path: JSONPath) -> [TreeNode] {
        tracks.enumerated().map { index, track in
            TreeNode(
                id: path.appending(index: index).description, title: track.property.rawValue,
                detail: "\(track.keyTimes.count) keyframes")
        }
    }

    static func staggerText(_ stagger: Stagger) -> String {
        switch stagger {
        case .each(let each, let start):
            return "each \(SpecNumber.short(each)) s" + (start == 0 ? "" : " from \(SpecNumber.short(start)) s")
        case .offsets(let offsets): return "\(offsets.count) offsets"
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
