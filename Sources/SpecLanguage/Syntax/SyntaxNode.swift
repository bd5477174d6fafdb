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

    public var kind: Kind
    /// False for an object or array whose closing bracket is missing.
    public var isClosed: Bool
    // Offsets and indices in 32 bits (see `CompactOffset`): a node takes 32 bytes, not 72.
    private var start32: UInt32
    private var end32: UInt32
    private var parent32: Int32
    private var childStart32: UInt32
    private var childCount32: UInt32
    private var memberKey32: Int32
    private var memberValue32: Int32

    init(
        kind: Kind, range: ByteRange, parent: Int?, isClosed: Bool, childStart: Int, childCount: Int,
        memberKey: Int, memberValue: Int
    ) {
        self.kind = kind
        self.isClosed = isClosed
        start32 = CompactOffset.offset(range.start)
        end32 = CompactOffset.offset(range.end)
        parent32 = CompactOffset.index(parent ?? -1)
        childStart32 = CompactOffset.offset(childStart)
        childCount32 = CompactOffset.offset(childCount)
        memberKey32 = CompactOffset.index(memberKey)
        memberValue32 = CompactOffset.index(memberValue)
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
    /// Where the children's ids start in the tree's child list, and how many there are.
    var childStart: Int {
        get { Int(childStart32) }
        set { childStart32 = CompactOffset.offset(newValue) }
    }
    var childCount: Int {
        get { Int(childCount32) }
        set { childCount32 = CompactOffset.offset(newValue) }
    }
    /// For a member: its key node and its value node (-1 when missing).
    var memberKey: Int {
        get { Int(memberKey32) }
        set { memberKey32 = CompactOffset.index(newValue) }
    }
    var memberValue: Int {
        get { Int(memberValue32) }
        set { memberValue32 = CompactOffset.index(newValue) }
    }

    var isContainer: Bool { kind == .object || kind == .array }
    var isScalar: Bool { !isContainer && kind != .member }
}
