import LoaderKitCore
/// Builds a `SpecSyntaxTree` from any text in one pass over its tokens, with an explicit stack
/// (so nesting depth costs no call stack). It recovers the way an editor wants: a missing comma
/// or colon is assumed, a stray token is skipped, a closing bracket closes the containers it
/// matches, and whatever is open at the end runs to the end of the text.
struct TolerantParser {
    /// Built in chunks as the tree keeps them: never one array of every node beside its copy.
    private var nodes = ChunkedRanges<SyntaxNode>()
    private var childIndices: [Int32] = []
    private var pendingChildren: [Int] = []
    private var stack: [Frame] = []
    private var root: Int?
    private var tokens = ChunkedRanges<SpecToken>()
    private var kinds: [LexKind] = []
    private let textLength: Int

    private enum State { case key, colon, value, commaOrClose }

    private struct Frame {
        var node: Int
        var isObject: Bool
        var state: State
        /// Where this container's children start in `pendingChildren`.
        var childMark: Int
        /// The member being read (objects only), or -1.
        var member: Int
    }

    static func parse(_ bytes: [UInt8]) -> SpecSyntaxTree {
        var parser = TolerantParser(textLength: bytes.count)
        (parser.tokens, parser.kinds) = bytes.withUnsafeBufferPointer { SpecLexer.tokens($0) }
        parser.run()
        return SpecSyntaxTree(
            bytes: bytes, nodeList: parser.nodes, root: parser.root, childIndices: parser.childIndices,
            tokenList: parser.tokens, lexKinds: parser.kinds)
    }

    private init(textLength: Int) { self.textLength = textLength }

    /// Token `t` as the lexer read it.
    private func lexToken(_ t: Int) -> LexToken {
        let range = tokens[t].range
        return LexToken(kind: kinds[t], start: range.start, end: range.end)
    }

    private mutating func run() {
        var t = 0
        while t < kinds.count {
            if handle(t) { t += 1 }
        }
        while !stack.isEmpty { close(end: textLength, closed: false) }
    }

    /// Handles token `t`; false when it must be handled again in the new state.
    private mutating func handle(_ t: Int) -> Bool {
        let token = lexToken(t)
        guard let frame = stack.last else {
            // Top level: one value; anything after it is left out of the tree.
            if root == nil, token.kind.isValueStart { startValue(t) }
            return true
        }
        if token.kind == .closeBrace || token.kind == .closeBracket {
            let wantsObject = token.kind == .closeBrace
            if frame.isObject == wantsObject {
                finishMember()
                close(end: token.end, closed: true)
            } else if stack.contains(where: { $0.isObject == wantsObject }) {
                // Close the inner containers the bracket skips over, then retry.
                finishMember()
                close(end: token.start, closed: false)
                return false
            }
            return true
        }
        if frame.isObject {
            switch frame.state {
            case .key:
                if token.kind == .string || token.kind == .unterminatedString {
                    tokens[t].kind = .key
                    let member = addNode(.member, start: token.start, end: token.end)
                    let key = addLeaf(t, kind: .string)
                    nodes[member].memberKey = key
                    nodes[key].parent = member
                    stack[stack.count - 1].member = member
                    stack[stack.count - 1].state = .colon
                } else if token.kind == .openBrace || token.kind == .openBracket {
                    // A value with no key: keep it in the tree under a keyless member.
                    let member = addNode(.member, start: token.start, end: token.start)
                    stack[stack.count - 1].member = member
                    stack[stack.count - 1].state = .value
                    return false
                }
                return true
            case .colon:
                if token.kind == .colon {
                    let member = frame.member
                    nodes[member].range.end = token.end
                    stack[stack.count - 1].state = .value
                    return true
                }
                if token.kind == .comma {
                    finishMember()
                    stack[stack.count - 1].state = .key
                    return true
                }
                // A missing colon: read the token as the value.
                stack[stack.count - 1].state = .value
                return false
            case .value:
                if token.kind == .comma {
                    finishMember()
                    stack[stack.count - 1].state = .key
                    return true
                }
                if token.kind == .colon { return true }
                startValue(t)
                return true
            case .commaOrClose:
                if token.kind == .comma {
                    stack[stack.count - 1].state = .key
                    return true
                }
                if token.kind == .string || token.kind == .unterminatedString {
                    // A missing comma before the next member.
                    stack[stack.count - 1].state = .key
                    return false
                }
                return true
            }
        } else {
            switch frame.state {
            case .commaOrClose:
                if token.kind == .comma {
                    stack[stack.count - 1].state = .value
                    return true
                }
                if token.kind.isValueStart {
                    // A missing comma between items.
                    stack[stack.count - 1].state = .value
                    return false
                }
                return true
            default:
                if token.kind.isValueStart { startValue(t) }
                return true
            }
        }
    }

    private mutating func addNode(_ kind: SyntaxNode.Kind, start: Int, end: Int) -> Int {
        nodes.append(
            SyntaxNode(
                kind: kind, range: ByteRange(start, end), parent: nil, isClosed: true,
                childStart: 0, childCount: 0, memberKey: -1, memberValue: -1))
        return nodes.count - 1
    }

    private mutating func addLeaf(_ t: Int, kind: SyntaxNode.Kind) -> Int {
        let range = tokens[t].range
        return addNode(kind, start: range.start, end: range.end)
    }

    /// Starts the value at token `t`: a leaf is attached at once, a container is opened.
    private mutating func startValue(_ t: Int) {
        let token = lexToken(t)
        switch token.kind {
        case .openBrace, .openBracket:
            let isObject = token.kind == .openBrace
            let id = addNode(isObject ? .object : .array, start: token.start, end: token.end)
            attach(id)
            stack.append(
                Frame(
                    node: id, isObject: isObject, state: isObject ? .key : .value,
                    childMark: pendingChildren.count, member: -1))
        case .string, .unterminatedString: attachAndAdvance(addLeaf(t, kind: .string))
        case .number: attachAndAdvance(addLeaf(t, kind: .number))
        case .trueLiteral: attachAndAdvance(addLeaf(t, kind: .trueLiteral))
        case .falseLiteral: attachAndAdvance(addLeaf(t, kind: .falseLiteral))
        case .nullLiteral: attachAndAdvance(addLeaf(t, kind: .null))
        case .invalid: attachAndAdvance(addLeaf(t, kind: .invalid))
        default: break
        }
    }

    /// Links a new value to the member or array being read (or makes it the root).
    private mutating func attach(_ id: Int) {
        guard let frame = stack.last else {
            root = id
            return
        }
        if frame.isObject {
            let member = frame.member
            nodes[member].memberValue = id
            nodes[id].parent = member
        } else {
            nodes[id].parent = frame.node
            pendingChildren.append(id)
        }
    }

    private mutating func attachAndAdvance(_ id: Int) {
        attach(id)
        valueDone(end: nodes[id].range.end)
    }

    /// After a value ends: its member ends with it, and the container waits for a comma.
    private mutating func valueDone(end: Int) {
        guard !stack.isEmpty else { return }
        if stack[stack.count - 1].isObject {
            let member = stack[stack.count - 1].member
            if member >= 0 { nodes[member].range.end = end }
            finishMember()
        }
        stack[stack.count - 1].state = .commaOrClose
    }

    /// Adds the member being read (if any) to its object.
    private mutating func finishMember() {
        guard let frame = stack.last, frame.isObject, frame.member >= 0 else { return }
        let member = frame.member
        nodes[member].parent = frame.node
        pendingChildren.append(member)
        stack[stack.count - 1].member = -1
    }

    /// Closes the innermost container at `end`.
    private mutating func close(end: Int, closed: Bool) {
        finishMember()
        let frame = stack.removeLast()
        let id = frame.node
        nodes[id].range.end = max(end, nodes[id].range.start + 1)
        nodes[id].isClosed = closed
        nodes[id].childStart = childIndices.count
        nodes[id].childCount = pendingChildren.count - frame.childMark
        for child in pendingChildren[frame.childMark...] { childIndices.append(CompactOffset.index(child)) }
        pendingChildren.removeSubrange(frame.childMark...)
        valueDone(end: nodes[id].range.end)
    }
}
