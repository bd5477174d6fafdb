import Glibc

/// How a client counts the characters of a line: UTF-16 code units (the Language Server
/// Protocol's default) or UTF-8 bytes (when both sides agree on it).
public enum PositionEncoding: String, Sendable, Hashable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// A place in a text as an editor names it: a line and a character on it, both from 0, the
/// character counted in the session's `PositionEncoding`.
public struct TextPosition: Sendable, Hashable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Converts between UTF-8 byte offsets and editor positions in one text. Lines end at `\n`,
/// `\r\n` or a lone `\r`, as the Language Server Protocol counts them.
public struct TextPositions: Sendable {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; line 0 starts at 0.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The positions of `bytes` whose line starts after each `\n` are `newlineStarts` (a
    /// `LineIndex`'s, shared rather than made again): taken as they are unless the text holds a
    /// lone `\r`, which ends a line too.
    public init(_ bytes: [UInt8], newlineStarts: [Int]) {
        self.bytes = bytes
        lineStarts = Self.hasLoneCarriageReturn(bytes) ? Self.lineStarts(of: bytes) : newlineStarts
    }

    /// True when a `\r` in `bytes` is not followed by `\n`.
    static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var from = 0
            while from < buffer.count, let found = memchr(base + from, 0x0D, buffer.count - from) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if at + 1 >= buffer.count || buffer[at + 1] != 0x0A { return true }
                from = at + 1
            }
            return false
        }
    }

    /// The offset where each line of `bytes` starts.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte == 0x0A {
                starts.append(i + 1)
            } else if byte == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// The byte offset just past line `line`'s last character (before its line break).
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The units a UTF-8 sequence starting with `lead` takes in `encoding` (0 for a
    /// continuation byte).
    @inline(__always)
    private static func units(ofLead lead: UInt8, in encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return 1 }
        if lead & 0xC0 == 0x80 { return 0 }
        return lead >= 0xF0 ? 2 : 1
    }

    /// The position of byte `offset` (clamped to the text; an offset inside a character counts
    /// from that character's start).
    public func position(ofOffset offset: Int, in encoding: PositionEncoding) -> TextPosition {
        let target = min(max(0, offset), bytes.count)
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        let end = min(target, contentEnd(ofLine: lo))
        if encoding == .utf8 { return TextPosition(line: lo, character: end - start) }
        var units = 0
        var i = start
        while i < end {
            units += Self.units(ofLead: bytes[i], in: encoding)
            i += 1
        }
        return TextPosition(line: lo, character: units)
    }

    /// The byte offset of `position`: a line past the last gives the text's end, a character
    /// past the line's end gives the line's end, and one inside a character (half of a UTF-16
    /// surrogate pair, a byte inside a UTF-8 sequence) gives that character's start.
    public func offset(of position: TextPosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var units = 0
        var i = start
        let wanted = max(0, position.character)
        while i < end {
            let lead = bytes[i]
            if lead & 0xC0 != 0x80 {
                let width = Self.units(ofLead: lead, in: .utf16)
                let step = encoding == .utf8 ? 1 : width
                if units + step > wanted { return i }
                units += step
            } else if encoding == .utf8 {
                // A byte inside a sequence: the position rounds back to the sequence's start.
                if units + 1 > wanted { return Self.sequenceStart(bytes, before: i, notBefore: start) }
                units += 1
            }
            i += 1
        }
        return end
    }

    /// The start of the UTF-8 sequence holding byte `i`.
    private static func sequenceStart(_ bytes: [UInt8], before i: Int, notBefore start: Int) -> Int {
        var j = i
        while j > start, bytes[j] & 0xC0 == 0x80 { j -= 1 }
        return j
    }
}
