import UI

/// The geometry of the built-in grid, in points (the end-to-end test checks pixels at these
/// places).
enum GalleryLayout {
    /// Height of the header bar.
    static let headerHeight = 44.0
    /// Space around the grid.
    static let padding = 16.0
    /// Space between cells.
    static let spacing = 12.0
    /// Narrowest cell; the column count is the most cells this wide that fit.
    static let minimumCellWidth = 120.0
    /// Height of a cell.
    static let cellHeight = 108.0
    /// Side of the indicator's square and its distance from the cell's top.
    static let indicatorSide = 56.0
    static let indicatorTop = 12.0
    /// Height of the name line.
    static let nameHeight = 16.0

    static var grid: GridLayout {
        GridLayout(columns: 1, rowHeight: cellHeight, spacing: spacing, padding: EdgeInsets(all: padding))
    }
}
