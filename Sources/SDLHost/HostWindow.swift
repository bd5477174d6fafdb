import CSDL2
import Graphics
import LoaderKitCore
import UI

/// A window on screen showing a `WindowRoot`: the SDL window and its surface, cursors,
/// clipboard and fonts, and the frame loop (`run()`, in `HostWindow+Loop.swift`).
///
/// Layout is in points; the framebuffer and the window surface are the window's size in device
/// pixels. The scale (pixels per point) comes from `HostConfiguration.scale` (`DisplayScale`),
/// else from the platform's ratio of surface pixels to window units. Where the platform does not
/// scale (X11), the window opens at points × scale pixels and pointer positions are divided by
/// it. Each frame rasterizes the dirty rects into the framebuffer and copies and presents only
/// those rects (`WindowSurface`).
@MainActor
public final class HostWindow {
    /// The view tree shown; set its `contentView` to the app's content.
    public let root: WindowRoot
    /// SDL's video subsystem.
    public let video: SDLVideo
    /// The SDL window.
    public let window: SDLWindow
    /// The text engine over SDL2_ttf, nil when no font could be opened (the root then measures
    /// with `FixedWidthTextEngine`).
    public let textEngine: SDLTextEngine?
    let framebuffer: Framebuffer
    let cursors: SDLCursors
    /// The window's own framebuffer, where frames are presented.
    let surface: WindowSurface
    /// The `surface.generation` whose memory the framebuffer draws in, when it does (see
    /// `Framebuffer.drawDirectly`; nil while it draws into an image of its own, whose pixels
    /// each frame copies to the surface).
    private var directGeneration: Int?
    /// The `surface.generation` the layout and framebuffer were last sized for.
    var syncedSurfaceGeneration = 0
    var translator = EventTranslator()
    /// False once `quit()` was called or the window was closed.
    public internal(set) var isRunning = false
    /// Frames drawn and presented since the window opened.
    public internal(set) var framesPresented = 0
    /// Bytes copied to the window surface since the window opened (the pixels presented).
    public internal(set) var bytesPresented = 0
    /// False while the window is hidden or minimised: nothing ticks or draws then.
    public internal(set) var isShown = true
    /// Advances the content by `dt` seconds each frame; nil ticks `root`. An app that does more
    /// per frame than its window (the studio picks up file changes) sets it.
    public var onTick: (@MainActor (Double) -> Void)?
    /// Reads the desktop's reduced-motion preference (e.g. `DesktopMotionSetting.read`); the
    /// host calls it whenever the window gains focus and sets `root.motionPreference`, so a
    /// change made in the desktop's settings applies on return. nil keeps what the app set.
    public var readMotionPreference: (@MainActor () -> MotionPreference)?
    /// While true (a test asks for it on the control channel) the loop neither ticks nor draws
    /// on its own, so what the screen shows holds still while it is compared with the
    /// framebuffer; input and control requests are still handled.
    public var isHeld = false
    /// Called when the user asks to close the window (its close button); nil closes it at once.
    /// An app with unsaved work asks the user, then calls `quit()` (or not).
    public var onCloseRequest: (@MainActor () -> Void)?
    /// The test-only control channel whose requests the loop answers between frames, if any.
    public var controlChannel: ControlChannel?
    /// Answers one control request line with one line (JSON).
    public var onControlRequest: (@MainActor (String) -> String)?
    /// The watcher thread of `wake(whenReadable:)`.
    var fileWaker: FileDescriptorWaker?

    /// Opens the window.
    ///
    /// - Parameters:
    ///   - configuration: title, size, theme and motion preference.
    ///   - video: the video subsystem (see `DisplayEnvironment` for checking it is a real display).
    ///   - framebuffer: where frames are rasterized.
    ///   - textEngine: the fonts; nil measures and draws with `FixedWidthTextEngine`.
    ///   - root: the view tree to show, made by the app (with this window's text engine and an
    ///     `SDLClipboard`); nil makes one from `configuration`'s theme and motion preference.
    /// - Throws: `SDLHostError` naming the SDL call that failed.
    public init(
        configuration: HostConfiguration, video: SDLVideo, framebuffer: Framebuffer,
        textEngine: SDLTextEngine?, root: WindowRoot? = nil
    ) throws(SDLHostError) {
        self.video = video
        scalePreferences = configuration.scale
        // Window units are pixels unless the platform scales: open at points × the chosen scale,
        // or at the largest scale that fits the smallest window on the screen.
        var factor = configuration.scale.explicit?.value ?? 1
        let minimumPoints = (configuration.minimumWidth, configuration.minimumHeight)
        if let usable = video.usableSize,
            let fitted = DisplayScale.fitting(factor, minimum: minimumPoints, usable: usable)
        {
            scaleLowered = ScaleLowered(asked: factor, fitted: fitted, minimum: minimumPoints, usable: usable)
            scaleCap = fitted
            factor = fitted
        }
        let units = { (points: Int) in Self.windowUnits(points, perPoint: factor) }
        let minimum = (units(configuration.minimumWidth), units(configuration.minimumHeight))
        var size = (units(configuration.width), units(configuration.height))
        if let usable = video.usableSize {
            // A size saved at a smaller scale may not fit the screen at this one.
            size = (min(size.0, max(usable.width, minimum.0)), min(size.1, max(usable.height, minimum.1)))
        }
        window = try SDLWindow(
            video: video, title: configuration.title, width: size.0, height: size.1,
            minimumSize: minimum, hidden: configuration.hidden)
        surface = try WindowSurface(window: window)
        cursors = SDLCursors(video: video)
        self.framebuffer = framebuffer
        self.textEngine = textEngine
        self.root =
            root
            ?? WindowRoot(
                textEngine: textEngine ?? FixedWidthTextEngine(), clipboard: SDLClipboard(video: video),
                theme: configuration.theme, motionPreference: configuration.motionPreference)
        let ratio = try platformRatio()
        if configuration.scale.explicit != nil && ratio > 1.0001 {
            // The platform scales the window by `ratio` itself: ask for fewer units.
            window.minimumSize = (
                Self.windowUnits(minimum.0, perPoint: 1 / ratio), Self.windowUnits(minimum.1, perPoint: 1 / ratio)
            )
            window.resize(
                width: Self.windowUnits(size.0, perPoint: 1 / ratio),
                height: Self.windowUnits(size.1, perPoint: 1 / ratio))
        }
        try syncSize()
    }

    /// Ends `run()` after the current frame.
    public func quit() { isRunning = false }

    /// The title bar text (the app's words, e.g. "• drag.json — LoaderStudio"); set only when it
    /// changes, so an app may set it on every refresh.
    public var title: String {
        get { window.title }
        set { if newValue != window.title { window.title = newValue } }
    }

    /// Wakes the loop when `descriptor` becomes readable (e.g. an inotify fd): the loop then
    /// ticks (`onTick` with 0 s, which must read the descriptor dry) and redraws what changed,
    /// even while it was blocked waiting for input. Replaces an earlier watch; returns false when
    /// no watcher thread could be started.
    @discardableResult
    public func wake(whenReadable descriptor: Int32) -> Bool { wake(whenReadable: [descriptor]) }

    /// Brings the window above the others and asks for the input focus (a second studio's
    /// files just came in).
    public func raise() { SDL_RaiseWindow(window.handle) }

    /// `wake(whenReadable:)` for several descriptors: any one readable wakes the loop.
    @discardableResult
    public func wake(whenReadable descriptors: [Int32]) -> Bool {
        fileWaker?.stop()
        fileWaker = FileDescriptorWaker(descriptors: descriptors)
        return fileWaker != nil
    }

    /// Stops watching the descriptor given to `wake(whenReadable:)`.
    func stopWaking() {
        fileWaker?.stop()
        fileWaker = nil
    }

    /// Advances the content by `dt` seconds: `onTick`, else the root.
    func advance(dt: Double) {
        if let onTick { onTick(dt) } else { root.tick(dt: dt) }
    }

    /// What decides the scale besides the platform's ratio.
    let scalePreferences: DisplayScale.Preferences
    /// The largest scale the smallest window fits the screen at, when the chosen one did not.
    private(set) var scaleCap: Double?
    /// The chosen scale lowered to fit the screen, for the app to say once (nil when it was not).
    public private(set) var scaleLowered: ScaleLowered?

    /// A scale lowered from `asked` to `fitted` (pixels per point) so the smallest window fits
    /// the screen: the numbers the app says it with, in its language.
    public struct ScaleLowered: Sendable, Equatable {
        public let asked: Double
        public let fitted: Double
        /// The smallest window at the asked scale, in pixels.
        public let windowWidth: Int, windowHeight: Int
        /// The screen's usable pixels.
        public let screenWidth: Int, screenHeight: Int

        /// The lowering for a smallest window of `minimum` points on a screen of `usable` pixels.
        nonisolated init(asked: Double, fitted: Double, minimum: (Int, Int), usable: (width: Int, height: Int)) {
            self.asked = asked
            self.fitted = fitted
            windowWidth = HostWindow.windowUnits(minimum.0, perPoint: asked)
            windowHeight = HostWindow.windowUnits(minimum.1, perPoint: asked)
            screenWidth = usable.width
            screenHeight = usable.height
        }
    }
    /// The device scale and where it came from.
    public private(set) var displayScale = DisplayScale(1, source: .standard)
    /// The device scale: surface pixels per point.
    public var scale: Double { displayScale.value }

    /// How frames reach the screen, e.g. "window surface SDL_PIXELFORMAT_RGB888".
    public var presentationName: String {
        "window surface \(surface.formatName)" + (directGeneration != nil ? ", drawn in place" : "")
    }

    /// True when a frame has something to show: the root is dirty, or the window must be sent
    /// whole again (new surface, exposed).
    var needsPresent: Bool { root.needsDisplay || surface.needsFullPresent }

    /// `points` × `perPoint`, rounded, as a window size (at least 1).
    nonisolated static func windowUnits(_ points: Int, perPoint: Double) -> Int {
        CheckedInt.clamped(Double(points) * perPoint, to: 1...32768)
    }

    /// Surface pixels per window unit (1 on X11, the output's scale where the platform scales).
    func platformRatio() -> Double {
        let units = window.size
        let ratio = units.width > 0 ? Double(surface.width) / Double(units.width) : 1
        return ratio.isFinite && ratio > 0 ? ratio : 1
    }

    /// Reads the window and surface sizes, lays the root out in points (surface pixels over the
    /// scale) at the new scale, and, redrawing everything, hands the framebuffer a new surface's
    /// memory to draw in (when the surface's format and size allow and the framebuffer accepts),
    /// or reallocates the framebuffer's own image when the pixel size changed.
    func syncSize() throws(SDLHostError) {
        window.enforceMinimumSize()
        // Whatever the surface's addresses, its memory may be new: hand it over and draw it whole.
        surface.invalidate()
        try surface.refresh()
        syncedSurfaceGeneration = surface.generation
        let ratio = platformRatio()
        displayScale = scalePreferences.resolve(platformRatio: ratio)
        if let cap = scaleCap, displayScale.value > cap { displayScale.value = cap }
        translator.pointsPerWindowUnit = ratio / scale
        let pixels = (width: surface.width, height: surface.height)
        textEngine?.measuringScale = scale
        let points = Size(Double(max(1, pixels.width)) / scale, Double(max(1, pixels.height)) / scale)
        root.handle(.resize(points, scale: scale))
        let (w, h) = root.pixelSize
        if directGeneration != surface.generation, let pixels = surface.directPixels(width: w, height: h),
            framebuffer.drawDirectly(into: pixels, width: w, height: h)
        {
            // The new surface's memory holds nothing yet: draw everything there.
            directGeneration = surface.generation
            root.setNeedsDisplayAll()
        } else if directGeneration.map({ $0 != surface.generation }) ?? false || framebuffer.width != w
            || framebuffer.height != h
        {
            directGeneration = nil
            framebuffer.resize(width: w, height: h)
            root.setNeedsDisplayAll()
        }
    }

    /// Records the root's dirty region, rasterizes it, copies the dirty rects to the window
    /// surface and presents them (the whole window after a resize or an expose). Returns false
    /// when nothing changed (nothing is copied or presented then).
    @discardableResult
    func drawFrame() throws(SDLHostError) -> Bool {
        // A resize SDL already applied, whose event is still queued, shows here first.
        try surface.refresh()
        if surface.generation != syncedSurfaceGeneration { try syncSize() }
        let frame = root.recordFrame()
        guard !frame.dirty.isEmpty || surface.needsFullPresent else { return false }
        if !frame.dirty.isEmpty { framebuffer.render(frame.list, dirty: frame.dirty) }
        var result: Result<Int, SDLHostError> = .success(0)
        framebuffer.withPixels { pixels in
            result = Result { () throws(SDLHostError) -> Int in
                try surface.present(pixels, width: framebuffer.width, height: framebuffer.height, rects: frame.dirty)
            }
        }
        bytesPresented += try result.get()
        framesPresented += 1
        return true
    }
}
