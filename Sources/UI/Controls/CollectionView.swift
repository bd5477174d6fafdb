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
    /// Columns item `index` spans (nil: every item one); wide items flow as `GridLayout.placements`
    /// places them.
    public var itemSpan: (@MainActor (Int) -> Int)? { didSet { reloadData() } }
    /// The placement of every item while `itemSpan` is set.
    private var placements: [GridPlacement] = []

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
        if let itemSpan {
            placements = gridLayout.placements(spans: (0..<itemCount).map(itemSpan))
        } else {
            placements = []
        }
        let height = placements.isEmpty ? gridLayout.contentHeight(count: itemCount)
            : gridLayout.contentHeight(rows: (placements.last?.row ?? -1) + 1)
        if contentHeight != height { contentHeight = height }
        documentView.frame.size = Size(bounds.width, max(height, bounds.height))
        placeCells(relayout: true)
    }

    override func didScroll() { placeCells(relayout: false) }

    /// The items meeting the visible part of the document.
    private func wantedIndices() -> Range<Int> {
        guard !placements.isEmpty else {
            return gridLayout.indices(inVerticalSpan: contentOffset, contentOffset + bounds.height, count: itemCount)
        }
        let rows = gridLayout.rows(inVerticalSpan: contentOffset, contentOffset + bounds.height)
        let first = placements.firstIndex { $0.row >= rows.lowerBound } ?? placements.count
        let end = placements.firstIndex { $0.row >= rows.upperBound } ?? placements.count
        return min(first, itemCount)..<min(max(first, end), itemCount)
    }

    /// The frame of item `index` in the document (points), as last laid out.
    public func itemFrame(_ index: Int) -> Rect { frame(of: index) }

    private func frame(of index: Int) -> Rect {
        placements.indices.contains(index) ? gridLayout.frame(of: placements[index], width: bounds.width)
            : gridLayout.frame(of: index, width: bounds.width)
    }

    private func placeCells(relayout: Bool) {
        let wanted = wantedIndices()
        for (index, cell) in visibleCells where !wanted.contains(index) {
            recycle(cell)
            visibleCells[index] = nil
        }
        for index in wanted {
            if let cell = visibleCells[index] {
                if relayout { cell.frame = frame(of: index) }
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
            cell.frame = frame(of: index)
            configureCell(cell, index)
            visibleCells[index] = cell
        }
    }

    private func recycle(_ cell: View) {
        cell.isHidden = true
        reusable.append(cell)
    }
}
