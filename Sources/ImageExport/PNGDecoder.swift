import Compression

/// PNG bytes to straight RGBA8: 8-bit RGB (colour type 2) or RGBA (6), not interlaced, every
/// chunk's CRC checked. Anything else (other depths or colour types, Adam7, transparency chunks,
/// unknown critical chunks) is an `ImageExportError.png` that says what the file has.
enum PNGDecoder {
    /// The most pixels decoded (256 MiB of RGBA), so a header cannot ask for unbounded memory.
    static let maximumPixels = 1 << 26

    /// What IHDR says about the image.
    struct Header {
        var width: Int, height: Int
        /// Bytes per pixel in the file: 3 for RGB, 4 for RGBA.
        var channels: Int
    }

    /// The image in the PNG file `bytes`; `path` is what errors name.
    static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        func failure(_ reason: String) -> ImageExportError { .png(reason: reason, path: path) }
        guard bytes.starts(with: PNGChunk.signature) else { throw failure("not a PNG file (no PNG signature)") }
        var offset = PNGChunk.signature.count
        var header: Header?
        var imageData: [UInt8] = []
        var sawEnd = false
        while !sawEnd {
            guard bytes.count - offset >= 12 else { throw failure("the file ends before its IEND chunk") }
            let length = Int(PNGChunk.bigEndian(bytes, at: offset))
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= PNGChunk.maximumLength, bytes.count - offset - 12 >= length else {
                throw failure("chunk \(type) at byte \(offset) is cut short")
            }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = PNGChunk.bigEndian(bytes, at: offset + 8 + length)
            let computed = CRC32.checksum(data, continuing: CRC32.checksum(typeBytes))
            guard stored == computed else {
                throw failure("chunk \(type) at byte \(offset) has CRC \(hex(stored)); its bytes give \(hex(computed))")
            }
            if header == nil && type != "IHDR" { throw failure("the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil else { throw failure("a second IHDR chunk at byte \(offset)") }
                header = try readHeader(data, failure: failure)
            case "IDAT": imageData += data
            case "IEND": sawEnd = true
            case "PLTE": break  // a suggested palette for truecolour; unused
            case "tRNS": throw failure("transparency chunks (tRNS) are not supported")
            default:
                // Bit 5 of the first letter clear (upper case) marks a chunk a decoder must know.
                if typeBytes[0] & 0x20 == 0 { throw failure("unknown critical chunk \(type)") }
            }
            offset += 12 + length
        }
        guard let header else { throw failure("no IHDR chunk") }
        guard !imageData.isEmpty else { throw failure("no image data (IDAT)") }
        let filtered = try inflate(imageData, header: header, failure: failure)
        return try RGBAImage(
            width: header.width, height: header.height, pixels: unfilter(filtered, header: header, failure: failure))
    }

    /// IHDR's fields, checked against what this decoder reads.
    static func readHeader(_ data: [UInt8], failure: (String) -> ImageExportError) throws -> Header {
        guard data.count == 13 else { throw failure("IHDR holds \(data.count) bytes, not 13") }
        let width = Int(PNGChunk.bigEndian(data, at: 0)), height = Int(PNGChunk.bigEndian(data, at: 4))
        let side = 1...RGBAImage.maximumSide
        guard side.contains(width), side.contains(height) else {
            throw failure("size \(width)x\(height) is outside \(side.lowerBound)...\(side.upperBound) pixels")
        }
        guard width * height <= maximumPixels else {
            throw failure("\(width)x\(height) pixels are more than the \(maximumPixels) this reader decodes")
        }
        let (depth, colorType) = (data[8], data[9])
        guard depth == 8 else { throw failure("bit depth \(depth) is not supported (only 8)") }
        guard colorType == 2 || colorType == 6 else {
            throw failure("colour type \(colorType) is not supported (only 2, RGB, and 6, RGBA)")
        }
        guard data[10] == 0, data[11] == 0 else {
            throw failure("compression method \(data[10]) or filter method \(data[11]) is not 0")
        }
        guard data[12] == 0 else { throw failure("interlace method \(data[12]) is not supported (only 0, none)") }
        return Header(width: width, height: height, channels: colorType == 6 ? 4 : 3)
    }

    /// The filtered rows: the IDAT zlib stream inflated to exactly the size the header gives.
    static func inflate(
        _ imageData: [UInt8], header: Header, failure: (String) -> ImageExportError
    ) throws -> [UInt8] {
        let expected = header.height * (1 + header.width * header.channels)
        let filtered: [UInt8]
        do {
            filtered = try ZlibStream.inflate(imageData, limit: expected)
        } catch .malformed(let reason) {
            throw failure("the image data is not a valid zlib stream: \(reason)")
        } catch .truncated {
            throw failure("the image data's zlib stream is cut short")
        } catch .tooLarge {
            throw failure("the image data inflates to more than the \(expected) bytes its size needs")
        }
        guard filtered.count == expected else {
            throw failure("the image data inflates to \(filtered.count) bytes, not the \(expected) its size needs")
        }
        return filtered
    }

    /// RGBA8 pixels from the filtered rows (each a filter type byte and the row's bytes).
    static func unfilter(
        _ filtered: [UInt8], header: Header, failure: (String) -> ImageExportError
    ) throws -> [UInt8] {
        let channels = header.channels, rowBytes = header.width * channels
        var rows = filtered
        var pixels = [UInt8](repeating: 255, count: header.width * header.height * 4)
        let zeroRow = [UInt8](repeating: 0, count: rowBytes)
        var badFilter: (row: Int, type: UInt8)?
        rows.withUnsafeMutableBufferPointer { rows in
            zeroRow.withUnsafeBufferPointer { zeros in
                pixels.withUnsafeMutableBufferPointer { pixels in
                    for y in 0..<header.height {
                        let line = rows.baseAddress! + y * (1 + rowBytes)
                        guard let filter = PNGRowFilter(rawValue: line[0]) else {
                            badFilter = (y, line[0])
                            return
                        }
                        let above = y == 0 ? UnsafePointer(zeros.baseAddress!) : UnsafePointer(line - rowBytes)
                        filter.reconstruct(line + 1, above: above, count: rowBytes, bytesPerPixel: channels)
                        let out = pixels.baseAddress! + y * header.width * 4
                        for x in 0..<header.width {
                            for channel in 0..<channels { out[x * 4 + channel] = line[1 + x * channels + channel] }
                        }
                    }
                }
            }
        }
        if let badFilter {
            throw failure("row \(badFilter.row) has filter type \(badFilter.type), not 0 to 4")
        }
        return pixels
    }

    /// `value` as 0x and 8 hexadecimal digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
