/// Where the characters of one line sit on the editor's grid of monospaced cells: a tab reaches
/// the next tab stop, every other character (grapheme cluster) takes one cell.
///
/// A line of ASCII without tabs maps bytes to cells one to one and stores nothing.
@MainActor
struct LineColumns {
    /// Cells between tab stops.
    static let tabWidth = 4

    /// The line's first byte.
    let start: Int
    /// Byte offsets (from `start`) where characters begin, and the end; empty for the identity.
    private let offsets: [Int]
    /// The cell where each of `offsets` begins.
    private let cells: [Int]
    /// The line's length in bytes.
    let length: Int

    init(buffer: TextDocumentBuffer, line: Int) {
        let range = buffer.lineContentRange(line)
        start = range.lowerBound
        length = range.count
        let bytes = buffer.bytes
        var simple = true
        for i in range where bytes[i] >= 0x80 || bytes[i] < 0x20 || bytes[i] == 0x7F { simple = false; break }
        guard !simple else {
            offsets = []
            cells = []
            return
        }
        var offsets: [Int] = [], cells: [Int] = []
        offsets.reserveCapacity(range.count + 1)
        cells.reserveCapacity(range.count + 1)
        var offset = 0, cell = 0
        for character in String(decoding: bytes[range], as: UTF8.self) {
            offsets.append(offset)
            cells.append(cell)
            offset += character.utf8.count
            cell += character == "\t" ? Self.tabWidth - cell % Self.tabWidth : 1
        }
        offsets.append(offset)
        cells.append(cell)
        self.offsets = offsets
        self.cells = cells
    }

    /// True when bytes and cells correspond one to one.
    var isIdentity: Bool { offsets.isEmpty }

    /// The cells the line takes.
    var cellCount: Int { isIdentity ? length : cells.last ?? 0 }

    /// The cell of a byte offset (absolute) in the line; offsets inside a character round down.
    func cell(ofOffset offset: Int) -> Int {
        let local = min(max(0, offset - start), length)
        if isIdentity { return local }
        return cells[index(ofLocalOffset: local)]
    }

    /// The offset (absolute) of the character boundary nearest to a cell, rounding to the
    /// nearer edge of the character under it.
    func offset(nearestCell cell: Double) -> Int {
        if isIdentity { return start + min(max(0, Int(cell.rounded())), length) }
        var low = 0, high = cells.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Double(cells[mid]) <= cell { low = mid } else { high = mid - 1 }
        }
        if low + 1 < cells.count, cell - Double(cells[low]) > Double(cells[low + 1] - cells[low]) / 2 { low += 1 }
        return start + offsets[low]
    }

    /// The characters of the line, from a byte (absolute), as (offset, cell, length) triples, until
    /// `cellLimit` is passed.
    func characters(from offset: Int, untilCell cellLimit: Int) -> [(offset: Int, cell: Int, length: Int)] {
        var result: [(Int, Int, Int)] = []
        if isIdentity {
            let first = min(max(0, offset - start), length)
            let last = min(length, max(first, cellLimit))
            for i in first..<last { result.append((start + i, i, 1)) }
            return result
        }
        var i = index(ofLocalOffset: min(max(0, offset - start), length))
        while i + 1 < offsets.count, cells[i] <= cellLimit {
            result.append((start + offsets[i], cells[i], offsets[i + 1] - offsets[i]))
            i += 1
        }
        return result
    }

    /// The index of the character holding a local byte offset.
    private func index(ofLocalOffset local: Int) -> Int {
        var low = 0, high = offsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if offsets[mid] <= local { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
