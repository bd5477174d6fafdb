import CSDL2

/// One SDL window: resizable, HiDPI-aware (`SDL_WINDOW_ALLOW_HIGHDPI`), destroyed in deinit.
///
/// Sizes are in window units: pixels on X11, the compositor's units where the platform scales
/// (Wayland); the size in pixels is the window surface's (`WindowSurface`).
public final class SDLWindow {
    let handle: OpaquePointer
    /// The video subsystem, kept alive as long as the window.
    public let video: SDLVideo

    /// Creates a centred, resizable window of `width` × `height` window units.
    ///
    /// - Parameters:
    ///   - minimumSize: the smallest size the user can drag the window to, in window units.
    ///   - hidden: create it without showing it.
    /// - Throws: `SDLHostError.call("SDL_CreateWindow", ...)`.
    public init(
        video: SDLVideo, title: String, width: Int, height: Int,
        minimumSize: (width: Int, height: Int) = (640, 480), hidden: Bool = false
    ) throws(SDLHostError) {
        self.video = video
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let centred = loaderstudio_window_pos_centered()
        SDL_ClearError()
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags) else {
            throw .sdl("SDL_CreateWindow")
        }
        handle = window
        self.minimumSize = minimumSize
        SDL_SetWindowMinimumSize(window, Int32(minimumSize.width), Int32(minimumSize.height))
    }

    /// The smallest size, in window units.
    public var minimumSize: (width: Int, height: Int) {
        didSet { SDL_SetWindowMinimumSize(handle, Int32(minimumSize.width), Int32(minimumSize.height)) }
    }

    /// Grows the window back to `minimumSize` when something made it smaller (a window manager
    /// that ignores the hint, or none at all); true when it had to.
    @discardableResult
    func enforceMinimumSize() -> Bool {
        let (w, h) = size
        guard w < minimumSize.width || h < minimumSize.height else { return false }
        SDL_SetWindowSize(handle, Int32(max(w, minimumSize.width)), Int32(max(h, minimumSize.height)))
        return true
    }

    deinit { SDL_DestroyWindow(handle) }

    /// The window's id, as found in window events.
    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// The size in window units.
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Resizes the window to `width` × `height` window units.
    public func resize(width: Int, height: Int) {
        SDL_SetWindowSize(handle, Int32(width), Int32(height))
    }

    /// The title bar text.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }

    /// The refresh rate of the display the window is on, in hertz (60 when unknown).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(handle)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }
}
