import UI

/// How the host window starts.
public struct HostConfiguration: Sendable {
    /// The title bar text.
    public var title = "LoaderStudio"
    /// The window's size, in points.
    public var width = 1280, height = 800
    /// The smallest size the user can give the window, in points.
    public var minimumWidth = 640, minimumHeight = 480
    /// The theme the window starts with.
    public var theme: Theme = .light
    /// Reduced motion (the app reads the desktop's preference; see `DesktopMotionSetting`).
    public var motionPreference: MotionPreference = .standard
    /// Create the window without showing it.
    public var hidden = false
    /// What decides the UI scale (device pixels per point) besides the platform's own ratio.
    public var scale = DisplayScale.Preferences()

    public init(
        title: String = "LoaderStudio", width: Int = 1280, height: Int = 800, theme: Theme = .light,
        motionPreference: MotionPreference = .standard, hidden: Bool = false
    ) {
        self.title = title
        self.width = width
        self.height = height
        self.theme = theme
        self.motionPreference = motionPreference
        self.hidden = hidden
    }
}
