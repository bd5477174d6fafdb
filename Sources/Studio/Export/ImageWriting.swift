/// Writes images to files. The executable implements it with `AtomicImageWriter` over an
/// ImageExport encoder (PNG and GIF), so the Studio target stays free of codecs; tests use an
/// in-memory writer.
package protocol ImageWriting {
    /// Writes one PNG of premultiplied 0xAARRGGBB pixels, row-major from the top row.
    func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws
    /// Writes one looping animated GIF of premultiplied 0xAARRGGBB frames, frame k shown
    /// `delaysCentiseconds[k]` hundredths of a second.
    func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws
    /// Writes `bytes` (a Lottie or SVG export) as the whole file, atomically.
    func writeFile(_ bytes: [UInt8], path: String) throws
    /// `writePNG` and `writeGIF` as functions that may run off the main thread (a long GIF or
    /// sequence encodes there while the window goes on), or nil when this writer can only write
    /// on the calling thread.
    func backgroundWriter() -> BackgroundImageWriter?
}

/// `ImageWriting`'s PNG and GIF writes, callable on any thread.
package struct BackgroundImageWriter: Sendable {
    /// Writes one PNG (`ImageWriting.writePNG`'s arguments).
    let writePNG: @Sendable (_ width: Int, _ height: Int, _ pixels: [UInt32], _ path: String) throws -> Void
    /// Writes one looping GIF (`ImageWriting.writeGIF`'s arguments).
    let writeGIF:
        @Sendable (_ frames: [[UInt32]], _ width: Int, _ height: Int, _ delaysCentiseconds: [Int], _ path: String)
            throws -> Void
}

extension ImageWriting {
    /// None: the images are written on the calling thread.
    package func backgroundWriter() -> BackgroundImageWriter? { nil }

    /// Writes `bytes` with `AtomicFileWriter`; a failure is an `ExportWriteFailure` naming `path`.
    package func writeFile(_ bytes: [UInt8], path: String) throws {
        try ExportWriteFailure.writeAtomically(bytes, to: path)
    }
}
