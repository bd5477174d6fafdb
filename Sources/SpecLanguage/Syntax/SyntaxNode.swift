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
    /// The bytes of the node: a container from its bracket to its closing bracket (or to the end
    /// of the text when it is not closed), a member from its key to the end of its value.
    public var range: ByteRange
    /// The enclosing node (a container, or the member holding this key or value); nil for the root.
    public var parent: Int?
    /// False for an object or array whose closing bracket is missing.
    public var isClosed: Bool
    var childStart: Int
    var childCount: Int
    /// For a member: its key node and its value node (-1 when missing).
    var memberKey: Int
    var memberValue: Int

    var isContainer: Bool { kind == .object || kind == .array }
    var isScalar: Bool { !isContainer && kind != .member }
}
