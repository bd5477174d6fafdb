/// Raw DEFLATE (RFC 1951: no zlib or gzip header) over the system zlib.
public enum RawDeflate {
    /// zlib's window bits for a raw stream (a 32 KiB window, no header).
    private static let rawWindowBits: Int32 = -15

    /// `bytes` compressed at `level` (0 none … 9 best; zlib's default is 6).
    public static func deflate(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8] {
        ZlibCodec.deflate(bytes, level: level, windowBits: rawWindowBits)
    }

    /// `bytes` inflated, stopping with `.tooLarge` as soon as the output would pass `limit` bytes
    /// (so a small bomb never takes more than `limit` bytes of memory).
    public static func inflate(_ bytes: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        try ZlibCodec.inflate(bytes, limit: limit, windowBits: rawWindowBits)
    }
}
