import Graphics
import UI

/// A choice among many short titles: segmented rows of at most `perRow` titles (the toolkit's
/// segmented control does one row). Rows without the selection look like any unselected
/// segment: enabled, in the normal text colour.
@MainActor
final class ProgressPicker: View {
    private(set) var rows: [SegmentedControl] = []
    private(set) var titles: [String] = []
    let perRow: Int
    private(set) var selectedIndex = 0
    var onChange: (@MainActor (Int) -> Void)?

    init(perRow: Int) {
        self.perRow = perRow
        super.init()
        receivesPointer = false
    }

    /// Replaces the titles (rebuilding the rows) and selects `selected`.
    func show(_ newTitles: [String], selected: Int) {
        if newTitles != titles {
            titles = newTitles
            for row in rows { row.removeFromSuperview() }
            rows = stride(from: 0, to: titles.count, by: perRow).map { start in
                let row = SegmentedControl(Array(titles[start..<min(titles.count, start + perRow)]))
                row.onChange = { [unowned self] i in pick(start + i) }
                return row
            }
            for row in rows { addSubview(row) }
            superview?.setNeedsLayout()
            setNeedsLayout()
        }
        mark(selected)
    }

    private func pick(_ index: Int) {
        mark(index)
        onChange?(index)
    }

    private func mark(_ index: Int) {
        selectedIndex = index
        for (r, row) in rows.enumerated() {
            let local = index - r * perRow
            row.selectedIndex = (0..<row.segments.count).contains(local) ? local : -1
        }
    }

    /// Picks the title at `index` as a click would.
    func choose(_ index: Int) { pick(index) }

    /// Space between rows, in points.
    static let rowGap = 4.0

    override func sizeThatFits(_ size: Size) -> Size {
        Size(size.width, Double(rows.count) * theme.controlHeight + Double(max(0, rows.count - 1)) * Self.rowGap)
    }

    override func layoutSubviews() {
        for (i, row) in rows.enumerated() {
            let count = Double(row.segments.count)
            let full = bounds.width * count / Double(perRow)
            row.frame = Rect(
                x: 0, y: Double(i) * (theme.controlHeight + Self.rowGap), width: full.rounded(),
                height: theme.controlHeight)
        }
    }
}
