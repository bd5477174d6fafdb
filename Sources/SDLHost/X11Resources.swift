import CX11

/// The X server's resource database: the RESOURCE_MANAGER property of the root window, where
/// `xrdb` and desktops put `Xft.dpi`. SDL2 does not expose it, so Xlib reads it directly.
public enum X11Resources {
    /// The database text of the X display named `display` (nil: `DISPLAY`), read through a
    /// connection opened and closed for it; nil when no X server answers or the property is
    /// unset. It is read once: a later change shows on the next start.
    public static func read(display: String? = nil) -> String? {
        guard let connection = XOpenDisplay(display) else { return nil }
        defer { XCloseDisplay(connection) }
        return XResourceManagerString(connection).map { String(cString: $0) }
    }
}
