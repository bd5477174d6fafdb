/// Caret movement: characters, words, lines (by rows on screen, skipping folded lines), pages,
/// the ends; selection of words and lines; folds; finding text; going to a line; brackets.
extension CodeEditorModel {
    /// Left: one character back, or to the selection's start; with `word`, to a word's start.
    func moveLeft(extend: Bool = false, word: Bool = false) {
        if !extend, !word, !selection.isEmpty {
            return moveCaret(to: selection.range.lowerBound, extend: false, forward: false)
        }
        let target =
            word
            ? buffer.wordBoundary(before: selection.head) : buffer.previousCharacterBoundary(before: selection.head)
        moveCaret(to: target, extend: extend, forward: false)
    }

    /// Right: one character on, or to the selection's end; with `word`, to a word's end.
    func moveRight(extend: Bool = false, word: Bool = false) {
        if !extend, !word, !selection.isEmpty { return moveCaret(to: selection.range.upperBound, extend: false) }
        let target =
            word ? buffer.wordBoundary(after: selection.head) : buffer.nextCharacterBoundary(after: selection.head)
        moveCaret(to: target, extend: extend)
    }

    /// Up and down by `rows` rows on screen (negative is up), keeping the column the moves
    /// started from; past the first or last row the caret goes to the text's start or end.
    func moveVertically(rows: Int, extend: Bool = false) {
        let line = buffer.line(containing: selection.head)
        let cell = preferredCell ?? LineColumns(buffer: buffer, line: line).cell(ofOffset: selection.head)
        let row = folding.row(ofLine: line) + rows
        let target: Int
        if row < 0 {
            target = 0
        } else if row >= folding.rowCount(lineCount: buffer.lineCount) {
            target = buffer.count
        } else {
            let targetLine = folding.line(atRow: row)
            target = LineColumns(buffer: buffer, line: targetLine).offset(nearestCell: Double(cell))
        }
        moveCaret(to: target, extend: extend, forward: rows >= 0)
        preferredCell = cell
    }

    /// Home: to the line's first non-blank character, or to its start when already there.
    func moveToLineStart(extend: Bool = false) {
        let line = buffer.line(containing: selection.head)
        let start = buffer.lineStarts[line]
        let firstNonBlank = start + buffer.indentationLength(ofLine: line)
        moveCaret(to: selection.head == firstNonBlank ? start : firstNonBlank, extend: extend, forward: false)
    }

    /// End: to the end of the line.
    func moveToLineEnd(extend: Bool = false) {
        moveCaret(to: buffer.lineContentRange(buffer.line(containing: selection.head)).upperBound, extend: extend)
    }

    /// Ctrl+Home and Ctrl+End.
    func moveToDocumentStart(extend: Bool = false) { moveCaret(to: 0, extend: extend, forward: false) }
    func moveToDocumentEnd(extend: Bool = false) { moveCaret(to: buffer.count, extend: extend) }

    /// Ctrl+A.
    public func selectAll() { select(TextSelection(anchor: 0, head: buffer.count)) }

    /// A double click: the word (or run of spaces or punctuation) at `offset`.
    func selectWord(at offset: Int) {
        let range = buffer.wordRange(at: offset)
        select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
    }

    /// A triple click: the whole line at `offset`, its line break included.
    func selectLine(at offset: Int) {
        let range = wholeLineRange(buffer.line(containing: offset))
        select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
    }

    // MARK: Folding

    /// Takes the foldable ranges from the provider (folds that still exist stay folded).
    func setFoldingRanges(_ ranges: [CodeFoldRange]) {
        folding.setAvailable(ranges, lineCount: buffer.lineCount)
    }

    /// The foldable ranges the editor holds now (one per start line, by start line).
    public var foldableRanges: [CodeFoldRange] { folding.availableRanges }

    /// True when a foldable range starts on `line`.
    public func canFold(line: Int) -> Bool { folding.canFold(line: line) }
    /// True when the range starting on `line` is folded.
    public func isFolded(line: Int) -> Bool { folding.isFolded(line: line) }
    /// True when `line` is hidden in a fold.
    public func isHidden(line: Int) -> Bool { folding.isHidden(line: line) }
    /// The rows shown.
    public var rowCount: Int { folding.rowCount(lineCount: buffer.lineCount) }
    /// The line shown in a row.
    public func line(atRow row: Int) -> Int { folding.line(atRow: min(max(0, row), max(0, rowCount - 1))) }
    /// The row a line shows in.
    public func row(ofLine line: Int) -> Int { folding.row(ofLine: line) }

    /// Folds or unfolds the range starting at `line`; a caret it would hide goes to the end of
    /// that line.
    public func toggleFold(line: Int) {
        guard folding.toggle(line: line) else { return }
        let caretLine = buffer.line(containing: selection.head)
        if folding.isHidden(line: caretLine) {
            select(.caret(buffer.lineContentRange(line).upperBound))
        } else {
            onChange?()
        }
    }

    // MARK: Find and go to

    /// The ranges where `query` occurs (ASCII letters match either case unless `caseSensitive`),
    /// at most `limit` of them, in order.
    public func matches(of query: String, caseSensitive: Bool, limit: Int = 10_000) -> [Range<Int>] {
        let needle = Array(query.utf8).map { caseSensitive ? $0 : Self.foldedASCII($0) }
        guard !needle.isEmpty else { return [] }
        let bytes = buffer.bytes
        guard bytes.count >= needle.count else { return [] }
        var result: [Range<Int>] = []
        let first = needle[0]
        var i = 0
        let last = bytes.count - needle.count
        while i <= last, result.count < limit {
            if (caseSensitive ? bytes[i] : Self.foldedASCII(bytes[i])) == first {
                var j = 1
                while j < needle.count, (caseSensitive ? bytes[i + j] : Self.foldedASCII(bytes[i + j])) == needle[j] {
                    j += 1
                }
                if j == needle.count {
                    result.append(i..<(i + needle.count))
                    i += needle.count
                    continue
                }
            }
            i += 1
        }
        return result
    }

    static func foldedASCII(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 32 : b }

    /// Selects the next (or previous) match after (before) the selection, wrapping around; false
    /// when there is none. Folds hiding it open.
    @discardableResult
    public func selectMatch(of query: String, caseSensitive: Bool, backward: Bool = false) -> Bool {
        let found = matches(of: query, caseSensitive: caseSensitive)
        guard !found.isEmpty else { return false }
        let range = selection.range
        let match: Range<Int>
        if backward {
            match = found.last { $0.lowerBound < range.lowerBound } ?? found[found.count - 1]
        } else {
            match =
                found.first { $0.lowerBound > range.lowerBound || ($0.lowerBound == range.lowerBound && range.isEmpty) }
                ?? found[0]
        }
        folding.reveal(line: buffer.line(containing: match.lowerBound))
        select(TextSelection(anchor: match.lowerBound, head: match.upperBound))
        return true
    }

    /// Puts the caret on a line (from 1) at a character column (from 1), both clamped; folds
    /// hiding it open.
    public func goTo(line: Int, column: Int = 1) {
        let l = min(max(1, line), buffer.lineCount) - 1
        folding.reveal(line: l)
        let content = buffer.lineContentRange(l)
        var offset = content.lowerBound
        var remaining = max(1, column) - 1
        while remaining > 0, offset < content.upperBound {
            offset = min(content.upperBound, buffer.nextCharacterBoundary(after: offset))
            remaining -= 1
        }
        select(.caret(offset))
    }

    // MARK: Brackets

    /// The bracket at the caret (after it, else before it) and its partner, or nil.
    public func matchingBrackets() -> (Int, Int)? {
        let head = selection.head
        for offset in [head, head - 1] {
            guard let byte = buffer.byte(at: offset) else { continue }
            if let partner = partnerOfBracket(byte, at: offset) { return (offset, partner) }
        }
        return nil
    }

    private func partnerOfBracket(_ byte: UInt8, at offset: Int) -> Int? {
        let pairs: [UInt8: (UInt8, Int)] = [
            0x7B: (0x7D, 1), 0x5B: (0x5D, 1), 0x28: (0x29, 1),
            0x7D: (0x7B, -1), 0x5D: (0x5B, -1), 0x29: (0x28, -1),
        ]
        guard let (partner, step) = pairs[byte] else { return nil }
        let bytes = buffer.bytes
        var depth = 0
        var i = offset
        var looked = 0
        while i >= 0, i < bytes.count, looked < Self.bracketSearchLimit {
            if bytes[i] == byte {
                depth += 1
            } else if bytes[i] == partner {
                depth -= 1
                if depth == 0 { return i }
            }
            i += step
            looked += 1
        }
        return nil
    }
}
