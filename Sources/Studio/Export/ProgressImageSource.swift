import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// A progress design's images at one size, made by the executable over Render (as `render
/// --progress` draws, through LoaderStudioCLI's `ProgressRasterizer`): the image size in pixels
/// and a function from a state to the image's premultiplied 0xAARRGGBB pixels, row-major from
/// the top. (LoaderKitCore's `ProgressDrawing` is the geometry's commands, before any pixel.)
package struct ProgressImageSource {
    package let width: Int
    package let height: Int
    package let frame: @MainActor (ProgressState) -> [UInt32]

    package init(width: Int, height: Int, frame: @escaping @MainActor (ProgressState) -> [UInt32]) {
        self.width = width
        self.height = height
        self.frame = frame
    }
}

/// Makes the images of a design's options with its child, at `scale` pixels per unit, in
/// `palette`, over `background` (nil: transparent); throws when the image would be too large.
package typealias ProgressImageSourceMaker =
    @MainActor (
        _ options: ProgressOptions, _ child: ProgressDesign.Child,
        _ scale: Double, _ palette: ProgressPalette,
        _ background: Color?
    ) throws -> ProgressImageSource
