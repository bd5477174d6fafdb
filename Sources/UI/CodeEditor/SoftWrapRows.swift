/// Where the shown lines break into rows while the editor wraps its text: a line longer than
/// `width` cells goes on in the next row, after its last space or comma in the row's second
/// half (a minified JSON file has only commas), or at the width when it has none there.
@MainActor
struct SoftWrapRows {
    /// The cells a row holds.
    let width: Int
    /// The first row of each shown line (by the model's row, folds applied), then the total.
    private(set) var firstRows: [Int]
    /// The cell where each later row of a wrapped line begins, by line.
    private(set) var breaks: [Int: [Int]]

    /// Breaks every shown line of `model` at `width` cells.
    init(model: CodeEditorModel, width: Int) {
        self.width = max(1, width)
        let buffer = model.buffer
        let rowCount = model.rowCount
        var firstRows: [Int] = []
        firstRows.reserveCapacity(rowCount + 1)
        var breaks: [Int: [Int]] = [:]
        var total = 0
        for row in 0..<rowCount {
            firstRows.append(total)
            let line = model.line(atRow: row)
            // A tab takes at most `tabWidth` cells: a line this short fits without measuring.
            if buffer.lineContentRange(line).count * LineColumns.tabWidth > self.width {
                let starts = Self.breaks(of: LineColumns(buffer: buffer, line: line), in: buffer, width: self.width)
                if !starts.isEmpty { breaks[line] = starts }
                total += starts.count
            }
            total += 1
        }
        firstRows.append(total)
        self.firstRows = firstRows
        self.breaks = breaks
    }

    /// The rows in all.
    var rowCount: Int { firstRows.last ?? 0 }

    /// The cells where a line's rows begin (0 first).
    func rowStarts(ofLine line: Int) -> [Int] { [0] + (breaks[line] ?? []) }

    /// The model's row that holds a wrapped row.
    func modelRow(ofRow row: Int) -> Int {
        var low = 0, high = firstRows.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if firstRows[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return max(0, low)
    }

    /// The first wrapped row of a model row.
    func firstRow(ofModelRow row: Int) -> Int { firstRows[min(max(0, row), firstRows.count - 1)] }

    /// The cells where a line's later rows begin.
    private static func breaks(of columns: LineColumns, in buffer: TextDocumentBuffer, width: Int) -> [Int] {
        guard columns.cellCount > width else { return [] }
        let bytes = buffer.bytes
        let characters = columns.characters(from: columns.start, untilCell: Int.max)
        var starts: [Int] = []
        var rowStart = 0
        var afterLastBreak: Int?
        for (i, character) in characters.enumerated() {
            let next = i + 1 < characters.count ? characters[i + 1].cell : columns.cellCount
            if next - rowStart > width, character.cell > rowStart {
                let start = afterLastBreak.map { $0 > rowStart + width / 2 ? $0 : character.cell } ?? character.cell
                starts.append(start)
                rowStart = start
                afterLastBreak = nil
            }
            if bytes[character.offset] == 0x20 || bytes[character.offset] == 0x2C { afterLastBreak = next }
        }
        return starts
    }
}
