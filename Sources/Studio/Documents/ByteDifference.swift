/// The one replacement that turns one byte string into another: the common start and end are
/// kept, the middle is replaced. An external save becomes this one undoable patch instead of a
/// reset of the document.
package struct ByteDifference: Sendable, Equatable {
    /// The replaced bytes of the old text, as offsets.
    package var range: Range<Int>
    /// The bytes put in their place.
    package var replacement: [UInt8]

    /// The smallest single replacement from `old` to `new`, or nil when they are equal. The cut
    /// never splits a UTF-8 sequence.
    package init?(from old: [UInt8], to new: [UInt8]) {
        guard old != new else { return nil }
        var start = 0
        let shorter = min(old.count, new.count)
        while start < shorter, old[start] == new[start] { start += 1 }
        // Back up to the first byte of a UTF-8 sequence.
        while start > 0, old.indices.contains(start), old[start] & 0xC0 == 0x80 { start -= 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        while oldEnd < old.count, old[oldEnd] & 0xC0 == 0x80 {
            oldEnd += 1
            newEnd += 1
        }
        range = start..<oldEnd
        replacement = Array(new[start..<newEnd])
    }

    /// `old` with the replacement applied.
    package func applied(to old: [UInt8]) -> [UInt8] {
        Array(old[..<range.lowerBound]) + replacement + Array(old[range.upperBound...])
    }
}
