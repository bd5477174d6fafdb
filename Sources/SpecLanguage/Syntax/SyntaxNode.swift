import LoaderKitCore
/// One node of a spec's syntax tree: a value, or an object member (its key and value).
public struct SyntaxNode: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, Hashable {
        case object, array
        /// `"key": value`; either side may be missing in broken text.
        case member
        case string, number, trueLiteral, falseLiteral, null
        /// A word that is no JSON value (`NaN`, `'x'`, a malformed number), kept where a value was.
        case invalid
    }

    public let kind: Kind
    /// False for an object or array whose closing bracket is missing.
    public var isClosed: Bool
    // Offsets and indices in 32 bits (see `CompactOffset`), and one pair of slots for what only
    // one kind of node has (a container's children, a member's key and value): a node takes 24
    // bytes, not 72.
    private var start32: UInt32
    private var end32: UInt32
    private var parent32: Int32
    /// A container's first child in the tree's child list, a member's key node (-1 when missing).
    private var first32: Int32
    /// A container's child count, a member's value node (-1 when missing).
    private var second32: Int32

    init(
        kind: Kind, range: ByteRange, parent: Int?, isClosed: Bool, childStart: Int, childCount: Int,
        memberKey: Int, memberValue: Int
    ) {
        self.kind = kind
        self.isClosed = isClosed
        start32 = CompactOffset.offset(range.start)
        end32 = CompactOffset.offset(range.end)
        parent32 = CompactOffset.index(parent ?? -1)
        switch kind {
        case .member:
            first32 = CompactOffset.index(memberKey)
            second32 = CompactOffset.index(memberValue)
        case .object, .array:
            first32 = CompactOffset.index(childStart)
            second32 = CompactOffset.index(childCount)
        default:
            first32 = 0
            second32 = 0
        }
    }

    /// The bytes of the node: a container from its bracket to its closing bracket (or to the end
    /// of the text when it is not closed), a member from its key to the end of its value.
    public var range: ByteRange {
        get { ByteRange(Int(start32), Int(end32)) }
        set {
            start32 = CompactOffset.offset(newValue.start)
            end32 = CompactOffset.offset(newValue.end)
        }
    }
    /// The enclosing node (a container, or the member holding this key or value); nil for the root.
    public var parent: Int? {
        get { parent32 < 0 ? nil : Int(parent32) }
        set { parent32 = CompactOffset.index(newValue ?? -1) }
    }
    /// Where a container's children's ids start in the tree's child list, and how many there
    /// are (0 for any other node). Set only on a container.
    var childStart: Int {
        get { isContainer ? Int(first32) : 0 }
        set {
            precondition(isContainer)
            first32 = CompactOffset.index(newValue)
        }
    }
    var childCount: Int {
        get { isContainer ? Int(second32) : 0 }
        set {
            precondition(isContainer)
            second32 = CompactOffset.index(newValue)
        }
    }
    /// For a member: its key node and its value node (-1 when missing, and for any other node).
    /// Set only on a member.
    var memberKey: Int {
        get { kind == .member ? Int(first32) : -1 }
        set {
            precondition(kind == .member)
            first32 = CompactOffset.index(newValue)
        }
    }
    var memberValue: Int {
        get { kind == .member ? Int(second32) : -1 }
        set {
            precondition(kind == .member)
            second32 = CompactOffset.index(newValue)
        }
    }

    var isContainer: Bool { kind == .object || kind == .array }
    var isScalar: Bool { !isContainer && kind != .member }
}
