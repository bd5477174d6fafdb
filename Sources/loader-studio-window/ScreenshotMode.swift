import Foundation
import Graphics
import ImageExport
import Render
import SDLHost
import StudioCommandLine
import Studio
import UI

/// `loader-studio [FILE ...] --screenshot out.png [--mode M] [--theme T] [--window WxH] [--scale S]`:
/// renders the studio off screen and writes a PNG of points × scale pixels.
///
/// It draws through the same studio, window root, rasterizer and incremental dirty-rect path as
/// the window, with the SDL2_ttf fonts, but opens no window: it needs no display and no video
/// driver. It uses the default settings (the user's saved ones are neither read nor written),
/// full motion and the scale of `--scale` or 1 (never the desktop's), so a screenshot is the same
/// on every machine. Like the window it watches the
/// files it shows: the wait of `--screenshot-after` passes in real time, and a file saved or
/// replaced during it is in the screenshot.
@MainActor
enum ScreenshotMode {
    /// Renders the first frame, advances the clock by `options.screenshotAfter` seconds in 60 Hz
    /// steps paced by the wall clock (picking up file changes and redrawing only the dirty rects,
    /// as the window does; the animations advance exactly 1/60 s a step, so the pixels do not
    /// depend on the machine's speed), and writes the framebuffer to `path`. Returns the exit
    /// status.
    static func run(_ options: WindowModeOptions, path: String, environment: [String: String]) -> Int32 {
        let textEngine = WindowApp.makeTextEngine()
        let (app, problems) = StudioWiring.makeApp(
            options: options, source: StudioWiring.SettingsSource(),
            library: DocumentLibrary(), motion: .standard,
            textEngine: textEngine ?? FixedWidthTextEngine(),
            clipboard: MemoryClipboard())
        for problem in problems { WindowApp.printError("loader-studio: \(problem)") }
        let root = app.window
        let scale = options.scale ?? 1
        textEngine?.measuringScale = scale
        root.layout(size: Size(Double(options.width), Double(options.height)), scale: scale)
        let (w, h) = root.pixelSize
        let framebuffer = PixmapFramebuffer(width: w, height: h)

        framebuffer.render(root.recordFrame())
        if environment["LOADER_STUDIO_REPORT_FIRST_FRAME"] == "1" {
            WindowApp.printError("first-frame-monotonic-ns: \(MonotonicClock.nanoseconds)")
        }

        let step = 1.0 / 60
        let start = MonotonicClock.seconds
        var remaining = options.screenshotAfter, elapsed = 0.0
        while remaining > 1e-9 {
            let dt = min(step, remaining)
            elapsed += dt
            let wait = start + elapsed - MonotonicClock.seconds
            if wait > 0 { usleep(UInt32(min(wait, 1) * 1_000_000)) }
            app.tick(dt: dt)
            remaining -= step
            if root.needsDisplay { framebuffer.render(root.recordFrame()) }
        }
        app.tick(dt: 0)
        if root.needsDisplay { framebuffer.render(root.recordFrame()) }

        do {
            let image = try RGBAImage(
                width: framebuffer.width, height: framebuffer.height,
                premultipliedARGB32: framebuffer.pixmap.pixels)
            try PNGFile.write(image, to: path)
        } catch {
            WindowApp.printError("loader-studio: cannot write the screenshot: \(error)")
            return 1
        }
        return 0
    }
}
