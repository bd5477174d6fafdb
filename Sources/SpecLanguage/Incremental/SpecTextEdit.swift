/// One edit of a spec's text: the bytes `range` of the old text replaced by `replacement`.
public struct SpecTextEdit: Sendable, Hashable {
    /// The replaced bytes, as offsets into the old text.
    public var range: ByteRange
    /// The new bytes (UTF-8).
    public var replacement: [UInt8]

    public init(range: ByteRange, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// The change in the text's length, in bytes.
    public var lengthChange: Int { replacement.count - range.length }

    /// True when `new` is `old` with this edit applied (checked byte for byte).
    func turns(_ old: [UInt8], into new: [UInt8]) -> Bool {
        guard range.start >= 0, range.end <= old.count, new.count == old.count + lengthChange else { return false }
        let tail = old.count - range.end
        return old.withUnsafeBufferPointer { o in
            new.withUnsafeBufferPointer { n in
                o[0..<range.start].elementsEqual(n[0..<range.start])
                    && n[range.start..<(range.start + replacement.count)].elementsEqual(replacement)
                    && o[range.end...].elementsEqual(n[(n.count - tail)...])
            }
        }
    }
}
