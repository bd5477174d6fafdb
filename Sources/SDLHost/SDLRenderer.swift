import CSDL2

/// An SDL renderer for a window: accelerated with vsync when the system has one, SDL's software
/// renderer otherwise. `SDL_HINT_RENDER_DRIVER` (the `SDL_RENDER_DRIVER` variable) picks a
/// driver by name, as SDL documents.
public final class SDLRenderer {
    let handle: OpaquePointer
    /// The window, kept alive as long as the renderer.
    public let window: SDLWindow
    /// The driver's name ("opengl", "opengles2", "software", ...).
    public let driverName: String
    /// True when SDL granted vsync: `present()` then waits for the display's refresh.
    public let hasVSync: Bool
    /// True for a hardware-accelerated renderer.
    public let isAccelerated: Bool

    /// Creates the renderer: accelerated + vsync first, then software.
    ///
    /// - Throws: `SDLHostError.call("SDL_CreateRenderer", ...)` when neither works.
    public init(window: SDLWindow) throws(SDLHostError) {
        self.window = window
        SDL_ClearError()
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        let software = SDL_RENDERER_SOFTWARE.rawValue
        guard let renderer = SDL_CreateRenderer(window.handle, -1, accelerated)
                ?? SDL_CreateRenderer(window.handle, -1, software) else {
            throw .sdl("SDL_CreateRenderer")
        }
        handle = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        driverName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        isAccelerated = info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
    }

    deinit { SDL_DestroyRenderer(handle) }

    /// The drawable size in device pixels.
    ///
    /// - Throws: `SDLHostError.call("SDL_GetRendererOutputSize", ...)`.
    public func outputSize() throws(SDLHostError) -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &w, &h) == 0 else { throw .sdl("SDL_GetRendererOutputSize") }
        return (Int(w), Int(h))
    }

    /// Copies the whole texture to the whole drawable and shows it (waiting for the refresh when
    /// `hasVSync`).
    ///
    /// - Throws: `SDLHostError.call("SDL_RenderCopy", ...)`.
    public func present(_ texture: SDLTexture) throws(SDLHostError) {
        guard SDL_RenderCopy(handle, texture.handle, nil, nil) == 0 else { throw .sdl("SDL_RenderCopy") }
        SDL_RenderPresent(handle)
    }
}
