/// Encodes images to the bytes of their files; the executable implements it with ImageExport
/// (its PNG encoder on zlib, giflib), so the Studio target stays free of codecs.
package protocol ImageEncoding: Sendable {
    /// The bytes of one PNG of premultiplied 0xAARRGGBB pixels, row-major from the top row.
    func pngBytes(width: Int, height: Int, premultipliedARGB32: [UInt32]) throws -> [UInt8]
    /// The bytes of one looping animated GIF of premultiplied 0xAARRGGBB frames, frame k shown
    /// `delaysCentiseconds[k]` hundredths of a second.
    func gifBytes(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int]) throws -> [UInt8]
}
