/// One change of a text: the bytes of `range` (UTF-8 offsets into the text before the change)
/// replaced by `replacement`. Every edit of a `TextDocumentBuffer` is one or more patches.
public struct TextPatch: Hashable, Sendable {
    /// The replaced bytes, as UTF-8 offsets into the text before the patch.
    public var range: Range<Int>
    /// The text put in their place.
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// The byte count of `replacement`.
    var replacementLength: Int { replacement.utf8.count }
    /// How many bytes longer the text is after the patch (negative when shorter).
    var lengthChange: Int { replacementLength - range.count }

    /// `offset` (in the text before the patch) moved to where it is after it: offsets before the
    /// range stay, offsets after it shift, offsets inside it go to the end of the replacement
    /// (or its start with `stickToStart`).
    func mapped(_ offset: Int, stickToStart: Bool = false) -> Int {
        if offset <= range.lowerBound { return offset }
        if offset >= range.upperBound { return offset + lengthChange }
        return range.lowerBound + (stickToStart ? 0 : replacementLength)
    }
}

/// A patch as applied, with the text it removed, so it can be undone.
public struct AppliedPatch: Hashable, Sendable {
    /// The patch that was applied.
    public var patch: TextPatch
    /// The text that `patch.range` held before.
    public var removed: String

    /// The patch that gives back the text from before.
    var inverse: TextPatch {
        TextPatch(
            range: patch.range.lowerBound..<(patch.range.lowerBound + patch.replacementLength), replacement: removed)
    }
}

/// A line and a column, both from 0; the column in UTF-8 bytes from the line's start.
public struct TextPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
}
