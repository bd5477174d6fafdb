import Graphics
import Render
import SDLHost

/// The window's framebuffer, drawn by the `Render` rasterizer: a persistent `Pixmap` of its own,
/// or, once the host hands it the window surface's memory (`drawDirectly`), that memory, so a
/// frame is drawn where it is shown and never copied. Only the dirty rects of each frame are
/// redrawn (the window root's list clips itself to them); a dirty rect of
/// `TiledRenderer.minimumTiledArea` pixels or more (a 2x window's page, a resize) is drawn in
/// bands on every core.
@MainActor
final class PixmapFramebuffer: Framebuffer {
    /// The image of its own (1 × 1 while drawing into the window's memory).
    private var own: Pixmap
    /// The window's memory it draws into, and its size, when drawing directly.
    private var direct: (pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int)?
    private let renderer = TiledRenderer()

    /// A framebuffer of `width` × `height` device pixels (each clamped to 1...32768).
    init(width: Int, height: Int) {
        own = Self.image(width: width, height: height)
    }

    private static func image(width: Int, height: Int) -> Pixmap {
        Pixmap(width: min(max(1, width), 32768), height: min(max(1, height), 32768))!
    }

    var width: Int { direct?.width ?? own.width }
    var height: Int { direct?.height ?? own.height }

    /// True while it draws into the window's memory.
    var drawsDirectly: Bool { direct != nil }

    /// The pixels drawn so far: its own image, or a copy of the window's memory.
    var pixmap: Pixmap {
        guard let direct else { return own }
        var copy = Self.image(width: direct.width, height: direct.height)
        copy.pixels.withUnsafeMutableBufferPointer { target in
            target.baseAddress!.update(from: direct.pixels.baseAddress!, count: target.count)
        }
        return copy
    }

    func resize(width: Int, height: Int) {
        direct = nil
        own = Self.image(width: width, height: height)
    }

    func drawDirectly(into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) -> Bool {
        guard (1...32768).contains(width), (1...32768).contains(height), pixels.baseAddress != nil,
            pixels.count >= width * height
        else { return false }
        direct = (pixels, width, height)
        own = Self.image(width: 1, height: 1)
        return true
    }

    func render(_ list: DisplayList, dirty: [IntRect]) {
        // The bounds of the dirty rects: nothing outside them draws (the list clips itself). The
        // largest rect's area, not the bounds' nor the sum's, says whether the bands pay: they
        // do for a large redraw (a resize, a scroll, a 2x page), not for many small rects (the
        // Gallery's 48 cards, whose frame costs a tenth more CPU in bands: a band cuts the shapes
        // on its edges in two and keeps masks of its own).
        guard var bounds = dirty.first else { return }
        for rect in dirty.dropFirst() { bounds = bounds.union(rect) }
        let area = dirty.reduce(0) { max($0, $1.area) }
        if let direct {
            renderer.render(
                list, into: direct.pixels, width: direct.width, height: direct.height, clip: bounds, drawnArea: area)
        } else {
            renderer.render(list, into: &own, clip: bounds, drawnArea: area)
        }
    }

    /// A frame the window root recorded.
    func render(_ frame: (list: DisplayList, dirty: [IntRect])) { render(frame.list, dirty: frame.dirty) }

    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        if let direct {
            body(UnsafeBufferPointer(rebasing: direct.pixels[0..<(direct.width * direct.height)]))
        } else {
            own.pixels.withUnsafeBufferPointer(body)
        }
    }
}
