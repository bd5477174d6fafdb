import CSDL2
import Graphics

/// The window's own framebuffer (`SDL_GetWindowSurface`), presented rect by rect with
/// `SDL_UpdateWindowSurfaceRects`: a frame costs a copy of its dirty pixels and nothing for the
/// rest of the window.
///
/// On X11 it is an image in memory shared with the X server (`SDLVideo` sets
/// `SDL_FRAMEBUFFER_ACCELERATION` to 0 there, so SDL does not emulate it with an OpenGL texture
/// that would go through Mesa's software renderer on machines without a GPU). Other drivers
/// get SDL's own choice. SDL frees the surface when the window's size changes: every use asks
/// for the current one, and a new surface is sent whole on its first present.
@MainActor
final class WindowSurface {
    /// The window, kept alive as long as the surface.
    let window: SDLWindow
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    /// The memory of `surface` when it was last seen.
    private var pixels: UnsafeMutableRawPointer?
    /// True when the next surface SDL gives is to count as new whatever its addresses.
    private var mayHaveBeenMadeAgain = false
    /// The surface's size in pixels.
    private(set) var width = 0, height = 0
    /// Counts the surfaces seen: it changes when SDL made a new one (after a resize).
    private(set) var generation = 0
    /// True when the next present must send the whole window: a new surface, or the window was
    /// exposed (uncovered, shown again) and the screen lost what it showed.
    var needsFullPresent = true

    /// The surface of `window`.
    ///
    /// - Throws: `SDLHostError.call("SDL_GetWindowSurface", ...)` when the window has none.
    init(window: SDLWindow) throws(SDLHostError) {
        self.window = window
        try refresh()
    }

    /// The current surface's pixel format, e.g. `SDL_PIXELFORMAT_RGB888`.
    var formatName: String {
        guard let format = surface?.pointee.format?.pointee.format else { return "none" }
        return String(cString: SDL_GetPixelFormatName(format))
    }

    /// Asks SDL for the current surface (a new one after a resize) and notes its size. A surface
    /// whose description, memory or size moved is a new generation: the old memory is freed.
    ///
    /// - Throws: `SDLHostError.call("SDL_GetWindowSurface", ...)`.
    func refresh() throws(SDLHostError) {
        SDL_ClearError()
        guard let current = SDL_GetWindowSurface(window.handle) else { throw .sdl("SDL_GetWindowSurface") }
        let w = Int(current.pointee.w), h = Int(current.pointee.h)
        guard
            mayHaveBeenMadeAgain || current != surface || current.pointee.pixels != pixels || w != width
                || h != height
        else { return }
        mayHaveBeenMadeAgain = false
        surface = current
        pixels = current.pointee.pixels
        width = w
        height = h
        generation += 1
        needsFullPresent = true
    }

    /// Makes the next `refresh` count a new generation. After a size change SDL frees the
    /// surface and its memory and makes another, which may land at the same addresses with the
    /// same size and hold nothing drawn (a window grown back to its smallest size, say).
    func invalidate() { mayHaveBeenMadeAgain = true }

    /// The surface's memory, for a framebuffer to draw in place (see `Framebuffer.drawDirectly`),
    /// when it is `width` × `height` pixels of 0xAARRGGBB or 0xXXRRGGBB with rows of no padding
    /// and needs no locking; nil otherwise. Valid until the surface changes (`generation`).
    func directPixels(width: Int, height: Int) -> UnsafeMutableBufferPointer<UInt32>? {
        guard let surface, let format = surface.pointee.format?.pointee,
            format.format == SDL_PIXELFORMAT_ARGB8888.rawValue || format.format == SDL_PIXELFORMAT_RGB888.rawValue,
            width == self.width, height == self.height, Int(surface.pointee.pitch) == width * 4,
            surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let pixels = surface.pointee.pixels
        else { return nil }
        return UnsafeMutableBufferPointer(start: pixels.assumingMemoryBound(to: UInt32.self), count: width * height)
    }

    /// Copies `rects` (device pixels) of `pixels`, a `pixelsWidth` × `pixelsHeight` opaque
    /// premultiplied 0xAARRGGBB framebuffer with no row padding, into the surface and shows
    /// them; with `needsFullPresent`, the whole framebuffer instead. Pixels that are the surface's
    /// own memory (`directPixels`) are shown without a copy. Returns the bytes presented.
    ///
    /// - Throws: `SDLHostError.call(...)` naming the SDL call that failed.
    func present(
        _ pixels: UnsafeBufferPointer<UInt32>, width pixelsWidth: Int, height pixelsHeight: Int,
        rects: [IntRect]
    ) throws(SDLHostError) -> Int {
        try refresh()
        guard let surface, let format = surface.pointee.format?.pointee else { throw .sdl("SDL_GetWindowSurface") }
        let bounds = IntRect(x: 0, y: 0, width: min(width, pixelsWidth), height: min(height, pixelsHeight))
        let wanted = needsFullPresent ? [bounds] : rects
        let clipped = wanted.compactMap { $0.intersection(bounds) }
        guard !clipped.isEmpty else { return 0 }
        SDL_ClearError()
        guard SDL_LockSurface(surface) == 0 else { throw .sdl("SDL_LockSurface") }
        let pitch = Int(surface.pointee.pitch)
        var copied = 0
        if let target = surface.pointee.pixels, UnsafeRawPointer(target) == UnsafeRawPointer(pixels.baseAddress) {
            copied = clipped.reduce(0) { $0 + $1.width * $1.height * Int(format.BytesPerPixel) }
        } else if let target = surface.pointee.pixels {
            let direct =
                format.format == SDL_PIXELFORMAT_ARGB8888.rawValue || format.format == SDL_PIXELFORMAT_RGB888.rawValue
            for r in clipped {
                if direct {
                    PixelRectCopy.copy(
                        r, from: pixels, sourceWidth: pixelsWidth, sourceHeight: pixelsHeight,
                        to: target, destinationWidth: width, destinationHeight: height, pitch: pitch)
                } else if let base = pixels.baseAddress {
                    _ = SDL_ConvertPixels(
                        Int32(r.width), Int32(r.height), SDL_PIXELFORMAT_ARGB8888.rawValue,
                        base + r.y * pixelsWidth + r.x, Int32(pixelsWidth * 4), format.format,
                        target + r.y * pitch + r.x * Int(format.BytesPerPixel), Int32(pitch))
                }
                copied += r.width * r.height * Int(format.BytesPerPixel)
            }
        }
        SDL_UnlockSurface(surface)
        var sdlRects = clipped.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        guard SDL_UpdateWindowSurfaceRects(window.handle, &sdlRects, Int32(sdlRects.count)) == 0 else {
            throw .sdl("SDL_UpdateWindowSurfaceRects")
        }
        needsFullPresent = false
        return copied
    }
}
