/// Applies text edits one after another and keeps their sum as edits of the first text:
/// sorted, non-overlapping, touching edits merged.
struct EditComposer {
    /// The first text.
    let original: [UInt8]
    /// The text after every edit so far.
    private(set) var current: [UInt8]
    /// The edits so far, relative to `original`.
    private(set) var edits: [SpecTextEdit] = []

    init(_ bytes: [UInt8]) {
        original = bytes
        current = bytes
    }

    /// Applies `step` (edits of `current`, sorted and non-overlapping).
    mutating func apply(_ step: [SpecTextEdit]) {
        // Last first, so earlier offsets in `current` stay valid.
        for edit in step.reversed() { apply(edit) }
    }

    private mutating func apply(_ edit: SpecTextEdit) {
        let a = edit.range.lowerBound, b = edit.range.upperBound
        // Each kept edit's range in `current`, and the growth before it.
        var delta = 0
        var first: Int?
        var last: Int?
        var deltaBeforeFirst = 0
        var deltaAfterLast = 0
        var deltaBefore = 0
        for (i, e) in edits.enumerated() {
            let cs = e.range.lowerBound + delta
            let ce = cs + e.replacement.count
            let grown = delta + e.replacement.count - e.range.count
            if cs <= b && a <= ce {
                if first == nil { first = i; deltaBeforeFirst = delta }
                last = i
                deltaAfterLast = grown
            } else if ce < a {
                deltaBefore = grown
            }
            delta = grown
        }
        let merged: SpecTextEdit
        let replaced: Range<Int>
        if let first, let last {
            let firstCurrent = edits[first].range.lowerBound + deltaBeforeFirst
            let lastCurrentEnd = edits[last].range.upperBound + deltaAfterLast
            let lo = min(a, firstCurrent), hi = max(b, lastCurrentEnd)
            let origLo = min(edits[first].range.lowerBound, a - deltaBeforeFirst)
            let origHi = max(edits[last].range.upperBound, b - deltaAfterLast)
            let text = Array(current[lo..<a]) + edit.replacement + Array(current[b..<hi])
            merged = SpecTextEdit(range: origLo..<origHi, replacement: text)
            replaced = first..<(last + 1)
        } else {
            merged = SpecTextEdit(range: (a - deltaBefore)..<(b - deltaBefore), replacement: edit.replacement)
            let at = edits.firstIndex { $0.range.lowerBound >= merged.range.upperBound } ?? edits.count
            replaced = at..<at
        }
        edits.replaceSubrange(replaced, with: [merged])
        current.replaceSubrange(a..<b, with: edit.replacement)
    }

    /// The edits, each trimmed of bytes it leaves unchanged.
    var trimmedEdits: [SpecTextEdit] { edits.compactMap { $0.trimmed(against: original) } }
}
