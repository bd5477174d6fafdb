import LoaderKitCore
/// A token of a spec's text, for syntax colouring.
public struct SpecToken: Sendable, Hashable {
    /// What the token is.
    public enum Kind: UInt8, Sendable, Hashable {
        /// A string used as a member name.
        case key
        /// A string value (or a string in a place where the parser could not tell).
        case string
        case number
        /// `true`, `false` or `null`.
        case literal
        /// `{ } [ ] : ,`
        case punctuation
        /// Bytes that are no JSON token (`NaN`, `'x'`, stray characters, a malformed number).
        case invalid
    }

    public var kind: Kind
    // The range in 32 bits (see `CompactOffset`): a token takes 12 bytes, not 24.
    private var start32: UInt32
    private var end32: UInt32

    public init(_ range: ByteRange, _ kind: Kind) {
        self.kind = kind
        start32 = CompactOffset.offset(range.start)
        end32 = CompactOffset.offset(range.end)
    }

    public var range: ByteRange {
        get { ByteRange(Int(start32), Int(end32)) }
        set {
            start32 = CompactOffset.offset(newValue.start)
            end32 = CompactOffset.offset(newValue.end)
        }
    }
}

/// The lexer's finer view of a token (which punctuation, whether a string is closed).
enum LexKind: UInt8, Sendable {
    case openBrace, closeBrace, openBracket, closeBracket, colon, comma
    case string, unterminatedString, number, trueLiteral, falseLiteral, nullLiteral, invalid

    var isValueStart: Bool {
        switch self {
        case .string, .unterminatedString, .number, .trueLiteral, .falseLiteral, .nullLiteral, .invalid,
            .openBrace, .openBracket:
            return true
        default: return false
        }
    }

    /// The colouring kind (strings start as values; the parser marks keys).
    var tokenKind: SpecToken.Kind {
        switch self {
        case .openBrace, .closeBrace, .openBracket, .closeBracket, .colon, .comma: return .punctuation
        case .string, .unterminatedString: return .string
        case .number: return .number
        case .trueLiteral, .falseLiteral, .nullLiteral: return .literal
        case .invalid: return .invalid
        }
    }
}

/// One lexed token: its kind and byte range.
struct LexToken: Sendable {
    var kind: LexKind
    private var start32: UInt32
    private var end32: UInt32

    init(kind: LexKind, start: Int, end: Int) {
        self.kind = kind
        start32 = CompactOffset.offset(start)
        end32 = CompactOffset.offset(end)
    }

    var start: Int { Int(start32) }
    var end: Int { Int(end32) }
}
