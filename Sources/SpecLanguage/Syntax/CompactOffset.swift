/// Byte offsets and node indices of the syntax tree and its tokens, stored in 32 bits so a
/// large text's tree takes half the memory. Enough for texts up to 4 GiB (spec files are read
/// up to 8 MiB); a larger value saturates (wrong ranges past 4 GiB, never a trap).
enum CompactOffset {
    /// A byte offset or count (never negative).
    static func offset(_ value: Int) -> UInt32 { UInt32(clamping: value) }

    /// A node index, or -1 for none.
    static func index(_ value: Int) -> Int32 { Int32(clamping: value) }
}
