import Foundation
import Graphics
import LoaderKitCore
import Render
import SDLHost
import Studio
import UI

/// The studio in process as the authoring benchmarks drive it: SDL2_ttf fonts (fixed-width
/// glyphs when they cannot load), no files written, laid out at 1280×800 at scale 1, and a
/// software renderer drawing each frame into its own pixmap.
@MainActor
final class BenchStudio {
    /// Writes nothing: the benchmarks export no image.
    final class NullWriter: ImageWriting {
        func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {}
        func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {}
    }

    let app: StudioApp
    private let renderer = Renderer()
    private(set) var pixmap: Pixmap

    /// A studio with `settings`, `prepare` run on it (open a spec, show the source pane) before
    /// the first layout and full frame; nil when the pixmap cannot be made.
    init?(settings: StudioSettings = StudioSettings(), prepare: (StudioApp) -> Void) {
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: settings, rasterize: { _, _, _, _ in [] },
            imageWriter: NullWriter(), textEngine: engine)
        prepare(app)
        app.window.layout(size: Size(1280, 800), scale: 1)
        let (w, h) = app.window.pixelSize
        guard let pixmap = Pixmap(width: w, height: h) else { return nil }
        self.pixmap = pixmap
        renderer.render(app.window.recordFullFrame(), into: &self.pixmap)
    }

    /// Draws what changed since the last frame.
    func render() { renderer.render(app.window.recordFrame().list, into: &pixmap) }

    /// One frame as the window makes it: `event` handled (if any), a tick of `dt` seconds, the
    /// changes drawn. Returns its time in seconds.
    func frame(_ event: InputEvent? = nil, dt: Double = 0) -> Double {
        let t0 = MonotonicClock.seconds
        if let event { app.window.handle(event) }
        app.tick(dt: dt)
        render()
        return MonotonicClock.seconds - t0
    }

    /// The largest built-in by its JSON's size.
    static var largestBuiltin: String {
        IndicatorSpec.builtinNames.max {
            IndicatorSpec.builtinJSON(named: $0)!.utf8.count < IndicatorSpec.builtinJSON(named: $1)!.utf8.count
        }!
    }
}
