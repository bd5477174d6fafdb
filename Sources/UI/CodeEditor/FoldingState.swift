/// Which lines are folded away, and the mapping between lines and the rows on screen.
///
/// `available` comes from the folding provider; `collapsed` holds the start lines of the folded
/// ones. Folds inside a folded range hide nothing more; overlapping hidden spans merge.
struct FoldingState {
    /// The foldable ranges, by start line (the widest one for a start line).
    private(set) var available: [Int: CodeFoldRange] = [:]
    /// Start lines of folded ranges.
    private(set) var collapsed: Set<Int> = []
    /// Hidden lines as merged, sorted closed spans.
    private(set) var hidden: [ClosedRange<Int>] = []
    /// Hidden lines before each span of `hidden`.
    private var hiddenBefore: [Int] = []
    /// What `setAvailable` last made `available` from (nil once an edit moved it).
    private var lastAvailable: (ranges: [CodeFoldRange], lineCount: Int)?

    /// The foldable ranges, by start line.
    var availableRanges: [CodeFoldRange] { available.values.sorted { $0.startLine < $1.startLine } }

    /// Replaces the foldable ranges; folds whose start line no longer starts one open.
    mutating func setAvailable(_ ranges: [CodeFoldRange], lineCount: Int) {
        // A large text's folds come from its previous analysis until the next one arrives: the
        // same list again changes nothing.
        if let last = lastAvailable, last.lineCount == lineCount, last.ranges == ranges { return }
        lastAvailable = (ranges, lineCount)
        var table: [Int: CodeFoldRange] = [:]
        for range in ranges where range.startLine >= 0 && range.endLine > range.startLine && range.startLine < lineCount
        {
            let r = CodeFoldRange(startLine: range.startLine, endLine: min(range.endLine, lineCount - 1))
            guard r.endLine > r.startLine else { continue }
            if let old = table[r.startLine], old.endLine >= r.endLine { continue }
            table[r.startLine] = r
        }
        available = table
        collapsed = collapsed.filter { table[$0] != nil }
        rebuild()
    }

    /// True when the line starts a foldable range.
    func canFold(line: Int) -> Bool { available[line] != nil }
    /// True when the line starts a folded range.
    func isFolded(line: Int) -> Bool { collapsed.contains(line) }

    /// Folds or unfolds the range starting at `line`; false when none starts there.
    @discardableResult
    mutating func toggle(line: Int) -> Bool {
        guard available[line] != nil else { return false }
        if collapsed.contains(line) { collapsed.remove(line) } else { collapsed.insert(line) }
        rebuild()
        return true
    }

    /// Unfolds everything that hides `line`.
    mutating func reveal(line: Int) {
        let hiding = collapsed.filter { start in available[start].map { start < line && line <= $0.endLine } ?? false }
        guard !hiding.isEmpty else { return }
        collapsed.subtract(hiding)
        rebuild()
    }

    /// Moves folds after an edit that replaced lines `firstLine...lastLine` (before) by
    /// `firstLine...lastLine + lineDelta`: folds below shift, folds whose hidden lines the edit
    /// touched open.
    mutating func shift(editedLines firstLine: Int, through lastLine: Int, lineDelta: Int) {
        guard !available.isEmpty else { return }
        // Typing within one line, nothing folded: every range stays as it is.
        if lineDelta == 0, firstLine == lastLine, collapsed.isEmpty { return }
        lastAvailable = nil
        var table: [Int: CodeFoldRange] = [:]
        var folded: Set<Int> = []
        for (start, range) in available {
            var r = range
            var keepsFold = collapsed.contains(start)
            if start > lastLine {
                r.startLine += lineDelta
                r.endLine += lineDelta
            } else if range.endLine < firstLine || start == firstLine && lastLine == firstLine && lineDelta == 0 {
                // Above the edit, or an edit within the start line only.
            } else if start < firstLine && !keepsFold {
                r.endLine += lineDelta
            } else {
                continue  // the edit touched the fold's lines: it opens until the provider says again
            }
            guard r.endLine > r.startLine else { keepsFold = false; continue }
            table[r.startLine] = r
            if keepsFold { folded.insert(r.startLine) }
        }
        available = table
        collapsed = folded
        rebuild()
    }

    private mutating func rebuild() {
        let spans = collapsed.compactMap { available[$0] }.map { ($0.startLine + 1)...$0.endLine }.sorted {
            $0.lowerBound < $1.lowerBound
        }
        var merged: [ClosedRange<Int>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        hidden = merged
        var total = 0
        hiddenBefore = merged.map { span in
            defer { total += span.count }
            return total
        }
    }

    /// True when the line is folded away.
    func isHidden(line: Int) -> Bool { span(containing: line) != nil }

    /// The hidden span holding `line`, if any.
    func span(containing line: Int) -> ClosedRange<Int>? {
        var low = 0, high = hidden.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if hidden[mid].upperBound < line {
                low = mid + 1
            } else if hidden[mid].lowerBound > line {
                high = mid - 1
            } else {
                return hidden[mid]
            }
        }
        return nil
    }

    /// The number of rows shown for `lineCount` lines.
    func rowCount(lineCount: Int) -> Int {
        lineCount - (hidden.last.map { hiddenBefore[hiddenBefore.count - 1] + $0.count } ?? 0)
    }

    /// The row of a visible line (a hidden one gives its fold's row).
    func row(ofLine line: Int) -> Int {
        var skipped = 0
        for (i, span) in hidden.enumerated() {
            if span.lowerBound > line { break }
            if span.contains(line) { return span.lowerBound - 1 - hiddenBefore[i] }
            skipped = hiddenBefore[i] + span.count
        }
        return line - skipped
    }

    /// The line shown in a row.
    func line(atRow row: Int) -> Int {
        var line = row
        for span in hidden {
            if span.lowerBound <= line { line += span.count } else { break }
        }
        return line
    }
}
