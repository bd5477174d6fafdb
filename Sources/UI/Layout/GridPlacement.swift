import Graphics

/// Where one item of a grid with wide items sits: its row, first column and the columns it spans.
public struct GridPlacement: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var span: Int

    public init(row: Int, column: Int, span: Int) {
        self.row = row
        self.column = column
        self.span = span
    }
}

extension GridLayout {
    /// Places items of `spans` columns each (clamped to 1…columns) in order, row by row, as CSS
    /// grid auto-placement does: an item that does not fit in what is left of a row starts the
    /// next one.
    public func placements(spans: [Int]) -> [GridPlacement] {
        var result: [GridPlacement] = []
        result.reserveCapacity(spans.count)
        var row = 0, column = 0
        for wanted in spans {
            let span = min(max(1, wanted), columns)
            if column + span > columns {
                row += 1
                column = 0
            }
            result.append(GridPlacement(row: row, column: column, span: span))
            column += span
        }
        return result
    }

    /// The frame of a placed item in a container `width` points wide.
    public func frame(of placement: GridPlacement, width: Double) -> Rect {
        let w = columnWidth(in: width)
        return Rect(
            x: padding.left + Double(placement.column) * (w + spacing),
            y: padding.top + Double(placement.row) * (rowHeight + spacing),
            width: Double(placement.span) * w + Double(placement.span - 1) * spacing, height: rowHeight)
    }

    /// The total height of `rows` rows, in points.
    public func contentHeight(rows: Int) -> Double {
        padding.vertical + Double(rows) * rowHeight + Double(max(0, rows - 1)) * spacing
    }

    /// The rows meeting the vertical span `minY ..< maxY` (points).
    public func rows(inVerticalSpan minY: Double, _ maxY: Double) -> Range<Int> {
        let pitch = rowHeight + spacing
        guard pitch > 0 else { return 0..<0 }
        let first = max(0, Int(((minY - padding.top - rowHeight) / pitch).rounded(.up)))
        return first..<max(first, Int(((maxY - padding.top) / pitch).rounded(.up)))
    }
}
