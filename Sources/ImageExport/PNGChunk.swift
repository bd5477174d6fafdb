import Compression

/// A PNG chunk's framing (PNG specification, clause 5.3): a 4-byte big-endian data length, a
/// 4-letter type, the data, and the CRC-32 of the type and the data.
enum PNGChunk {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The longest chunk data the format allows, in bytes (2³¹ − 1).
    static let maximumLength = Int(Int32.max)

    /// Appends the chunk `type` (4 ASCII letters) holding `data` to `file`.
    static func append(_ type: String, _ data: ArraySlice<UInt8>, to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4 && data.count <= maximumLength, "bad PNG chunk")
        appendBigEndian(UInt32(data.count), to: &file)
        file += typeBytes
        file += data
        appendBigEndian(CRC32.checksum(Array(data), continuing: CRC32.checksum(typeBytes)), to: &file)
    }

    /// Appends `value` as 4 bytes, most significant first.
    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The 4 bytes at `offset` of `bytes` read most significant first.
    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
