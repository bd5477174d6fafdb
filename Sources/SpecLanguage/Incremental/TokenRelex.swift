import LoaderKitCore
/// The tokens an edit touches, lexed again on their own: valid when the edit keeps the token
/// sequence's kinds (a digit in a number, a letter in a string, whitespace), so the tolerant
/// parser makes the same decisions and every byte offset of the tree maps to the new text.
struct TokenRelex {
    /// The old tokens touched by the edit (touching counts: typing at a token's end).
    let touched: Range<Int>
    /// The touched tokens as lexed in the new text, one for one.
    let relexed: [LexToken]
    /// The old bytes `windowStart..<windowEnd` hold the touched tokens and the edit.
    let windowStart: Int
    let windowEnd: Int
    /// Bytes added to the text (negative when removed).
    let delta: Int
    /// Old token boundaries at or inside the window's borders and where they are in the new text.
    private let moved: [(old: Int, new: Int)]
    /// The most tokens an edit may touch and be relexed on its own.
    static let maximumTouched = 256

    /// Nil when the edit changes the kinds or the number of tokens, opens or closes a string, or
    /// touches a byte order mark: the whole text must then be read again.
    init?(tree: SpecSyntaxTree, edit: SpecTextEdit, newBytes: [UInt8]) {
        let s = edit.range.lowerBound, e = edit.range.upperBound
        let tokens = tree.tokenList, kinds = tree.lexKinds
        guard s >= 3 else { return nil }
        // The first token ending at or after s, and the first starting after e.
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].range.end < s { lo = mid + 1 } else { hi = mid }
        }
        var last = lo
        while last < tokens.count, tokens[last].range.start <= e { last += 1 }
        touched = lo..<last
        // A wide window (an edit of many values at once): reading the whole text again costs less
        // than mapping every offset through it (the checks below are quadratic in its tokens).
        guard touched.count <= Self.maximumTouched else { return nil }
        delta = edit.lengthChange
        windowStart = touched.isEmpty ? s : min(s, tokens[lo].range.start)
        windowEnd = touched.isEmpty ? e : max(e, tokens[last - 1].range.end)
        let newWindowEnd = windowEnd + delta
        let (start, end) = (windowStart, newWindowEnd)
        relexed = newBytes.withUnsafeBufferPointer { SpecLexer.tokens($0, from: start, to: end) }
        guard relexed.count == touched.count else { return nil }
        var moved: [(old: Int, new: Int)] = []
        for (k, t) in touched.enumerated() {
            let new = relexed[k]
            guard new.kind == kinds[t], new.kind != .unterminatedString else { return nil }
            moved.append((tokens[t].range.start, new.start))
            moved.append((tokens[t].range.end, new.end))
        }
        // A word ending at the window's end must end there in the whole text too.
        if let final = relexed.last, final.end == newWindowEnd, newWindowEnd < newBytes.count,
            !SpecLexer.isDelimiter(newBytes[newWindowEnd])
        {
            switch final.kind {
            case .string, .openBrace, .closeBrace, .openBracket, .closeBracket, .colon, .comma: break
            default: return nil
            }
        }
        // One old offset must map to one new offset, including the unchanged ones at the window's
        // borders (a neighbour's end at the start, a neighbour's start or the text's end at the end).
        var outside: [(old: Int, new: Int)] = []
        if lo > 0, tokens[lo - 1].range.end == windowStart { outside.append((windowStart, windowStart)) }
        if last < tokens.count, tokens[last].range.start == windowEnd { outside.append((windowEnd, newWindowEnd)) }
        if windowEnd == tree.bytes.count { outside.append((windowEnd, newWindowEnd)) }
        for pair in moved + outside {
            for other in moved where other.old == pair.old && other.new != pair.new { return nil }
        }
        self.moved = moved + outside
    }

    /// Where old offset `offset` (a token boundary or the text's end) is in the new text.
    func map(_ offset: Int) -> Int {
        if offset < windowStart { return offset }
        if offset <= windowEnd {
            for pair in moved where pair.old == offset { return pair.new }
        }
        return offset + delta
    }

    /// `range` in the new text.
    func map(_ range: ByteRange) -> ByteRange { ByteRange(map(range.start), map(range.end)) }

    /// True when a touched token is a string (its text may name a field or a `type`).
    func touchesString(_ tree: SpecSyntaxTree) -> Bool {
        touched.contains { tree.lexKinds[$0] == .string || tree.lexKinds[$0] == .unterminatedString }
    }
}
