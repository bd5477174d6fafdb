/// A half-open range of UTF-8 byte offsets in a spec's text: `start..<end`.
public struct ByteRange: Sendable, Hashable, CustomStringConvertible {
    /// Offset of the first byte.
    public var start: Int
    /// Offset just past the last byte.
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// Bytes covered.
    public var length: Int { end - start }

    /// True when `offset` lies in `start..<end`.
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    /// True when the two ranges share at least one byte.
    public func overlaps(_ other: ByteRange) -> Bool { start < other.end && other.start < end }

    public var description: String { "\(start)..<\(end)" }
}

extension SpecProblem {
    /// `range`, or the empty range at the start of the text for a problem not placed.
    public var bytes: ByteRange { range ?? ByteRange(0, 0) }
}
