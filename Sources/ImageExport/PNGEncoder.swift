import Compression

/// Straight RGBA8 images to PNG bytes (8-bit truecolour with alpha, colour type 6, no
/// interlace): the signature, IHDR, the zlib stream of the filtered rows in IDAT chunks, IEND.
/// The bytes depend on the pixels only (no time, text or gamma chunks).
enum PNGEncoder {
    /// Bytes per pixel: R, G, B, A at 8 bits.
    static let bytesPerPixel = 4
    /// zlib's compression level for the image data (its default: 6 of 0…9).
    static let compressionLevel: Int32 = 6
    /// The most image data one IDAT chunk holds, in bytes.
    static let idatChunkBytes = 1 << 20

    /// The PNG file of `image`.
    ///
    /// - Throws: `ImageExportError.png` (path "memory") when zlib cannot start.
    static func encode(_ image: RGBAImage) throws -> [UInt8] {
        let compressed = ZlibStream.deflate(filteredRows(image), level: compressionLevel)
        guard !compressed.isEmpty else {
            throw ImageExportError.png(reason: "zlib could not start compressing", path: ImageExportError.memoryPath)
        }
        var file = PNGChunk.signature
        file.reserveCapacity(compressed.count + 64 + compressed.count / idatChunkBytes * 12)
        PNGChunk.append("IHDR", header(width: image.width, height: image.height)[...], to: &file)
        for start in stride(from: 0, to: compressed.count, by: idatChunkBytes) {
            PNGChunk.append("IDAT", compressed[start..<min(start + idatChunkBytes, compressed.count)], to: &file)
        }
        PNGChunk.append("IEND", [], to: &file)
        return file
    }

    /// IHDR's 13 bytes: width, height, bit depth 8, colour type 6 (RGBA), compression 0,
    /// filter method 0, no interlace.
    static func header(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        PNGChunk.appendBigEndian(UInt32(width), to: &bytes)
        PNGChunk.appendBigEndian(UInt32(height), to: &bytes)
        return bytes + [8, 6, 0, 0, 0]
    }

    /// Every row as its filter type byte and the row filtered by it, the filter being the one
    /// whose output has the least sum of magnitudes (the first of equals, `none` before the
    /// others).
    static func filteredRows(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * bytesPerPixel
        var out = [UInt8](repeating: 0, count: image.height * (1 + rowBytes))
        var scratch = [UInt8](repeating: 0, count: rowBytes * PNGRowFilter.allCases.count)
        let zeroRow = [UInt8](repeating: 0, count: rowBytes)
        image.pixels.withUnsafeBufferPointer { pixels in
            zeroRow.withUnsafeBufferPointer { zeros in
                scratch.withUnsafeMutableBufferPointer { candidates in
                    out.withUnsafeMutableBufferPointer { target in
                        for y in 0..<image.height {
                            let row = pixels.baseAddress! + y * rowBytes
                            let above = y == 0 ? zeros.baseAddress! : row - rowBytes
                            var best = PNGRowFilter.none, bestSum = Int.max
                            for filter in PNGRowFilter.allCases {
                                let candidate = candidates.baseAddress! + Int(filter.rawValue) * rowBytes
                                let sum = filter.filter(
                                    row, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel,
                                    into: candidate)
                                if sum < bestSum { (best, bestSum) = (filter, sum) }
                            }
                            let line = target.baseAddress! + y * (1 + rowBytes)
                            line[0] = best.rawValue
                            (line + 1).update(
                                from: candidates.baseAddress! + Int(best.rawValue) * rowBytes, count: rowBytes)
                        }
                    }
                }
            }
        }
        return out
    }
}
