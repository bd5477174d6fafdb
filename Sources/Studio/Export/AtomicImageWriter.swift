/// Writes exports atomically: each image is encoded in memory first, then written by
/// `AtomicFileWriter` (a temporary file in the target's folder, synced, renamed over it), so a
/// failure or a kill part way never leaves a torn file at the target, and a file that was there
/// stays whole until the new one replaces it. A failure is an `ExportWriteFailure` naming the
/// file.
package struct AtomicImageWriter: ImageWriting {
    let encoder: ImageEncoding

    package init(encoder: ImageEncoding) { self.encoder = encoder }

    package func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try encoder.pngBytes(width: width, height: height, premultipliedARGB32: premultipliedARGB32)
        } catch {
            throw ExportWriteFailure(path: path, reason: "the PNG could not be encoded (\(error))")
        }
        try ExportWriteFailure.writeAtomically(bytes, to: path)
    }

    package func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {
        try Self.writeGIF(encoder, frames, width, height, delaysCentiseconds, path)
    }

    /// The encoder's PNG and GIF written atomically, on whatever thread calls them.
    package func backgroundWriter() -> BackgroundImageWriter? {
        let writer = self
        return BackgroundImageWriter(
            writePNG: { width, height, pixels, path in
                try writer.writePNG(width: width, height: height, premultipliedARGB32: pixels, path: path)
            },
            writeGIF: { frames, width, height, delays, path in
                try Self.writeGIF(writer.encoder, frames, width, height, delays, path)
            })
    }

    private static func writeGIF(
        _ encoder: ImageEncoding, _ frames: [[UInt32]], _ width: Int, _ height: Int, _ delays: [Int], _ path: String
    ) throws {
        let bytes: [UInt8]
        do {
            bytes = try encoder.gifBytes(frames: frames, width: width, height: height, delaysCentiseconds: delays)
        } catch {
            throw ExportWriteFailure(path: path, reason: "the GIF could not be encoded (\(error))")
        }
        try ExportWriteFailure.writeAtomically(bytes, to: path)
    }
}
