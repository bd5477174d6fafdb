import ImageExport
import Studio

/// The studio's image encoder over ImageExport: PNG files and looping animated GIFs, encoded in
/// memory for `AtomicImageWriter` to write.
struct ImageExportEncoder: ImageEncoding {
    func pngBytes(width: Int, height: Int, premultipliedARGB32: [UInt32]) throws -> [UInt8] {
        try PNGFile.encode(try RGBAImage(width: width, height: height, premultipliedARGB32: premultipliedARGB32))
    }

    func gifBytes(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int]) throws -> [UInt8] {
        let images = try frames.map { try RGBAImage(width: width, height: height, premultipliedARGB32: $0) }
        return try GIFFile.encode(try GIFAnimation(frames: images, delaysCentiseconds: delaysCentiseconds))
    }
}
