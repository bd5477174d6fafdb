import LoaderKitCore

/// Where a cursor stands in a spec's text: at a member name or a value, in which container,
/// with which partly typed token. Read from the tokens, so it works in unfinished text.
struct CursorContext {
    enum Position {
        /// A member name of the object at `container`.
        case key
        /// The value of member `key` of the object at `container`.
        case memberValue(key: String)
        /// Item `index` of the array at `container`.
        case item(index: Int)
    }

    var position: Position
    /// The object or array the cursor is in.
    var container: Int
    /// The token being typed (its range), if the cursor is in or at the end of one.
    var typed: ByteRange?
    /// What has been typed of it before the cursor, without an opening quote.
    var prefix: String
    /// True when a `:` already follows the key being typed.
    var colonFollows: Bool

    init?(tree: SpecSyntaxTree, cursor: Int) {
        let bytes = tree.bytes
        let cursor = max(0, min(cursor, bytes.count))
        var previous = tree.tokenIndex(before: cursor)
        var typed: ByteRange?
        var prefix = ""
        var typedIndex: Int?
        if let t = previous {
            let token = tree.tokenList[t]
            let kind = tree.lexKinds[t]
            let isWord = token.kind != .punctuation
            let pastClosingQuote = kind == .string && cursor == token.range.end
            if isWord, cursor <= token.range.end, !pastClosingQuote {
                typed = token.range
                typedIndex = t
                var start = token.range.start
                if kind == .string || kind == .unterminatedString { start += 1 }
                prefix = String(decoding: bytes[min(start, cursor)..<cursor], as: UTF8.self)
                previous = t > 0 ? t - 1 : nil
            }
        }
        guard let container = CursorContext.container(in: tree, at: cursor) else { return nil }
        self.container = container
        self.typed = typed
        self.prefix = prefix
        let next = (typedIndex ?? previous ?? -1) + 1
        colonFollows = next < tree.tokenList.count && tree.lexKinds[next] == .colon && typed != nil
        let before = previous.map { tree.lexKinds[$0] }
        if tree[container].kind == .object {
            switch before {
            case .openBrace?, .comma?:
                position = .key
            case .colon?:
                guard let p = previous, p > 0, tree.tokenList[p - 1].kind == .key,
                    let name = CursorContext.keyName(tree, p - 1)
                else { return nil }
                position = .memberValue(key: name)
            default:
                return nil
            }
        } else {
            switch before {
            case .openBracket?, .comma?:
                let index = tree.children(of: container).filter { tree[$0].range.start < (typed?.start ?? cursor) }
                    .count
                position = .item(index: index)
            default:
                return nil
            }
        }
    }

    /// The innermost object or array whose inside holds `cursor`.
    static func container(in tree: SpecSyntaxTree, at cursor: Int) -> Int? {
        guard let root = tree.root else { return nil }
        var found: Int?
        var id = root
        while true {
            let node = tree[id]
            let inside = cursor > node.range.start && (cursor < node.range.end || !node.isClosed)
            guard node.isContainer, inside else { break }
            found = id
            var next: Int?
            for child in tree.children(of: id) {
                var candidate = child
                if tree[child].kind == .member {
                    guard let v = tree.value(ofMember: child) else { continue }
                    candidate = v
                }
                let c = tree[candidate]
                if c.isContainer, cursor > c.range.start, cursor < c.range.end || !c.isClosed {
                    next = candidate; break
                }
            }
            guard let next else { break }
            id = next
        }
        return found
    }

    private static func keyName(_ tree: SpecSyntaxTree, _ token: Int) -> String? {
        let r = tree.tokenList[token].range
        return (try? JSONParser.parse(Array(tree.bytes[r.start..<r.end])))?.string
    }
}
