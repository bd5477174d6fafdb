import Export
import Graphics
import ImageExport
import LoaderKitCore
import LoaderKitDrawing
import Render

/// What the studio draws and encodes its exports with, the same code `render` uses: the
/// Export module's rasterizers and ImageExport's PNG and GIF files. Tests may pass others.
extension StudioApp {
    /// Render draws `evaluator` at spec time `time` into a square of `size` pixels (element i
    /// in `colors[i % count]`), transparent around it; nothing for a size the export limits do
    /// not allow.
    package static let exportRasterize: Rasterizer = { evaluator, time, size, colors in
        guard ExportBudget.sizeRange.contains(size) else { return [] }
        let rasterizer = IndicatorRasterizer(
            evaluator: evaluator, size: size, color: colors.first ?? IndicatorRasterizer.defaultColor,
            colors: colors.count > 1 ? colors : [])
        return rasterizer.frame(at: time).pixels
    }

    /// `render --progress`'s drawing of a design's options and child at a scale, in a palette,
    /// over a background.
    package static let exportProgressRasterize: ProgressImageSourceMaker = {
        options, child, scale, palette, background in
        let rasterizer = try ProgressRasterizer(
            options: options, scale: scale, palette: palette, background: background, child: child)
        return ProgressImageSource(width: rasterizer.width, height: rasterizer.height) { state in
            rasterizer.frame(state).pixels
        }
    }
}

/// The studio's image encoder: PNG files and looping animated GIFs from ImageExport, encoded in
/// memory for `AtomicImageWriter` to write.
package struct ExportImageEncoder: ImageEncoding {
    package init() {}

    package func pngBytes(width: Int, height: Int, premultipliedARGB32: [UInt32]) throws -> [UInt8] {
        try PNGFile.encode(try RGBAImage(width: width, height: height, premultipliedARGB32: premultipliedARGB32))
    }

    package func gifBytes(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int]) throws -> [UInt8] {
        let images = try frames.map { try RGBAImage(width: width, height: height, premultipliedARGB32: $0) }
        return try GIFFile.encode(try GIFAnimation(frames: images, delaysCentiseconds: delaysCentiseconds))
    }
}
