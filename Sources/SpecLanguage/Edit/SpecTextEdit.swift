/// One change of the text: `range` (UTF-8 byte offsets into the text before) replaced.
public struct SpecTextEdit: Hashable, Sendable {
    /// The bytes replaced, as offsets into the text before the edit.
    public var range: Range<Int>
    /// The bytes written in their place.
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, replacement: String) {
        self.init(range: range, replacement: Array(replacement.utf8))
    }

    /// `bytes` with `edits` applied; the edits are sorted, do not overlap, and their offsets
    /// are into `bytes`.
    public static func apply(_ edits: [SpecTextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        for edit in edits {
            out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            out.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }
}
