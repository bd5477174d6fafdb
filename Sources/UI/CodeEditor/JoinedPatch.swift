/// Patches applied one after another, in any order, as one patch of the text from before the
/// first: the span from the lowest byte any of them touched to the highest, in the text before
/// (`lower..<upper`) and after (`lower..<upper + delta`).
struct JoinedPatch: Hashable, Sendable {
    /// The first byte touched; the text before it is the same before and after.
    private(set) var lower: Int
    /// The end of the span in the text from before; the text after it only moved.
    private(set) var upper: Int
    /// How much longer the span is now than it was, in bytes.
    private(set) var delta: Int

    /// Starts with `patch`, as applied.
    init(_ patch: TextPatch) {
        lower = patch.range.lowerBound
        upper = patch.range.upperBound
        delta = patch.lengthChange
    }

    /// Adds `patch`, its range in the text as it is after the patches joined so far.
    mutating func add(_ patch: TextPatch) {
        let end = upper + delta
        let newEnd = max(end, patch.range.upperBound) + patch.lengthChange
        upper = max(upper, patch.range.upperBound - delta)
        lower = min(lower, patch.range.lowerBound)
        delta = newEnd - upper
    }

    /// The one patch, with its replacement read from `bytes` (the text after every patch).
    func patch(in bytes: [UInt8]) -> TextPatch {
        TextPatch(range: lower..<upper, replacement: String(decoding: bytes[lower..<(upper + delta)], as: UTF8.self))
    }
}
