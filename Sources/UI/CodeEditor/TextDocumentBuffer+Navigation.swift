/// Positions in the text that a caret may take: scalar and grapheme boundaries, words, the
/// ends of line breaks.
extension TextDocumentBuffer {
    /// The nearest offset at or before `offset` that starts a Unicode scalar (or is the end), and
    /// not between the `\r` and `\n` of a line break.
    public func scalarBoundary(atOrBefore offset: Int) -> Int {
        var o = min(max(0, offset), count)
        while o > 0, o < count, bytes[o] & 0xC0 == 0x80 { o -= 1 }
        if o > 0, o < count, bytes[o] == 0x0A, bytes[o - 1] == 0x0D { o -= 1 }
        return o
    }

    /// The nearest offset at or after `offset` that starts a Unicode scalar (or is the end).
    public func scalarBoundary(atOrAfter offset: Int) -> Int {
        var o = min(max(0, offset), count)
        while o < count, bytes[o] & 0xC0 == 0x80 { o += 1 }
        return o
    }

    /// How far the caret looks around itself for grapheme clusters, in bytes.
    static let graphemeWindow = 64

    /// The caret position one character (grapheme cluster) after `offset`; a line break (CRLF
    /// included) counts as one.
    func nextCharacterBoundary(after offset: Int) -> Int {
        let o = scalarBoundary(atOrBefore: offset)
        guard o < count else { return count }
        if bytes[o] == 0x0D, o + 1 < count, bytes[o + 1] == 0x0A { return o + 2 }
        if bytes[o] == 0x0A { return o + 1 }
        let end = scalarBoundary(atOrBefore: min(count, o + Self.graphemeWindow))
        let slice = String(decoding: bytes[o..<max(end, scalarBoundary(atOrAfter: o + 1))], as: UTF8.self)
        let first = slice.first.map { $0.utf8.count } ?? 1
        return min(count, o + max(1, first))
    }

    /// The caret position one character (grapheme cluster) before `offset`.
    func previousCharacterBoundary(before offset: Int) -> Int {
        let o = scalarBoundary(atOrBefore: offset)
        guard o > 0 else { return 0 }
        if bytes[o - 1] == 0x0A { return o >= 2 && bytes[o - 2] == 0x0D ? o - 2 : o - 1 }
        let lineStart = lineStarts[line(containing: o)]
        let start = scalarBoundary(atOrAfter: max(lineStart, o - Self.graphemeWindow))
        let slice = String(decoding: bytes[start..<o], as: UTF8.self)
        let last = slice.last.map { $0.utf8.count } ?? 1
        return scalarBoundary(atOrBefore: max(0, o - max(1, last)))
    }

    /// The kind of a byte for word movement: word characters (letters, digits, `_`, `-` and
    /// every non-ASCII byte), white space, or punctuation.
    enum CharacterClass { case word, space, punctuation, lineBreak }

    func characterClass(at offset: Int) -> CharacterClass {
        guard let b = byte(at: offset) else { return .lineBreak }
        switch b {
        case 0x0A, 0x0D: return .lineBreak
        case 0x20, 0x09: return .space
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: return .word
        case 0x80...: return .word
        default: return .punctuation
        }
    }

    /// Ctrl+Right: past the white space, then to the end of the word or punctuation run; a line
    /// end goes to the next line's start.
    func wordBoundary(after offset: Int) -> Int {
        var o = scalarBoundary(atOrBefore: offset)
        guard o < count else { return count }
        if characterClass(at: o) == .lineBreak { return nextCharacterBoundary(after: o) }
        while o < count, characterClass(at: o) == .space { o += 1 }
        let kind = characterClass(at: o)
        guard kind != .lineBreak else { return o }
        while o < count, characterClass(at: o) == kind { o += 1 }
        return scalarBoundary(atOrAfter: o)
    }

    /// Ctrl+Left: back over white space, then to the start of the word or punctuation run; a
    /// line start goes to the previous line's end.
    func wordBoundary(before offset: Int) -> Int {
        var o = scalarBoundary(atOrBefore: offset)
        guard o > 0 else { return 0 }
        if characterClass(at: o - 1) == .lineBreak { return previousCharacterBoundary(before: o) }
        while o > 0, characterClass(at: o - 1) == .space { o -= 1 }
        guard o > 0 else { return 0 }
        let kind = characterClass(at: o - 1)
        guard kind != .lineBreak else { return o }
        while o > 0, characterClass(at: o - 1) == kind { o -= 1 }
        return scalarBoundary(atOrBefore: o)
    }

    /// The word (or run of white space or punctuation) around `offset`, for a double click.
    func wordRange(at offset: Int) -> Range<Int> {
        let o = scalarBoundary(atOrBefore: offset)
        let line = lineContentRange(line(containing: o))
        var probe = o
        if probe == line.upperBound, probe > line.lowerBound { probe -= 1 }
        guard probe < line.upperBound else { return o..<o }
        let kind = characterClass(at: probe)
        var start = probe, end = probe
        while start > line.lowerBound, characterClass(at: start - 1) == kind { start -= 1 }
        while end < line.upperBound, characterClass(at: end) == kind { end += 1 }
        return scalarBoundary(atOrBefore: start)..<scalarBoundary(atOrAfter: end)
    }

    /// The leading spaces and tabs of a line, in bytes.
    func indentationLength(ofLine line: Int) -> Int {
        let range = lineContentRange(line)
        var o = range.lowerBound
        while o < range.upperBound, bytes[o] == 0x20 || bytes[o] == 0x09 { o += 1 }
        return o - range.lowerBound
    }
}
