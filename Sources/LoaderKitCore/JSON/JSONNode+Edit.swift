/// An edit of a parsed text that changes one number or string value: the value's old byte
/// range, its new value, and the change in the text's length.
package struct JSONValueEdit: Sendable {
    /// The value's bytes, in the offsets of the tree it was found in.
    package let target: Range<Int>
    /// The new value (a number or a string, as the old one).
    let kind: JSONNode.Kind
    /// Bytes added to the text (negative when removed).
    package let delta: Int
}

/// A parsed tree carried across an edit of its text that changes one number or string value,
/// instead of parsing the new text again.
extension JSONNode {
    /// The tree of `newBytes`, which is the text this tree was parsed from with the old bytes
    /// `range` replaced by `replacementCount` bytes: equal to `JSONParser.parse(newBytes)`, or nil
    /// (see `valueEdit`).
    package func editing(_ range: Range<Int>, replacementCount: Int, newBytes: [UInt8]) -> JSONNode? {
        valueEdit(range, replacementCount: replacementCount, newBytes: newBytes).map {
            applying($0, movingOffsets: true)
        }
    }

    /// The edit of one value that replacing the old bytes `range` by `replacementCount` bytes,
    /// giving `newBytes`, makes of this tree's text. Nil unless the edit lies inside one number or
    /// string value (an object key, a dropped duplicate or anything else is not a value of the
    /// tree) and that value's new text is exactly one value of the same kind; the new text must
    /// then be parsed whole.
    package func valueEdit(_ range: Range<Int>, replacementCount: Int, newBytes: [UInt8]) -> JSONValueEdit? {
        valueEdit(range, replacementCount: replacementCount, newBytes: newBytes, offsets: JSONOffsetMap())
    }

    /// `valueEdit` for a tree whose offsets are those of an earlier text, `offsets` mapping them
    /// to the text being edited (`range` is in that text): the edit's `target` is in the tree's
    /// own offsets, where `applying(_:movingOffsets: false)` finds it.
    package func valueEdit(
        _ range: Range<Int>, replacementCount: Int, newBytes: [UInt8], offsets: JSONOffsetMap
    ) -> JSONValueEdit? {
        guard let target = scalar(spanning: range, offsets: offsets) else { return nil }
        let start = offsets.map(target.start), end = offsets.map(target.end)
        let delta = replacementCount - range.count
        let newEnd = end + delta
        guard newEnd > start, newEnd <= newBytes.count,
            let value = try? JSONParser.parse(Array(newBytes[start..<newEnd])),
            value.start == 0, value.end == newEnd - start
        else { return nil }
        switch (target.kind, value.kind) {
        case (.number, .number), (.string, .string): break
        default: return nil
        }
        return JSONValueEdit(target: target.start..<target.end, kind: value.kind, delta: delta)
    }

    /// This tree with `edit` made: the new value in place and, when `movingOffsets`, every offset
    /// after it moved, which gives the new text's parse. Without moving the offsets (which copies
    /// every node after the value) the values are the new parse's, the offsets the old text's:
    /// enough for validating and decoding, which never read offsets.
    package func applying(_ edit: JSONValueEdit, movingOffsets: Bool) -> JSONNode {
        var tree = self
        tree.patch(target: edit.target, with: edit.kind, delta: movingOffsets ? edit.delta : 0)
        return tree
    }

    /// The number or string node whose bytes hold all of `range` (in the text `offsets` maps
    /// this tree's offsets to), if any.
    private func scalar(spanning range: Range<Int>, offsets: JSONOffsetMap) -> JSONNode? {
        guard offsets.map(start) <= range.lowerBound, range.upperBound <= offsets.map(end) else { return nil }
        switch kind {
        case .number, .string:
            return self
        case .array(let items):
            // Items are in source order and disjoint: the first ending at or after the range.
            var lo = 0, hi = items.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if offsets.map(items[mid].end) < range.upperBound { lo = mid + 1 } else { hi = mid }
            }
            return lo < items.count ? items[lo].scalar(spanning: range, offsets: offsets) : nil
        case .object(let object):
            for member in object.members
            where offsets.map(member.value.start) <= range.lowerBound
                && range.upperBound <= offsets.map(member.value.end)
            {
                return member.value.scalar(spanning: range, offsets: offsets)
            }
            if case .node(let prototype) = object.prototype {
                return prototype.scalar(spanning: range, offsets: offsets)
            }
            return nil
        case .null, .bool:
            return nil
        }
    }

    /// Puts `newKind` in the scalar node spanning exactly `target` (old offsets) and moves every
    /// offset at or after its end by `delta` bytes.
    private mutating func patch(target: Range<Int>, with newKind: Kind, delta: Int) {
        if start == target.lowerBound, end == target.upperBound, !isContainer {
            kind = newKind
            end += delta
            return
        }
        // Wholly before the target, or after it with nothing to move.
        guard end >= target.upperBound, delta != 0 || start < target.upperBound else { return }
        if start >= target.upperBound { start += delta }
        end += delta
        switch kind {
        case .array(var items):
            kind = .null  // Leaves `items` the only reference, so it changes in place.
            var first = 0, hi = items.count
            while first < hi {
                let mid = (first + hi) / 2
                if items[mid].end < target.upperBound { first = mid + 1 } else { hi = mid }
            }
            for i in first..<items.count { items[i].patch(target: target, with: newKind, delta: delta) }
            kind = .array(items)
        case .object(var object):
            kind = .null
            object.updateMembers { keyStart, value in
                if keyStart >= target.upperBound { keyStart += delta }
                value.patch(target: target, with: newKind, delta: delta)
            }
            if case .node(var prototype) = object.prototype {
                object.prototype = .standard
                prototype.patch(target: target, with: newKind, delta: delta)
                object.prototype = .node(prototype)
            }
            kind = .object(object)
        case .null, .bool, .number, .string:
            break
        }
    }

    private var isContainer: Bool {
        switch kind {
        case .array, .object: return true
        case .null, .bool, .number, .string: return false
        }
    }
}

extension JSONNode {
    /// This tree with every offset (values' and keys') moved as `offsets` says: the tree of the
    /// text those edits made, for a tree whose values were changed in place.
    package func movingOffsets(_ offsets: JSONOffsetMap) -> JSONNode {
        var tree = self
        tree.move(offsets)
        return tree
    }

    private mutating func move(_ offsets: JSONOffsetMap) {
        start = offsets.map(start)
        end = offsets.map(end)
        switch kind {
        case .array(var items):
            kind = .null  // Leaves `items` the only reference, so it changes in place.
            for i in items.indices { items[i].move(offsets) }
            kind = .array(items)
        case .object(var object):
            kind = .null
            object.updateMembers { keyStart, value in
                keyStart = offsets.map(keyStart)
                value.move(offsets)
            }
            if case .node(var prototype) = object.prototype {
                object.prototype = .standard
                prototype.move(offsets)
                object.prototype = .node(prototype)
            }
            kind = .object(object)
        case .null, .bool, .number, .string:
            break
        }
    }
}
