import Foundation
import XCTest

/// A PNG reader that shares no code with ImageExport: Python's `struct` and `zlib` (CRC-32 and
/// inflate) and the specification's unfiltering, written again in Python. It prints the image as
/// JSON: the chunk types, whether every CRC matched, the size, IHDR's fields, each row's filter
/// type and the RGBA bytes in hexadecimal.
enum IndependentPNGReader {
    struct Result: Decodable {
        var chunks: [String]
        var crcsMatch: Bool
        var width: Int, height: Int, depth: Int, colorType: Int, interlace: Int
        var filters: [Int]
        var pixels: String
        /// The inflated IDAT stream (filter bytes and filtered rows) in hexadecimal.
        var inflated: String
    }

    static let script = """
        import json, struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "signature"
        offset, chunks, match, idat = 8, [], True, b""
        while offset < len(data):
            length, = struct.unpack(">I", data[offset:offset + 4])
            kind = data[offset + 4:offset + 8]
            body = data[offset + 8:offset + 8 + length]
            crc, = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
            match = match and crc == (zlib.crc32(kind + body) & 0xFFFFFFFF)
            chunks.append(kind.decode("ascii"))
            if kind == b"IHDR":
                width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if kind == b"IDAT":
                idat += body
            offset += 12 + length
        raw = zlib.decompress(idat)
        step = 4 if color == 6 else 3
        stride = width * step
        previous, rows, filters = bytearray(stride), [], []
        for y in range(height):
            kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            filters.append(kind)
            for i in range(stride):
                a = line[i - step] if i >= step else 0
                b = previous[i]
                c = previous[i - step] if i >= step else 0
                if kind == 0:
                    guess = 0
                elif kind == 1:
                    guess = a
                elif kind == 2:
                    guess = b
                elif kind == 3:
                    guess = (a + b) // 2
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    guess = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + guess) % 256
            rows.append(bytes(line))
            previous = line
        print(json.dumps({"chunks": chunks, "crcsMatch": match, "width": width, "height": height,
                          "depth": depth, "colorType": color, "interlace": interlace, "filters": filters,
                          "pixels": b"".join(rows).hex(), "inflated": raw.hex()}))
        """

    /// The independent reading of the PNG at `path`; fails the test (never skips) when python3
    /// cannot be run.
    static func read(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail(
                "python3 could not read \(path) (status \(process.terminationStatus)): \(complaint)", file: file,
                line: line)
            throw CocoaError(.fileReadCorruptFile)
        }
        return try JSONDecoder().decode(Result.self, from: printed)
    }
}

/// `bytes` as lower-case hexadecimal, two digits a byte.
func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}

/// The CRC-32 of PNG (reflected polynomial 0xEDB88320), bit by bit, sharing nothing with zlib.
func bitwiseCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// The chunks of a PNG file: type, data, stored CRC, and where the chunk starts (its length
/// field). Stops at the end of the bytes; no checks beyond the framing.
func pngChunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8], crc: UInt32, offset: Int)] {
    func word(_ at: Int) -> UInt32 { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
    var chunks: [(type: String, data: [UInt8], crc: UInt32, offset: Int)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(word(offset))
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        chunks.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)]), word(offset + 8 + length), offset))
        offset += 12 + length
    }
    return chunks
}

/// A PNG file from chunks given as (type, data), each framed with its length and bitwise CRC.
func pngFile(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func word(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> UInt32($0) & 0xFF) } }
    for (type, data) in chunks {
        let body = Array(type.utf8) + data
        file += word(UInt32(data.count)) + body + word(bitwiseCRC32(body))
    }
    return file
}

/// IHDR's 13 bytes for `width` x `height` with the given depth, colour type and interlace.
func ihdr(width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
    let size = [width, height].flatMap { side in [24, 16, 8, 0].map { UInt8(side >> $0 & 0xFF) } }
    return size + [depth, colorType, 0, 0, interlace]
}
