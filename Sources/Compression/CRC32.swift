import CZlib

/// The CRC-32 of ISO 3309 and ITU-T V.42 (polynomial 0xEDB88320 reflected, as PNG, gzip and
/// zip use it), from the system zlib.
public enum CRC32 {
    /// The CRC-32 of `bytes`, continuing from `crc` (the CRC of the bytes before them; 0 for
    /// none), so `checksum(b, continuing: checksum(a))` is the CRC of `a + b`.
    public static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var value = UInt(crc)
            var start = 0
            // zlib takes at most UInt32.max bytes a call.
            while start < buffer.count {
                let count = min(buffer.count - start, Int(UInt32.max))
                value = CZlib.crc32(value, buffer.baseAddress! + start, UInt32(count))
                start += count
            }
            return UInt32(truncatingIfNeeded: value)
        }
    }
}
