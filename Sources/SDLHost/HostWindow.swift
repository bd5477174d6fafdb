import CSDL2
import Graphics
import LoaderKitCore
import UI

/// A window on screen showing a `WindowRoot`: the SDL window, renderer and streaming texture,
/// cursors, clipboard and fonts, and the frame loop (`run()`, in `HostWindow+Loop.swift`).
///
/// Layout is in points; the framebuffer and texture are the drawable's size in device pixels.
/// The scale (pixels per point) comes from `HostConfiguration.scale` (`DisplayScale`), else from
/// the platform's ratio of drawable pixels to window units. Where the platform does not scale
/// (X11), the window opens at points × scale pixels and pointer positions are divided by it.
@MainActor
public final class HostWindow {
    /// The view tree shown; set its `contentView` to the app's content.
    public let root: WindowRoot
    /// SDL's video subsystem.
    public let video: SDLVideo
    /// The SDL window.
    public let window: SDLWindow
    /// The SDL renderer (accelerated or software; see `renderer.driverName`).
    public let renderer: SDLRenderer
    /// The text engine over SDL2_ttf, nil when no font could be opened (the root then measures
    /// with `FixedWidthTextEngine`).
    public let textEngine: SDLTextEngine?
    let framebuffer: Framebuffer
    let cursors: SDLCursors
    var texture: SDLTexture?
    var translator = EventTranslator()
    /// False once `quit()` was called or the window was closed.
    public internal(set) var isRunning = false
    /// Frames drawn and presented since the window opened.
    public internal(set) var framesPresented = 0
    /// Advances the content by `dt` seconds each frame; nil ticks `root`. An app that does more
    /// per frame than its window (the studio picks up file changes) sets it.
    public var onTick: (@MainActor (Double) -> Void)?
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
    public init(configuration: HostConfiguration, video: SDLVideo, framebuffer: Framebuffer,
                textEngine: SDLTextEngine?, root: WindowRoot? = nil) throws(SDLHostError) {
        self.video = video
        scalePreferences = configuration.scale
        // Window units are pixels unless the platform scales: open at points × the chosen scale.
        let factor = configuration.scale.explicit?.value ?? 1
        let units = { (points: Int) in Self.windowUnits(points, perPoint: factor) }
        let minimum = (units(configuration.minimumWidth), units(configuration.minimumHeight))
        var size = (units(configuration.width), units(configuration.height))
        if let usable = video.usableSize {
            // A size saved at a smaller scale may not fit the screen at this one.
            size = (min(size.0, max(usable.width, minimum.0)), min(size.1, max(usable.height, minimum.1)))
        }
        window = try SDLWindow(video: video, title: configuration.title, width: size.0, height: size.1,
                               minimumSize: minimum, hidden: configuration.hidden)
        renderer = try SDLRenderer(window: window)
        cursors = SDLCursors(video: video)
        self.framebuffer = framebuffer
        self.textEngine = textEngine
        self.root = root ?? WindowRoot(textEngine: textEngine ?? FixedWidthTextEngine(), clipboard: SDLClipboard(video: video),
                          theme: configuration.theme, motionPreference: configuration.motionPreference)
        let ratio = try platformRatio()
        if configuration.scale.explicit != nil && ratio > 1.0001 {
            // The platform scales the window by `ratio` itself: ask for fewer units.
            window.minimumSize = (Self.windowUnits(minimum.0, perPoint: 1 / ratio), Self.windowUnits(minimum.1, perPoint: 1 / ratio))
            window.resize(width: Self.windowUnits(size.0, perPoint: 1 / ratio), height: Self.windowUnits(size.1, perPoint: 1 / ratio))
        }
        try syncSize()
    }

    /// Ends `run()` after the current frame.
    public func quit() { isRunning = false }

    /// Wakes the loop when `descriptor` becomes readable (e.g. an inotify fd): the loop then
    /// ticks (`onTick` with 0 s, which must read the descriptor dry) and redraws what changed,
    /// even while it was blocked waiting for input. Replaces an earlier watch; returns false when
    /// no watcher thread could be started.
    @discardableResult
    public func wake(whenReadable descriptor: Int32) -> Bool {
        fileWaker?.stop()
        fileWaker = FileDescriptorWaker(descriptor: descriptor)
        return fileWaker != nil
    }

    /// Stops watching the descriptor given to `wake(whenReadable:)`.
    public func stopWaking() {
        fileWaker?.stop()
        fileWaker = nil
    }

    /// Advances the content by `dt` seconds: `onTick`, else the root.
    func advance(dt: Double) {
        if let onTick { onTick(dt) } else { root.tick(dt: dt) }
    }

    /// What decides the scale besides the platform's ratio.
    public let scalePreferences: DisplayScale.Preferences
    /// The device scale and where it came from.
    public private(set) var displayScale = DisplayScale(1, source: .standard)
    /// The device scale: drawable pixels per point.
    public var scale: Double { displayScale.value }

    /// `points` × `perPoint`, rounded, as a window size (at least 1).
    static func windowUnits(_ points: Int, perPoint: Double) -> Int {
        CheckedInt.clamped(Double(points) * perPoint, to: 1...32768)
    }

    /// Drawable pixels per window unit (1 on X11, the output's scale on Wayland).
    func platformRatio() throws(SDLHostError) -> Double {
        let units = window.size
        let pixels = try renderer.outputSize()
        let ratio = units.width > 0 ? Double(pixels.width) / Double(units.width) : 1
        return ratio.isFinite && ratio > 0 ? ratio : 1
    }

    /// Reads the window and drawable sizes, lays the root out in points (drawable pixels over the
    /// scale) at the new scale, and reallocates the framebuffer and texture when the pixel size
    /// changed.
    func syncSize() throws(SDLHostError) {
        window.enforceMinimumSize()
        let ratio = try platformRatio()
        let pixels = try renderer.outputSize()
        displayScale = scalePreferences.resolve(platformRatio: ratio)
        translator.pointsPerWindowUnit = ratio / scale
        textEngine?.measuringScale = scale
        let points = Size(Double(max(1, pixels.width)) / scale, Double(max(1, pixels.height)) / scale)
        root.handle(.resize(points, scale: scale))
        let (w, h) = root.pixelSize
        if framebuffer.width != w || framebuffer.height != h { framebuffer.resize(width: w, height: h) }
        if texture?.width != w || texture?.height != h {
            texture = nil
            texture = try SDLTexture(renderer: renderer, width: w, height: h)
            root.setNeedsDisplayAll()
        }
    }

    /// Records the root's dirty region, rasterizes it, uploads the dirty rects and presents.
    /// Returns false when nothing was dirty (nothing is uploaded or presented then).
    @discardableResult
    func drawFrame() throws(SDLHostError) -> Bool {
        let frame = root.recordFrame()
        guard !frame.dirty.isEmpty, let texture else { return false }
        framebuffer.render(frame.list)
        var uploadError: SDLHostError?
        framebuffer.withPixels { pixels in
            do throws(SDLHostError) { try texture.update(from: pixels, rects: frame.dirty) } catch { uploadError = error }
        }
        if let uploadError { throw uploadError }
        try renderer.present(texture)
        framesPresented += 1
        return true
    }
}
