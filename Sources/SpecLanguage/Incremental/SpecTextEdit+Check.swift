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
        return old.withUnsafeBufferPointer { o in
            new.withUnsafeBufferPointer { n in
                o[0..<range.lowerBound].elementsEqual(n[0..<range.lowerBound])
                    && n[range.lowerBound..<(range.lowerBound + replacement.count)].elementsEqual(replacement)
                    && o[range.upperBound...].elementsEqual(n[(n.count - tail)...])
            }
        }
    }
}
