import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The outline's rows kept from one spec to the next: a part equal to the one at its index
/// before keeps its rows (typing in a value changes one part, or none), so a keystroke makes
/// the rows of what it changed, not of the whole spec. The result always equals
/// `SpecOutline.nodes(for:)`.
@MainActor
struct SpecOutlineCache {
    /// The parts the rows were made for (the spec's own part when it has no `parts`).
    private var parts: [Part] = []
    private var inParts = false
    /// Per part: its row (in `parts`) or its member rows (inline).
    private var partRows: [[TreeNode]] = []
    /// The language of the rows' titles; a new one makes every row again.
    var text = StudioCatalogue.english {
        didSet { parts = []; partRows = [] }
    }

    /// The outline of `spec`, as `SpecOutline.nodes(for:)` makes it.
    mutating func nodes(for spec: IndicatorSpec) -> [TreeNode] {
        let newParts: [Part], newInParts: Bool
        switch spec.body {
        case .inline(let part): (newParts, newInParts) = ([part], false)
        case .parts(let list): (newParts, newInParts) = (list, true)
        }
        if newInParts != inParts { partRows = [] }
        var rows: [[TreeNode]] = []
        rows.reserveCapacity(newParts.count)
        for (index, part) in newParts.enumerated() {
            if index < partRows.count, index < parts.count, parts[index] == part {
                rows.append(partRows[index])
            } else {
                rows.append(self.rows(of: part, index: index, inParts: newInParts))
            }
        }
        parts = newParts
        inParts = newInParts
        partRows = rows
        return [SpecOutline.specRow(spec, children: Array(rows.joined()), text: text)]
    }

    /// The rows part `index` gives: its own row in `parts`, its member rows inline.
    private func rows(of part: Part, index: Int, inParts: Bool) -> [TreeNode] {
        guard inParts else { return SpecOutline.partRows(part, at: JSONPath(), inParts: false, text: text) }
        return [SpecOutline.partRow(part, index: index, text: text)]
    }
}
