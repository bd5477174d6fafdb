import Graphics

/// A scrolling grid (or, with one column, a list) of many items that creates cells only for the
/// rows on screen and reuses them as the user scrolls. Items may span columns, have rows of
/// their own height (a section heading) and take cells of another kind.
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
    /// Height of item `index`'s row in points (nil: `gridLayout.rowHeight`); a row is as tall
    /// as its tallest item. Setting it places items as `itemSpan` does.
    public var itemHeight: (@MainActor (Int) -> Double?)? { didSet { reloadData() } }
    /// The kind of cell item `index` takes (nil: every item kind 0). Cells are reused only for
    /// items of their kind; `makeCell` makes kind 0 and `makeCellOfKind` the others.
    public var itemKind: (@MainActor (Int) -> Int)? { didSet { reloadData() } }
    /// Makes a cell of a kind other than 0.
    public var makeCellOfKind: [Int: @MainActor () -> View] = [:]
    /// The placement of every item while `itemSpan` or `itemHeight` is set.
    private var placements: [GridPlacement] = []
    /// The top and height of each placed row, in document points.
    private var rowTops: [Double] = [], rowHeights: [Double] = []

    /// Cells on screen by item index.
    public private(set) var visibleCells: [Int: View] = [:]
    private var reusable: [Int: [View]] = [:]
    private var cellKinds: [ObjectIdentifier: Int] = [:]
    /// Number of cells ever made (for tests and benchmarks).
    public private(set) var cellsCreated = 0

    public init(
        layout: GridLayout, makeCell: @escaping @MainActor () -> View,
        configureCell: @escaping @MainActor (View, Int) -> Void
    ) {
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
            let columns = GridLayout.columns(
                fitting: bounds.width, minimumWidth: minimumCellWidth,
                spacing: gridLayout.spacing, padding: gridLayout.padding)
            if columns != gridLayout.columns { gridLayout.columns = columns }
        }
        if itemSpan != nil || itemHeight != nil {
            placements = gridLayout.placements(spans: (0..<itemCount).map { itemSpan?($0) ?? 1 })
        } else {
            placements = []
        }
        placeRows()
        let height =
            placements.isEmpty
            ? gridLayout.contentHeight(count: itemCount)
            : (rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] } ?? gridLayout.padding.top)
                + gridLayout.padding.bottom
        if contentHeight != height { contentHeight = height }
        documentView.frame.size = Size(bounds.width, max(height, bounds.height))
        placeCells(relayout: true)
    }

    override func didScroll() { placeCells(relayout: false) }

    /// Works out the placed rows' tops and heights.
    private func placeRows() {
        let rows = (placements.last?.row ?? -1) + 1
        rowHeights = [Double](repeating: 0, count: rows)
        for (index, placement) in placements.enumerated() {
            rowHeights[placement.row] = max(rowHeights[placement.row], itemHeight?(index) ?? gridLayout.rowHeight)
        }
        rowTops = []
        var y = gridLayout.padding.top
        for height in rowHeights {
            rowTops.append(y)
            y += height + gridLayout.spacing
        }
    }

    /// The items meeting the visible part of the document.
    private func wantedIndices() -> Range<Int> {
        guard !placements.isEmpty else {
            return gridLayout.indices(inVerticalSpan: contentOffset, contentOffset + bounds.height, count: itemCount)
        }
        let top = contentOffset, bottom = contentOffset + bounds.height
        let firstRow = rowTops.indices.first { rowTops[$0] + rowHeights[$0] >= top } ?? rowTops.count
        let endRow = rowTops.indices.first { rowTops[$0] >= bottom } ?? rowTops.count
        let rows = firstRow..<max(firstRow, endRow)
        let first = placements.firstIndex { $0.row >= rows.lowerBound } ?? placements.count
        let end = placements.firstIndex { $0.row >= rows.upperBound } ?? placements.count
        return min(first, itemCount)..<min(max(first, end), itemCount)
    }

    /// The frame of item `index` in the document (points), as last laid out.
    public func itemFrame(_ index: Int) -> Rect { frame(of: index) }

    private func frame(of index: Int) -> Rect {
        guard placements.indices.contains(index) else { return gridLayout.frame(of: index, width: bounds.width) }
        let placement = placements[index]
        var frame = gridLayout.frame(of: placement, width: bounds.width)
        frame.origin.y = rowTops[placement.row]
        frame.size.height = itemHeight?(index) ?? rowHeights[placement.row]
        return frame
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
            let kind = itemKind?(index) ?? 0
            let cell: View
            if let reused = reusable[kind]?.popLast() {
                cell = reused
                cell.isHidden = false
            } else {
                cell = makeCellOfKind[kind]?() ?? makeCell()
                cellKinds[ObjectIdentifier(cell)] = kind
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
        reusable[cellKinds[ObjectIdentifier(cell)] ?? 0, default: []].append(cell)
    }
}
