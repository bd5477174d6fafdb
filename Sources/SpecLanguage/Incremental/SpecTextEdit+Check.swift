import LoaderKitCore

extension SpecTextEdit {
    /// This edit as LoaderKitCore's check memo reads it (see `SpecCheckMemo`).
    var checkEdit: SpecCheckMemo.Edit { SpecCheckMemo.Edit(range: range, replacementCount: replacement.count) }

    /// The change in the text's length, in bytes.
    var lengthChange: Int { replacement.count - range.count }

    /// True when `new` is `old` with this edit applied (checked byte for byte).
    func turns(_ old: [UInt8], into new: [UInt8]) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= old.count, new.count == old.count + lengthChange else {
            return false
        }
        let tail = old.count - range.upperBound
        return old.withUnsafeBytes { o in
            new.withUnsafeBytes { n in
                Self.equal(o, 0, n, 0, count: range.lowerBound)
                    && n[range.lowerBound..<(range.lowerBound + replacement.count)].elementsEqual(replacement)
                    && Self.equal(o, range.upperBound, n, n.count - tail, count: tail)
            }
        }
    }

    /// True when `count` bytes of `a` from `i` equal those of `b` from `j`, compared eight at a time.
    private static func equal(
        _ a: UnsafeRawBufferPointer, _ i: Int, _ b: UnsafeRawBufferPointer, _ j: Int, count: Int
    ) -> Bool {
        var k = 0
        while k + 8 <= count {
            if a.loadUnaligned(fromByteOffset: i + k, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: j + k, as: UInt64.self)
            {
                return false
            }
            k += 8
        }
        while k < count {
            if a[i + k] != b[j + k] { return false }
            k += 1
        }
        return true
    }
}
