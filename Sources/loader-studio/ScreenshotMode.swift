import Foundation
import Graphics
import ImageExport
import SDLHost
import Studio
import UI

/// `loader-studio [FILE ...] --screenshot out.png [--mode M] [--theme T] [--window WxH]`: renders
/// the studio off screen and writes a PNG.
///
/// It draws through the same studio, window root, rasterizer and incremental dirty-rect path as
/// the window, with the SDL2_ttf fonts, but opens no window: it needs no display and no video
/// driver. It uses the default settings (the user's saved ones are neither read nor written) and
/// full motion, so a screenshot is the same on every machine.
@MainActor
enum ScreenshotMode {
    /// Renders the first frame, advances the clock by `options.screenshotAfter` seconds in 60 Hz
    /// steps (redrawing only the dirty rects, as the window does), and writes the framebuffer to
    /// `path` at scale 1. Returns the exit status.
    static func run(_ options: WindowModeOptions, path: String, environment: [String: String]) -> Int32 {
        let textEngine = WindowApp.makeTextEngine()
        let (app, problems) = StudioWiring.makeApp(options: options, source: StudioWiring.SettingsSource(),
                                                   library: DocumentLibrary(), motion: .standard,
                                                   textEngine: textEngine ?? FixedWidthTextEngine(),
                                                   clipboard: MemoryClipboard())
        for problem in problems { WindowApp.printError("loader-studio: \(problem)") }
        let root = app.window
        root.layout(size: Size(Double(options.width), Double(options.height)), scale: 1)
        let (w, h) = root.pixelSize
        let framebuffer = PixmapFramebuffer(width: w, height: h)

        framebuffer.render(root.recordFrame().list)
        if environment["LOADER_STUDIO_REPORT_FIRST_FRAME"] == "1" {
            WindowApp.printError("first-frame-monotonic-ns: \(MonotonicClock.nanoseconds)")
        }

        let step = 1.0 / 60
        var remaining = options.screenshotAfter
        while remaining > 1e-9 {
            app.tick(dt: min(step, remaining))
            remaining -= step
        }
        if root.needsDisplay { framebuffer.render(root.recordFrame().list) }

        do {
            let image = try RGBAImage(width: framebuffer.width, height: framebuffer.height,
                                      premultipliedARGB32: framebuffer.pixmap.pixels)
            try PNGFile.write(image, to: path)
        } catch {
            WindowApp.printError("loader-studio: cannot write the screenshot: \(error)")
            return 1
        }
        return 0
    }
}
