import Foundation
import Graphics
import ImageExport
import SDLHost
import UI

/// `loader-studio --screenshot out.png`: renders the window off screen and writes a PNG.
///
/// It draws through the same window root, rasterizer and incremental dirty-rect path as the
/// window, with the SDL2_ttf fonts, but opens no window: it needs no display and no video driver.
@MainActor
enum ScreenshotMode {
    /// Renders the first frame, advances the clock by `options.screenshotAfter` seconds in 60 Hz
    /// steps (redrawing only the dirty rects, as the window does), and writes the framebuffer to
    /// `path` at scale 1. Returns the exit status.
    static func run(_ options: WindowModeOptions, path: String, environment: [String: String]) -> Int32 {
        let textEngine = WindowApp.makeTextEngine()
        let root = WindowRoot(textEngine: textEngine ?? FixedWidthTextEngine(), clipboard: MemoryClipboard(),
                              theme: .named(options.theme), motionPreference: .standard)
        root.layout(size: Size(Double(options.width), Double(options.height)), scale: 1)
        root.contentView = RootContent.make(for: root)
        let (w, h) = root.pixelSize
        let framebuffer = PixmapFramebuffer(width: w, height: h)

        framebuffer.render(root.recordFrame().list)
        if environment["LOADER_STUDIO_REPORT_FIRST_FRAME"] == "1" {
            WindowApp.printError("first-frame-monotonic-ns: \(MonotonicClock.nanoseconds)")
        }

        let step = 1.0 / 60
        var remaining = options.screenshotAfter
        while remaining > 1e-9 {
            root.tick(dt: min(step, remaining))
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
