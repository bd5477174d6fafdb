import CZlib

/// DEFLATE through the system zlib, framed by `windowBits` as zlib reads them (-15 a raw
/// stream, 15 a zlib stream with header and Adler-32): what `RawDeflate` and `ZlibStream` share.
enum ZlibCodec {
    /// Bytes inflated or deflated per call into zlib.
    private static let chunk = 16 * 1024

    /// `bytes` compressed at `level` (0 none … 9 best); empty when zlib cannot start.
    static func deflate(_ bytes: [UInt8], level: Int32, windowBits: Int32) -> [UInt8] {
        var stream = z_stream()
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY,
                ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return [] }
        defer { deflateEnd(&stream) }
        var input = bytes
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            var status = Z_OK
            while status != Z_STREAM_END {
                buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = CZlib.deflate(&stream, Z_FINISH)
                    out.append(contentsOf: target[0..<(target.count - Int(stream.avail_out))])
                }
                if status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR { break }
            }
        }
        return out
    }

    /// `bytes` inflated, stopping with `.tooLarge` as soon as the output would pass `limit` bytes
    /// (so a small bomb never takes more than `limit` bytes of memory).
    static func inflate(_ bytes: [UInt8], limit: Int, windowBits: Int32) throws(InflateError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .malformed("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var input = bytes
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        var failure: InflateError?
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            while true {
                var status = Z_OK
                var produced = 0
                buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    produced = target.count - Int(stream.avail_out)
                    if out.count + produced > limit {
                        failure = .tooLarge(limit: limit)
                    } else {
                        out.append(contentsOf: target[0..<produced])
                    }
                }
                if failure != nil { return }
                switch status {
                case Z_STREAM_END: return
                case Z_OK: continue
                case Z_BUF_ERROR:
                    // No progress possible: the input ended before the last block.
                    if produced == 0 { failure = .truncated; return }
                case Z_DATA_ERROR:
                    let reason = stream.msg.map { String(cString: $0) } ?? "invalid data"
                    failure = .malformed(reason)
                    return
                default:
                    failure = .malformed("zlib error \(status)")
                    return
                }
            }
        }
        if let failure { throw failure }
        return out
    }
}
