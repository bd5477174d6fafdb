import Graphics

/// The rows on screen, with or without soft wrap: which line and cells each row shows, and
/// the row of a text offset. Everything that maps between rows and text goes through here.
extension CodeEditorView {
    /// One row on screen: a line's cells from `startCell` up to `endCell` (nil: the line's end).
    struct RowSegment: Equatable {
        var line: Int
        var startCell: Int
        var endCell: Int?
        /// True for a line's first row (which shows its number and fold marker).
        var isFirst: Bool { startCell == 0 }
        /// True for a line's last row.
        var isLast: Bool { endCell == nil }
    }

    /// The cells a wrapped row holds: the text area's width less the padding, at least 10.
    var wrapWidth: Int {
        let usable = textViewport.width - 2 * Self.textPadding
        return max(10, Int((usable / metrics.advance).rounded(.down)) - 1)
    }

    /// The breaks for the current text, width and folds (nil while the text does not wrap).
    var softWrap: SoftWrapRows? {
        guard wrapsLines else { return nil }
        let key = SoftWrapKey(revision: model.buffer.revision, width: wrapWidth, hidden: model.folding.hidden)
        if let cached = softWrapCache, cached.key == key { return cached.rows }
        let rows = SoftWrapRows(model: model, width: key.width)
        softWrapCache = (key, rows)
        return rows
    }

    struct SoftWrapKey: Equatable {
        var revision: Int
        var width: Int
        var hidden: [ClosedRange<Int>]
    }

    /// The rows the text takes on screen (folds and wrap applied).
    public var shownRowCount: Int { softWrap?.rowCount ?? model.rowCount }

    /// What a row shows (rows past the ends clamp to the first or last).
    func segment(atRow row: Int) -> RowSegment {
        guard let wrap = softWrap else { return RowSegment(line: model.line(atRow: row), startCell: 0, endCell: nil) }
        let clamped = min(max(0, row), max(0, wrap.rowCount - 1))
        let modelRow = wrap.modelRow(ofRow: clamped)
        let line = model.line(atRow: modelRow)
        let starts = wrap.rowStarts(ofLine: line)
        let k = min(clamped - wrap.firstRow(ofModelRow: modelRow), starts.count - 1)
        return RowSegment(line: line, startCell: starts[k], endCell: k + 1 < starts.count ? starts[k + 1] : nil)
    }

    /// The row showing a text offset, and that row's segment; an offset where a wrapped line
    /// breaks shows at the start of the later row.
    func row(ofOffset offset: Int) -> (row: Int, segment: RowSegment) {
        let line = model.buffer.line(containing: offset)
        let modelRow = model.row(ofLine: line)
        guard let wrap = softWrap else { return (modelRow, RowSegment(line: line, startCell: 0, endCell: nil)) }
        let starts = wrap.rowStarts(ofLine: line)
        let cell = columns(ofLine: line).cell(ofOffset: offset)
        var k = 0
        while k + 1 < starts.count, starts[k + 1] <= cell { k += 1 }
        return (
            wrap.firstRow(ofModelRow: modelRow) + k,
            RowSegment(line: line, startCell: starts[k], endCell: k + 1 < starts.count ? starts[k + 1] : nil)
        )
    }

    /// Up or down by `rows` rows on screen while the text wraps, keeping the cell within the
    /// row that the moves started from.
    func moveVerticallyByShownRows(_ rows: Int, extend: Bool) {
        let (row, segment) = row(ofOffset: model.selection.head)
        let cell =
            model.preferredCell
            ?? (columns(ofLine: segment.line).cell(ofOffset: model.selection.head) - segment.startCell)
        let target: Int
        if row + rows < 0 {
            target = 0
        } else if row + rows >= shownRowCount {
            target = model.buffer.count
        } else {
            target = offset(inRow: row + rows, cell: Double(cell))
        }
        model.moveCaret(to: target, extend: extend, forward: rows >= 0)
        model.preferredCell = cell
    }

    /// The text offset nearest to a cell (counted from the row's start) of a row; a wrapped
    /// row's last cell is its last character's start, so the caret stays on that row.
    func offset(inRow row: Int, cell: Double) -> Int {
        let segment = segment(atRow: row)
        let columns = columns(ofLine: segment.line)
        var target = Double(segment.startCell) + max(0, cell)
        if let end = segment.endCell { target = min(target, Double(end - 1)) }
        return columns.offset(nearestCell: target)
    }
}
