import Foundation

/// A 1-based line and column in a text file.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// Line number, from 1.
    public var line: Int
    /// Column in Unicode scalars from the start of the line, from 1.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Maps UTF-8 byte offsets of a source text to lines and columns.
package struct SourceText: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The length of the text, in bytes.
    var byteCount: Int { bytes.count }

    /// Byte offset where each line of `bytes` starts: 0, then just past each line feed (found
    /// with `memchr`, about a byte a cycle, not a comparison per byte).
    package static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var at = 0
            while at < buffer.count, let found = memchr(base + at, 0x0A, buffer.count - at) {
                let next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(next)
                at = next
            }
        }
        return starts
    }

    package init(_ text: String) { self.init(Array(text.utf8)) }

    /// The text `bytes` whose lines start at `lineStarts` (0 first, then just past each line
    /// feed, in order), as a caller that keeps them across edits knows them.
    package init(_ bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// The line and column of byte `offset` (clamped to the text).
    package func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        var column = 1
        var i = start
        while i < offset {
            // Count scalars: continuation bytes do not start a new column.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { column -= 1 }
        return SourceLocation(line: lo + 1, column: column)
    }

    /// The text of line `line` (1-based) without its line break, or nil past the end.
    package func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
