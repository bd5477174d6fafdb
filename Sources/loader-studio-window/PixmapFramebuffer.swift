import Graphics
import Render
import SDLHost

/// The window's framebuffer: a persistent `Pixmap` drawn by the `Render` rasterizer. Only the
/// dirty rects of each frame are redrawn (the window root's list clips itself to them); dirty
/// rects of `TiledRenderer.minimumTiledArea` pixels or more (a 2x window's page, a resize) are
/// drawn in bands on every core.
@MainActor
final class PixmapFramebuffer: Framebuffer {
    private(set) var pixmap: Pixmap
    private let renderer = TiledRenderer()

    /// A framebuffer of `width` × `height` device pixels (each clamped to 1...32768).
    init(width: Int, height: Int) {
        pixmap = Pixmap(width: min(max(1, width), 32768), height: min(max(1, height), 32768))!
    }

    var width: Int { pixmap.width }
    var height: Int { pixmap.height }

    func resize(width: Int, height: Int) {
        pixmap = Pixmap(width: min(max(1, width), 32768), height: min(max(1, height), 32768))!
    }

    func render(_ list: DisplayList, dirty: [IntRect]) {
        // The bounds of the dirty rects: nothing outside them draws (the list clips itself), and
        // their area, not the bounds', says whether the bands pay.
        guard var bounds = dirty.first else { return }
        for rect in dirty.dropFirst() { bounds = bounds.union(rect) }
        let area = dirty.reduce(0) { $0 + $1.area }
        renderer.render(list, into: &pixmap, clip: bounds, drawnArea: area)
    }

    /// A frame the window root recorded.
    func render(_ frame: (list: DisplayList, dirty: [IntRect])) { render(frame.list, dirty: frame.dirty) }

    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        pixmap.pixels.withUnsafeBufferPointer(body)
    }
}
