import LoaderKitCore

/// Turns tree edits and spec operations into the smallest text edits, in the file's own style.
public enum SpecEditor {
    /// The smallest text edits for `edit` in `bytes`.
    public static func textEdits(for edit: SpecEdit, in bytes: [UInt8]) throws(SpecEditError) -> [SpecTextEdit] {
        try textEdits(for: edit, in: bytes, keepingOneLineContainers: false)
    }

    /// `textEdits(for:in:)`; `keepingOneLineContainers` keeps the one-line containers of a value
    /// moved from elsewhere in the file as they are written.
    static func textEdits(for edit: SpecEdit, in bytes: [UInt8], keepingOneLineContainers: Bool) throws(SpecEditError)
        -> [SpecTextEdit]
    {
        let tree = try validTree(bytes)
        var lowering = EditLowering(tree: tree, style: SpecTextStyle(tree: tree))
        lowering.keepsOneLineContainers = keepingOneLineContainers
        return try lowering.lower(edit).compactMap { $0.trimmed(against: bytes) }
    }

    /// The tree of `bytes`, which must be one JSON value.
    static func validTree(_ bytes: [UInt8]) throws(SpecEditError) -> SpecSyntaxTree {
        do {
            _ = try JSONParser.parse(bytes)
        } catch {
            throw SpecEditError(.notApplicable, "the text is not JSON: \(error.reason)")
        }
        return SpecSyntaxTree(bytes)
    }
}

extension SpecTextEdit {
    /// The one edit that turns `old` into `new`: the span between their common prefix and
    /// suffix, on whole characters (nil when they are equal). A caret outside the span stays.
    public static func difference(from old: [UInt8], to new: [UInt8]) -> SpecTextEdit? {
        SpecTextEdit(range: 0..<old.count, replacement: new).trimmed(against: old)
    }

    /// The edit without the bytes its replacement shares with the text at its start and end
    /// (cut at character boundaries); nil when it changes nothing.
    func trimmed(against bytes: [UInt8]) -> SpecTextEdit? {
        var lo = range.lowerBound, hi = range.upperBound
        var rLo = 0, rHi = replacement.count
        while lo < hi, rLo < rHi, bytes[lo] == replacement[rLo] { lo += 1; rLo += 1 }
        while lo < hi, rLo < rHi, bytes[hi - 1] == replacement[rHi - 1] { hi -= 1; rHi -= 1 }
        // Back off to UTF-8 character boundaries (never start or end inside a character).
        func isContinuation(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
        while lo > range.lowerBound, lo < bytes.count, isContinuation(bytes[lo]) { lo -= 1; rLo -= 1 }
        while hi < range.upperBound, hi < bytes.count, isContinuation(bytes[hi]) { hi += 1; rHi += 1 }
        if lo == hi, rLo == rHi { return nil }
        return SpecTextEdit(range: lo..<hi, replacement: Array(replacement[rLo..<rHi]))
    }
}
