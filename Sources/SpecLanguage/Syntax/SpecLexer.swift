import LoaderKitCore
/// Splits a spec's text into JSON tokens without ever failing: what is not a token becomes an
/// `invalid` token, an unclosed string ends at its line's end. Linear in the text.
enum SpecLexer {
    /// The tokens of the whole text (after a byte order mark), as colouring tokens (strings not yet
    /// marked as keys) and the lexer's kinds, one for one: no third list is made on the way.
    static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: ChunkedRanges<SpecToken>, kinds: [LexKind]) {
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var tokens = ChunkedRanges<SpecToken>(), kinds: [LexKind] = []
        kinds.reserveCapacity(bytes.count / 3)
        scan(bytes, from: bom ? 3 : 0, to: bytes.count) { kind, start, end in
            tokens.append(SpecToken(ByteRange(start, end), kind.tokenKind))
            kinds.append(kind)
        }
        return (tokens, kinds)
    }

    /// The tokens of `bytes[start..<end]` read as if the text ended at `end` (offsets are into
    /// `bytes`); `start` must be where no token is open.
    static func tokens(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [LexToken] {
        var out: [LexToken] = []
        scan(bytes, from: start, to: end) { out.append(LexToken(kind: $0, start: $1, end: $2)) }
        return out
    }

    /// Calls `emit` with the kind, start and end of each token of `bytes[start..<end]`, in order.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ emit: (LexKind, Int, Int) -> Void
    ) {
        let n = end
        var i = start
        while i < n {
            let c = bytes[i]
            let start = i
            switch c {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
                continue
            case UInt8(ascii: "{"): emit(.openBrace, i, i + 1); i += 1
            case UInt8(ascii: "}"): emit(.closeBrace, i, i + 1); i += 1
            case UInt8(ascii: "["): emit(.openBracket, i, i + 1); i += 1
            case UInt8(ascii: "]"): emit(.closeBracket, i, i + 1); i += 1
            case UInt8(ascii: ":"): emit(.colon, i, i + 1); i += 1
            case UInt8(ascii: ","): emit(.comma, i, i + 1); i += 1
            case UInt8(ascii: "\""):
                i += 1
                var closed = false
                while i < n {
                    let b = bytes[i]
                    if b == UInt8(ascii: "\\") { i = min(n, i + 2); continue }
                    if b == UInt8(ascii: "\"") { i += 1; closed = true; break }
                    if b == 0x0A || b == 0x0D { break }
                    i += 1
                }
                emit(closed ? .string : .unterminatedString, start, i)
            default:
                while i < n, !isDelimiter(bytes[i]) { i += 1 }
                emit(wordKind(bytes, start, i), start, i)
            }
        }
    }

    /// Bytes that end a word: whitespace, punctuation and quotes.
    static func isDelimiter(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }

    private static func wordKind(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LexKind {
        if matches(b, start, end, "true") { return .trueLiteral }
        if matches(b, start, end, "false") { return .falseLiteral }
        if matches(b, start, end, "null") { return .nullLiteral }
        return isNumber(b, start, end) ? .number : .invalid
    }

    private static func matches(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool
    {
        let count = word.utf8CodeUnitCount
        guard end - start == count else { return false }
        return word.withUTF8Buffer { w in (0..<count).allSatisfy { b[start + $0] == w[$0] } }
    }

    /// True when `start..<end` is a JSON number (RFC 8259 grammar).
    static func isNumber(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var i = start
        func digit(_ k: Int) -> Bool { k < end && b[k] >= 48 && b[k] <= 57 }
        if i < end, b[i] == UInt8(ascii: "-") { i += 1 }
        guard digit(i) else { return false }
        if b[i] == UInt8(ascii: "0") { i += 1 } else { while digit(i) { i += 1 } }
        if i < end, b[i] == UInt8(ascii: ".") {
            i += 1
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        if i < end, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        return i == end
    }
}
