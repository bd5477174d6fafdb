import CSDL2
import Graphics

/// A streaming `SDL_PIXELFORMAT_ARGB8888` texture the size of the drawable, updated rect by rect
/// from a premultiplied 0xAARRGGBB framebuffer (the `Pixmap` layout: no row padding).
public final class SDLTexture {
    let handle: OpaquePointer
    /// The renderer, kept alive as long as the texture.
    public let renderer: SDLRenderer
    /// Size in pixels.
    public let width: Int, height: Int

    /// Creates the texture, `width` × `height` pixels.
    ///
    /// - Throws: `SDLHostError.call("SDL_CreateTexture", ...)`.
    public init(renderer: SDLRenderer, width: Int, height: Int) throws(SDLHostError) {
        self.renderer = renderer
        self.width = width
        self.height = height
        SDL_ClearError()
        guard let texture = SDL_CreateTexture(renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(width), Int32(height)) else {
            throw .sdl("SDL_CreateTexture")
        }
        handle = texture
        // The framebuffer is opaque: copy it, do not blend it.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    }

    deinit { SDL_DestroyTexture(handle) }

    /// Uploads the pixels of `rects` (device pixels; clipped to the texture) from a framebuffer
    /// of the texture's size, one `SDL_UpdateTexture` per rect.
    ///
    /// - Throws: `SDLHostError.call("SDL_UpdateTexture", ...)`.
    public func update(from pixels: UnsafeBufferPointer<UInt32>, rects: [IntRect]) throws(SDLHostError) {
        precondition(pixels.count >= width * height, "framebuffer smaller than the texture")
        guard let base = pixels.baseAddress else { return }
        let bounds = IntRect(x: 0, y: 0, width: width, height: height)
        for rect in rects {
            guard let r = rect.intersection(bounds) else { continue }
            var sdlRect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            let start = UnsafeRawPointer(base + r.y * width + r.x)
            guard SDL_UpdateTexture(handle, &sdlRect, start, Int32(width * 4)) == 0 else { throw .sdl("SDL_UpdateTexture") }
        }
    }
}
