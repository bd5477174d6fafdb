import ImageExport
import Studio

/// The studio's image writer over ImageExport: PNG files and looping animated GIFs.
struct ImageExportWriter: ImageWriting {
    func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {
        let image = try RGBAImage(width: width, height: height, premultipliedARGB32: premultipliedARGB32)
        try PNGFile.write(image, to: path)
    }

    func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {
        let images = try frames.map { try RGBAImage(width: width, height: height, premultipliedARGB32: $0) }
        try GIFFile.write(try GIFAnimation(frames: images, delaysCentiseconds: delaysCentiseconds), to: path)
    }
}
