extension PNGFile {
    /// The bytes `write(_:to:)` puts in a file, made in memory (for a caller that writes them
    /// atomically itself): the same encoder, so the same bytes for the same image.
    ///
    /// - Throws: `ImageExportError.png` (the path in it is "memory") when zlib cannot start.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        try PNGEncoder.encode(image)
    }

    /// The image in the PNG file `bytes` (what `read(_:)` accepts); errors name the path "memory".
    static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        try PNGDecoder.decode(bytes, path: ImageExportError.memoryPath)
    }
}
