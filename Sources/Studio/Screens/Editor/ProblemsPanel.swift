import Graphics
import UI

/// The current document's problems (validation first, then prepare, in LoaderKit's wording),
/// each with its line and column; clicking one shows that line of the file with a caret under
/// the column. Problems with the tuned params come last.
@MainActor
final class ProblemsPanel: View {
    let header = SectionHeader("PROBLEMS")
    let countBadge = Badge("", tone: .error)
    let emptyLabel = caption("No problems", tone: .success)
    let source = SourceLineView()
    private(set) var rows: [ProblemRow] = []
    /// The index of the selected problem.
    private(set) var selectedIndex: Int?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
        identifier = "problems"
        for view in [header, countBadge, emptyLabel, source] as [View] { addSubview(view) }
    }

    /// Shows `problems` (keeping the selection when the list is the same).
    func show(_ problems: [LocatedProblem], paramsProblem: String?, stale: Bool) {
        var all = problems
        if let paramsProblem { all.append(LocatedProblem(message: "With these params: \(paramsProblem)")) }
        guard all != rows.map(\.problem) else { return }
        for row in rows { row.removeFromSuperview() }
        rows = all.enumerated().map { i, problem in
            let row = ProblemRow(problem, tone: stale || problem.hasLocation ? .error : .warning)
            row.onSelect = { [unowned self] in select(i) }
            addSubview(row)
            return row
        }
        countBadge.text = all.isEmpty ? "" : "\(all.count)"
        countBadge.isHidden = all.isEmpty
        emptyLabel.isHidden = !all.isEmpty
        select(all.isEmpty ? nil : 0)
    }

    /// Selects problem `index` and shows its line.
    func select(_ index: Int?) {
        selectedIndex = index
        for (i, row) in rows.enumerated() { row.isSelected = i == index }
        source.problem = index.map { rows[$0].problem }
        setNeedsLayout()
        var ancestor = superview
        while let view = ancestor, !(view is EditorSidePanel) { ancestor = view.superview }
        ancestor?.setNeedsLayout()
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(size.width, contentHeight(width: size.width))
    }

    private func contentHeight(width: Double) -> Double {
        var y = 36.0
        if rows.isEmpty { y += 24 }
        for row in rows { y += row.sizeThatFits(Size(width, 1000)).height + 4 }
        let sourceHeight = source.sizeThatFits(Size(width, 100)).height
        return y + (sourceHeight > 0 ? sourceHeight + 8 : 0)
    }

    override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 32)
        let badge = countBadge.intrinsicContentSize ?? .zero
        countBadge.frame = Rect(x: 76, y: 11, width: badge.width, height: badge.height)
        emptyLabel.frame = Rect(x: 0, y: 36, width: bounds.width, height: 20)
        var y = 36.0
        for (i, row) in rows.enumerated() {
            let height = row.sizeThatFits(Size(bounds.width, 1000)).height
            row.frame = Rect(x: -8, y: y, width: bounds.width + 16, height: height)
            y += height + 4
            if i == selectedIndex {
                let sourceHeight = source.sizeThatFits(Size(bounds.width, 100)).height
                source.frame = Rect(x: 0, y: y, width: bounds.width, height: sourceHeight)
                y += sourceHeight > 0 ? sourceHeight + 8 : 0
            }
        }
        if selectedIndex == nil { source.frame = .zero }
    }
}
