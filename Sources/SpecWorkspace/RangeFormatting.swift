import LoaderKitCore
import SpecLanguage

extension WorkspaceDocument {
    /// The edits that format the part of the text in `range` as the playground writes it: the
    /// whitespace between two tokens is replaced where the formatted text has other whitespace
    /// there and the gap lies inside `range` (formatting changes whitespace only, so the two
    /// texts' tokens pair up one to one). Text outside the range is left as it is.
    public func rangeFormattingEdits(in range: ByteRange) -> Result<[SpecTextEdit], FormatFailure> {
        guard let formatted = SpecFormatter.format(bytes) else { return .failure(formatFailure) }
        guard let gaps = Self.whitespaceGaps(bytes, formatted) else {
            return .failure(FormatFailure(message: "Cannot format: the formatted text has other tokens"))
        }
        var edits: [SpecTextEdit] = []
        for gap in gaps where gap.old.lowerBound >= range.start && gap.old.upperBound <= range.end {
            let replacement = Array(formatted[gap.new])
            if !bytes[gap.old].elementsEqual(replacement) {
                edits.append(SpecTextEdit(range: gap.old, replacement: replacement))
            }
        }
        return .success(edits)
    }

    /// The whitespace runs of `old` and `new` paired in order (the run before each token and
    /// the one at the end, possibly empty), or nil when their tokens differ. A leading byte
    /// order mark of `old` belongs to its first run (the formatter does not write one).
    static func whitespaceGaps(_ old: [UInt8], _ new: [UInt8]) -> [(old: Range<Int>, new: Range<Int>)]? {
        var gaps: [(Range<Int>, Range<Int>)] = []
        var i = 0, j = 0
        var gapStart = old.starts(with: [0xEF, 0xBB, 0xBF]) && !new.starts(with: [0xEF, 0xBB, 0xBF]) ? 0 : -1
        if gapStart == 0 { i = 3 }
        while true {
            let i0 = gapStart >= 0 ? gapStart : i, j0 = j
            gapStart = -1
            while i < old.count, isSpace(old[i]) { i += 1 }
            while j < new.count, isSpace(new[j]) { j += 1 }
            gaps.append((i0..<i, j0..<j))
            if i == old.count || j == new.count { return i == old.count && j == new.count ? gaps : nil }
            let length = tokenLength(old, at: i)
            guard length > 0, j + length <= new.count, old[i..<(i + length)].elementsEqual(new[j..<(j + length)])
            else { return nil }
            i += length
            j += length
        }
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private static func isPunctuation(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]")
            || b == UInt8(ascii: ":") || b == UInt8(ascii: ",")
    }

    /// The bytes of the token at `i` (not whitespace): a string through its closing quote, one
    /// punctuation byte, or a number or literal up to the next space, punctuation or quote.
    private static func tokenLength(_ bytes: [UInt8], at i: Int) -> Int {
        var k = i
        if bytes[k] == UInt8(ascii: "\"") {
            k += 1
            while k < bytes.count, bytes[k] != UInt8(ascii: "\"") { k += bytes[k] == UInt8(ascii: "\\") ? 2 : 1 }
            return min(k + 1, bytes.count) - i
        }
        if isPunctuation(bytes[k]) { return 1 }
        while k < bytes.count, !isSpace(bytes[k]), !isPunctuation(bytes[k]), bytes[k] != UInt8(ascii: "\"") { k += 1 }
        return k - i
    }
}
