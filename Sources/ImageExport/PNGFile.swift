/// PNG files of straight RGBA8 images, with our own encoder and decoder on zlib: 8-bit RGBA
/// out; 8-bit RGB or RGBA, not interlaced, in.
public enum PNGFile {
    /// Writes `image` to `path` as an RGBA PNG, replacing any file there.
    ///
    /// The output is a function of the pixels only (no time stamps): the same image gives the
    /// same bytes, those of `encode(_:)`.
    ///
    /// - Throws: `ImageExportError.file` naming the failing POSIX call, its error text and `path`
    ///   (for example when the directory does not exist).
    public static func write(_ image: RGBAImage, to path: String) throws {
        try WholeFile.replace(path, with: try PNGEncoder.encode(image))
    }

    /// Reads the PNG at `path` as straight RGBA8 (an RGB file's pixels opaque).
    ///
    /// - Throws: `ImageExportError.file` when the file cannot be read; `ImageExportError.png`
    ///   naming `path` and what is wrong or unsupported (a bad CRC, a cut-short file, a bit depth,
    ///   colour type or interlace other than 8-bit RGB or RGBA without interlace).
    public static func read(_ path: String) throws -> RGBAImage {
        try PNGDecoder.decode(try WholeFile.contents(of: path), path: path)
    }
}
