import CSDL2

/// SDL's video subsystem (with events), initialised for as long as this object lives, with the
/// window surface chosen for presenting (see `WindowSurface`).
///
/// Windows keep a reference to it, so it is shut down only after the last window is gone.
public final class SDLVideo {
    /// The name of the video driver SDL picked ("x11", "wayland", "dummy", "offscreen", ...).
    public let driver: String

    /// Initialises `SDL_INIT_VIDEO | SDL_INIT_EVENTS`.
    ///
    /// - Throws: `SDLHostError.call("SDL_InitSubSystem", ...)` when no video driver works.
    public init() throws(SDLHostError) {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // A click that focuses the window also reaches the control under the pointer.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // The close button is a request the app may answer with a question (unsaved text): SDL
        // must not follow it with SDL_QUIT on its own (see `HostWindow.onCloseRequest`).
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        SDL_ClearError()
        guard SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw .sdl("SDL_InitSubSystem") }
        driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        // X11 windows present through the X server's shared-memory image: SDL's default there
        // emulates the window surface with an OpenGL texture, which without a GPU sends the
        // whole window through Mesa's software renderer every frame. Other drivers have no
        // framebuffer of their own in SDL 2 and keep SDL's choice. The environment variable
        // SDL_FRAMEBUFFER_ACCELERATION still overrides this.
        if driver == "x11" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    }

    deinit { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }

    /// True when the driver shows nothing on a screen ("dummy" or "offscreen").
    public var isHeadless: Bool { driver == "dummy" || driver == "offscreen" }

    /// The size of the first display without the desktop's panels, in window units; nil when
    /// headless or unknown.
    var usableSize: (width: Int, height: Int)? {
        var rect = SDL_Rect()
        guard !isHeadless, SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return (Int(rect.w), Int(rect.h))
    }
}
