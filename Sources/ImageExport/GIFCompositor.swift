import CGIF

/// Composes a decoded GIF's images into full frames, as a browser shows them.
///
/// The canvas starts transparent (0, 0, 0, 0). Each image is drawn at its offset, skipping its
/// transparent index; the canvas is then the frame. Afterwards the image's disposal applies:
/// "restore to background" clears its rectangle to transparent, "restore to previous" puts back
/// the canvas from before it, anything else leaves it in place.
enum GIFCompositor {
    static func frames(of reader: GIFReader, path: String) throws -> [RGBAImage] {
        let (width, height) = (reader.width, reader.height)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [RGBAImage] = []
        frames.reserveCapacity(reader.imageCount)
        for index in 0..<reader.imageCount {
            let image = reader.image(index)
            let control = reader.graphicsControl(index)
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            let desc = image.ImageDesc
            guard let map = desc.ColorMap ?? reader.handle.pointee.SColorMap, let colors = map.pointee.Colors else {
                throw ImageExportError.gif(call: "DGifSlurp", message: "image \(index) has no colour table", path: path)
            }
            let rect = Rect(
                left: Int(desc.Left), top: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height),
                canvasWidth: width, canvasHeight: height)
            if let raster = image.RasterBits {
                draw(
                    raster, rect: rect, colors: colors, colorCount: Int(map.pointee.ColorCount),
                    transparent: Int(control.TransparentColor), canvas: &canvas, canvasWidth: width)
            }
            frames.append(try RGBAImage(width: width, height: height, pixels: canvas))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                for y in rect.rows {
                    for x in rect.columns {
                        let i = (y * width + x) * 4
                        canvas[i] = 0; canvas[i + 1] = 0; canvas[i + 2] = 0; canvas[i + 3] = 0
                    }
                }
            } else if let saved {
                canvas = saved
            }
        }
        return frames
    }

    /// An image rectangle: its origin and row length, and its part inside the canvas.
    private struct Rect {
        let left: Int, top: Int, width: Int
        let rows: Range<Int>, columns: Range<Int>

        init(left: Int, top: Int, width: Int, height: Int, canvasWidth: Int, canvasHeight: Int) {
            self.left = left
            self.top = top
            self.width = width
            rows = max(0, top)..<max(max(0, top), min(canvasHeight, top + height))
            columns = max(0, left)..<max(max(0, left), min(canvasWidth, left + width))
        }
    }

    private static func draw(
        _ raster: UnsafeMutablePointer<GifByteType>, rect: Rect,
        colors: UnsafeMutablePointer<GifColorType>, colorCount: Int, transparent: Int,
        canvas: inout [UInt8], canvasWidth: Int
    ) {
        for y in rect.rows {
            for x in rect.columns {
                let index = Int(raster[(y - rect.top) * rect.width + (x - rect.left)])
                guard index != transparent, index < colorCount else { continue }
                let color = colors[index]
                let i = (y * canvasWidth + x) * 4
                canvas[i] = color.Red
                canvas[i + 1] = color.Green
                canvas[i + 2] = color.Blue
                canvas[i + 3] = 255
            }
        }
    }
}
