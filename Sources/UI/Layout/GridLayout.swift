import Graphics

/// Places cells in a grid of equal columns, row by row: the geometry behind `GridLayoutView` and
/// `CollectionView`.
public struct GridLayout: Hashable, Sendable {
    /// Number of columns (at least 1).
    public var columns: Int
    /// Height of a row, in points.
    public var rowHeight: Double
    /// Space between cells, in points.
    public var spacing: Double
    /// Space around the grid, in points.
    public var padding: EdgeInsets

    public init(columns: Int, rowHeight: Double, spacing: Double = 8, padding: EdgeInsets = .zero) {
        self.columns = max(1, columns)
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.padding = padding
    }

    /// The most columns of at least `minimumWidth` points that fit in `width`.
    public static func columns(fitting width: Double, minimumWidth: Double, spacing: Double, padding: EdgeInsets) -> Int
    {
        let room = width - padding.horizontal + spacing
        return max(1, Int((room / (minimumWidth + spacing)).rounded(.down)))
    }

    /// Width of a column for a container `width` points wide.
    public func columnWidth(in width: Double) -> Double {
        max(0, (width - padding.horizontal - spacing * Double(columns - 1)) / Double(columns))
    }

    /// The frame of cell `index` in a container `width` points wide.
    public func frame(of index: Int, width: Double) -> Rect {
        let w = columnWidth(in: width)
        let row = index / columns, column = index % columns
        return Rect(
            x: padding.left + Double(column) * (w + spacing),
            y: padding.top + Double(row) * (rowHeight + spacing), width: w, height: rowHeight)
    }

    /// The total height for `count` cells, in points.
    public func contentHeight(count: Int) -> Double {
        let rows = (count + columns - 1) / columns
        return padding.vertical + Double(rows) * rowHeight + Double(max(0, rows - 1)) * spacing
    }

    /// The indices of cells meeting the vertical span `minY ..< maxY` (points).
    public func indices(inVerticalSpan minY: Double, _ maxY: Double, count: Int) -> Range<Int> {
        let pitch = rowHeight + spacing
        guard count > 0, pitch > 0 else { return 0..<0 }
        let firstRow = max(0, Int(((minY - padding.top - rowHeight) / pitch).rounded(.up)))
        let lastRow = max(firstRow, Int(((maxY - padding.top) / pitch).rounded(.up)))
        return min(count, firstRow * columns)..<min(count, lastRow * columns)
    }
}

/// A view that lays its subviews out with a `GridLayout`, in subview order.
@MainActor
public final class GridLayoutView: View {
    public var layout: GridLayout { didSet { setNeedsLayout() } }

    public init(layout: GridLayout) {
        self.layout = layout
        super.init()
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        Size(size.width, layout.contentHeight(count: subviews.count))
    }

    public override func layoutSubviews() {
        for (i, view) in subviews.enumerated() { view.frame = layout.frame(of: i, width: bounds.width) }
    }
}
