extension GIFFile {
    /// The bytes `write(_:to:)` puts in a file, made in memory (for a caller that writes them
    /// atomically itself): the same encoder, so the same bytes for the same animation.
    ///
    /// - Throws: `ImageExportError.gif` naming the failing giflib call (the path in it is
    ///   "memory").
    public static func encode(_ animation: GIFAnimation) throws -> [UInt8] {
        let sink = GIFByteSink()
        let writer = try GIFWriter(sink: sink)
        do {
            try encode(animation, with: writer)
        } catch {
            try? writer.finish()
            throw error
        }
        return sink.bytes
    }
}

/// Collects what a giflib encoder writes.
final class GIFByteSink {
    var bytes: [UInt8] = []
}
