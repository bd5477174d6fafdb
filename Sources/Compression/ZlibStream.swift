/// zlib streams (RFC 1950: a two-byte header, DEFLATE data, the Adler-32 of the data), as PNG's
/// image data is, over the system zlib.
public enum ZlibStream {
    /// zlib's window bits for a zlib-wrapped stream with a 32 KiB window.
    private static let zlibWindowBits: Int32 = 15

    /// `bytes` compressed at `level` (0 none … 9 best; zlib's default is 6); empty only when zlib
    /// cannot start (a zlib stream is never empty).
    public static func deflate(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        ZlibCodec.deflate(bytes, level: level, windowBits: zlibWindowBits)
    }

    /// `bytes` inflated and their Adler-32 checked, stopping with `.tooLarge` as soon as the
    /// output would pass `limit` bytes.
    public static func inflate(_ bytes: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        try ZlibCodec.inflate(bytes, limit: limit, windowBits: zlibWindowBits)
    }
}
