/// Why inflating a DEFLATE stream (raw or zlib-wrapped) stopped.
public enum InflateError: Error, Equatable, Sendable {
    /// The data is not a valid stream (zlib's reason, when it gives one; a zlib stream's
    /// Adler-32 mismatch is one).
    case malformed(String)
    /// The stream ends before its last block.
    case truncated
    /// The inflated data would pass `limit` bytes.
    case tooLarge(limit: Int)
}
