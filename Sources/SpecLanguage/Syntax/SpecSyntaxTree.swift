import LoaderKitCore

/// A spec's syntax tree with byte ranges, read tolerantly: broken text still gives a tree
/// (unclosed containers run to the end, members may lack a value), so completion and colouring
/// work while the user types.
public struct SpecSyntaxTree: Sendable {
    /// The text the tree was read from (UTF-8).
    public let bytes: [UInt8]
    /// Every node, in source order of their first byte (a container before its children), in
    /// chunks that an edit moves without copying the rest (see `ChunkedRanges`).
    let nodeList: ChunkedRanges<SyntaxNode>
    /// The top-level value, if the text has one.
    public let root: Int?
    /// The children of every container, one container's after another (see `children(of:)`).
    let childIndices: [Int32]
    /// The colouring tokens, in order (strings used as keys marked `.key`), chunked as the nodes.
    let tokenList: ChunkedRanges<SpecToken>
    let lexKinds: [LexKind]

    public init(_ text: String) { self.init(Array(text.utf8)) }

    public init(_ bytes: [UInt8]) {
        self = TolerantParser.parse(bytes)
    }

    init(
        bytes: [UInt8], nodeList: ChunkedRanges<SyntaxNode>, root: Int?, childIndices: [Int32],
        tokenList: ChunkedRanges<SpecToken>, lexKinds: [LexKind]
    ) {
        self.bytes = bytes
        self.nodeList = nodeList
        self.root = root
        self.childIndices = childIndices
        self.tokenList = tokenList
        self.lexKinds = lexKinds
    }

    /// Every node, in source order of their first byte (a container before its children): one
    /// array made on each call (`self[id]` and `nodeCount` read one node without it).
    public var nodes: [SyntaxNode] { nodeList.array }

    /// The number of nodes.
    var nodeCount: Int { nodeList.count }

    /// The colouring tokens, in order (strings used as keys marked `.key`): one array made on
    /// each call (`tokens(in:)` reads the tokens in view without it).
    public var tokens: [SpecToken] { tokenList.array }

    public subscript(_ id: Int) -> SyntaxNode { nodeList[id] }

    /// The members of an object or the items of an array, in source order (empty otherwise).
    public func children(of id: Int) -> SyntaxChildren {
        let node = nodeList[id]
        return SyntaxChildren(childIndices, node.childStart..<(node.childStart + node.childCount))
    }

    /// A member's key node, if it has one.
    public func key(ofMember id: Int) -> Int? { nodeList[id].memberKey >= 0 ? nodeList[id].memberKey : nil }

    /// A member's value node, if it has one.
    public func value(ofMember id: Int) -> Int? { nodeList[id].memberValue >= 0 ? nodeList[id].memberValue : nil }

    /// The decoded name of a member's key.
    public func keyName(ofMember id: Int) -> String? { key(ofMember: id).flatMap { string($0) } }

    /// The source bytes of a node.
    public func text(of id: Int) -> String {
        let r = nodeList[id].range
        return String(decoding: bytes[r.start..<r.end], as: UTF8.self)
    }

    /// The decoded value of a string node (escapes resolved); nil for other nodes or a broken
    /// escape.
    public func string(_ id: Int) -> String? {
        let node = nodeList[id]
        guard node.kind == .string else { return nil }
        let r = node.range
        guard r.length >= 2, bytes[r.end - 1] == UInt8(ascii: "\"") else {
            // An unterminated string: its text after the opening quote.
            return String(decoding: bytes[(r.start + 1)..<r.end], as: UTF8.self)
        }
        let inner = bytes[(r.start + 1)..<(r.end - 1)]
        if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONParser.parse(Array(bytes[r.start..<r.end])))?.string
    }

    /// The value of a number node, as JavaScript reads it (overflow is ±infinity).
    public func number(_ id: Int) -> Double? {
        guard nodeList[id].kind == .number else { return nil }
        let r = nodeList[id].range
        return (try? JSONParser.parse(Array(bytes[r.start..<r.end])))?.number
    }

    /// The member named `name` of an object, as JavaScript finds it: the last member of that
    /// name wins, and `__proto__` is never an own member.
    public func member(named name: String, in object: Int) -> Int? {
        guard nodeList[object].kind == .object, name != "__proto__" else { return nil }
        var found: Int?
        for m in children(of: object) where keyName(ofMember: m) == name { found = m }
        return found
    }

    /// The value of member `name` of an object.
    public func value(named name: String, in object: Int) -> Int? {
        member(named: name, in: object).flatMap { value(ofMember: $0) }
    }

    /// The value `path` names, or nil when some step is missing.
    public func node(at path: JSONPath) -> Int? {
        guard var id = root else { return nil }
        for component in path.components {
            guard let next = step(from: id, component) else { return nil }
            id = next
        }
        return id
    }

    /// The value `path` names in the `parts[1].layout.gap` notation of LoaderKit's messages.
    public func node(atPath path: String) -> Int? {
        guard let parsed = JSONPath(parsing: path) else { return nil }
        return node(at: parsed)
    }

    /// The deepest value that `path` reaches (its parent when a member is missing), as
    /// LoaderKitCore places problems.
    public func deepestNode(at path: JSONPath) -> Int? {
        guard var id = root else { return nil }
        for component in path.components {
            guard let next = step(from: id, component) else { return id }
            id = next
        }
        return id
    }

    private func step(from id: Int, _ component: JSONPath.Component) -> Int? {
        switch component {
        case .key(let k):
            return value(named: k, in: id)
        case .index(let i):
            guard nodeList[id].kind == .array else { return nil }
            let items = children(of: id)
            return i >= 0 && i < items.count ? items[items.startIndex + i] : nil
        }
    }

    /// The innermost node whose range holds `offset` (a key or value before the member holding
    /// it, a member before its container).
    public func node(atOffset offset: Int) -> Int? {
        guard let root, nodeList[root].range.contains(offset) else { return nil }
        var id = root
        while true {
            let node = nodeList[id]
            var next: Int?
            switch node.kind {
            case .object, .array:
                let kids = children(of: id)
                // Children are in source order: binary search for the last starting at or before.
                var lo = kids.startIndex, hi = kids.endIndex
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if nodeList[kids[mid]].range.start <= offset { lo = mid + 1 } else { hi = mid }
                }
                if lo > kids.startIndex, nodeList[kids[lo - 1]].range.contains(offset) { next = kids[lo - 1] }
            case .member:
                if node.memberKey >= 0, nodeList[node.memberKey].range.contains(offset) {
                    next = node.memberKey
                } else if node.memberValue >= 0, nodeList[node.memberValue].range.contains(offset) {
                    next = node.memberValue
                }
            default:
                break
            }
            guard let next else { return id }
            id = next
        }
    }

    /// The path from the root to a value node (members and keys give their value's path).
    public func path(of id: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var current = id
        while let parent = nodeList[current].parent {
            let p = nodeList[parent]
            if p.kind == .member {
                if let name = keyName(ofMember: parent) { components.append(.key(name)) }
                current = parent
                guard let container = nodeList[parent].parent else { break }
                current = container
                continue
            }
            if p.kind == .array, let i = children(of: parent).firstIndex(of: current) {
                components.append(.index(i - children(of: parent).startIndex))
            }
            current = parent
        }
        return JSONPath(components.reversed())
    }

    /// The tokens that overlap `range`, in order (for colouring the lines in view).
    public func tokens(in range: ByteRange) -> ArraySlice<SpecToken> {
        var lo = 0, hi = tokenList.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokenList[mid].range.end <= range.start { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < tokenList.count, tokenList[end].range.start < range.end { end += 1 }
        return ArraySlice((lo..<end).map { tokenList[$0] })
    }

    /// Index of the last token that starts before `offset`, if any.
    func tokenIndex(before offset: Int) -> Int? {
        var lo = 0, hi = tokenList.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokenList[mid].range.start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }
}
