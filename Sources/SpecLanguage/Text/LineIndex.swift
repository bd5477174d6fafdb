import LoaderKitCore

/// Converts between UTF-8 byte offsets and 1-based lines and columns, counting columns the way
/// `loader-studio validate` prints them (Unicode scalars from the start of the line, a leading
/// byte order mark not counted): the conversion itself is LoaderKitCore's `SourceText`.
public struct LineIndex: Sendable {
    private let source: SourceText
    private let bytes: [UInt8]
    /// Byte offset where each line starts; line 1 starts at 0.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let starts = SourceText.lineStarts(of: bytes)
        source = SourceText(bytes, lineStarts: starts)
        lineStarts = starts
    }

    /// The index of `newBytes`, which is `previous`'s text with `edit` applied: the lines
    /// before the edit kept, those after it moved by the edit's change in length, and the line
    /// feeds of the replacement added, without reading the rest of the text. Equal to
    /// `LineIndex(newBytes)`.
    init(_ previous: LineIndex, after edit: SpecTextEdit, giving newBytes: [UInt8]) {
        bytes = newBytes
        let old = previous.lineStarts
        let lower = edit.range.lowerBound, upper = edit.range.upperBound, delta = edit.lengthChange
        // Starts at or before the edit stay; those just past a removed line feed go.
        var kept = 0, hi = old.count
        while kept < hi {
            let mid = (kept + hi) / 2
            if old[mid] <= lower { kept = mid + 1 } else { hi = mid }
        }
        var after = kept
        hi = old.count
        while after < hi {
            let mid = (after + hi) / 2
            if old[mid] <= upper { after = mid + 1 } else { hi = mid }
        }
        var starts: [Int] = []
        starts.reserveCapacity(old.count + edit.replacement.count)
        starts += old[0..<kept]
        for (k, byte) in edit.replacement.enumerated() where byte == 0x0A { starts.append(lower + k + 1) }
        if delta == 0 {
            starts += old[after...]
        } else {
            for start in old[after...] { starts.append(start + delta) }
        }
        lineStarts = starts
        source = SourceText(newBytes, lineStarts: starts)
    }

    /// LoaderKitCore's line table of the same text (made once, with this index).
    package var sourceText: SourceText { source }

    /// Lines in the text (a text without a line break has one).
    public var lineCount: Int { lineStarts.count }

    /// The line and column of `offset` (clamped to the text), as `validate` prints them.
    public func location(ofOffset offset: Int) -> SourceLocation { source.location(ofOffset: offset) }

    /// The 1-based line holding byte `offset` (clamped to the text).
    public func line(ofOffset offset: Int) -> Int {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The byte offset of `location` (the inverse of `location(ofOffset:)`), clamped to its line
    /// and to the text.
    public func offset(of location: SourceLocation) -> Int {
        let line = max(1, min(location.line, lineStarts.count))
        var i = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = min(3, bytes.count) }
        var column = 1
        while i < lineEnd, column < location.column {
            i += 1
            while i < lineEnd, bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        return i
    }
}
