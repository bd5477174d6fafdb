import Graphics
import Render
import SDLHost

/// The window's framebuffer: a persistent `Pixmap` drawn by the `Render` rasterizer. Only the
/// dirty rects of each frame are redrawn (the window root's list clips itself to them).
@MainActor
final class PixmapFramebuffer: Framebuffer {
    private(set) var pixmap: Pixmap
    private let renderer = Renderer()

    /// A framebuffer of `width` × `height` device pixels (each clamped to 1...32768).
    init(width: Int, height: Int) {
        pixmap = Pixmap(width: min(max(1, width), 32768), height: min(max(1, height), 32768))!
    }

    var width: Int { pixmap.width }
    var height: Int { pixmap.height }

    func resize(width: Int, height: Int) {
        pixmap = Pixmap(width: min(max(1, width), 32768), height: min(max(1, height), 32768))!
    }

    func render(_ list: DisplayList) { renderer.render(list, into: &pixmap) }

    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        pixmap.pixels.withUnsafeBufferPointer(body)
    }
}
