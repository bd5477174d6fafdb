import Graphics

/// A scrolling grid (or, with one column, a list) of many items that creates cells only for the
/// rows on screen and reuses them as the user scrolls.
@MainActor
public final class CollectionView: ScrollView {
    /// Number of items.
    public var itemCount = 0 { didSet { reloadData() } }
    /// The grid geometry; `columns` follows `minimumCellWidth` when that is set.
    public var gridLayout: GridLayout { didSet { reloadData() } }
    /// When set, the column count is the most cells of this width (points) that fit.
    public var minimumCellWidth: Double? { didSet { setNeedsLayout() } }
    /// Makes a new cell (called only when no unused cell is left).
    public var makeCell: @MainActor () -> View
    /// Fills a cell with item `index`.
    public var configureCell: @MainActor (View, Int) -> Void

    /// Cells on screen by item index.
    public private(set) var visibleCells: [Int: View] = [:]
    private var reusable: [View] = []
    /// Number of cells ever made (for tests and benchmarks).
    public private(set) var cellsCreated = 0

    public init(layout: GridLayout, makeCell: @escaping @MainActor () -> View,
                configureCell: @escaping @MainActor (View, Int) -> Void) {
        self.gridLayout = layout
        self.makeCell = makeCell
        self.configureCell = configureCell
        super.init()
    }

    /// Reconfigures every visible cell (after the items changed).
    public func reloadData() {
        for (_, cell) in visibleCells { recycle(cell) }
        visibleCells.removeAll()
        setNeedsLayout()
        documentView.setNeedsDisplay()
    }

    /// The item under a point of the collection view, if any.
    public func itemIndex(at point: Point) -> Int? {
        let docPoint = Point(point.x, point.y + contentOffset)
        return visibleCells.first { $0.value.frame.contains(docPoint) }?.key
    }

    override func layoutDocument() {
        if let minimumCellWidth {
            let columns = GridLayout.columns(fitting: bounds.width, minimumWidth: minimumCellWidth,
                                             spacing: gridLayout.spacing, padding: gridLayout.padding)
            if columns != gridLayout.columns { gridLayout.columns = columns }
        }
        let height = gridLayout.contentHeight(count: itemCount)
        if contentHeight != height { contentHeight = height }
        documentView.frame.size = Size(bounds.width, max(height, bounds.height))
        placeCells(relayout: true)
    }

    override func didScroll() { placeCells(relayout: false) }

    private func placeCells(relayout: Bool) {
        let wanted = gridLayout.indices(inVerticalSpan: contentOffset, contentOffset + bounds.height, count: itemCount)
        for (index, cell) in visibleCells where !wanted.contains(index) {
            recycle(cell)
            visibleCells[index] = nil
        }
        for index in wanted {
            if let cell = visibleCells[index] {
                if relayout { cell.frame = gridLayout.frame(of: index, width: bounds.width) }
                continue
            }
            let cell: View
            if let reused = reusable.popLast() {
                cell = reused
                cell.isHidden = false
            } else {
                cell = makeCell()
                cellsCreated += 1
                documentView.addSubview(cell)
            }
            cell.frame = gridLayout.frame(of: index, width: bounds.width)
            configureCell(cell, index)
            visibleCells[index] = cell
        }
    }

    private func recycle(_ cell: View) {
        cell.isHidden = true
        reusable.append(cell)
    }
}
