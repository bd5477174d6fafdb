/// A selection in a text: `anchor` stays where it began, `head` (the caret) moves. Byte
/// offsets; equal when nothing is selected.
public struct TextSelection: Hashable, Sendable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret with nothing selected.
    public static func caret(_ offset: Int) -> TextSelection { TextSelection(anchor: offset, head: offset) }

    /// The selected bytes, in order.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// True when nothing is selected.
    public var isEmpty: Bool { anchor == head }

    /// The selection moved through a patch.
    func mapped(through patch: TextPatch) -> TextSelection {
        TextSelection(anchor: patch.mapped(anchor), head: patch.mapped(head))
    }
}
