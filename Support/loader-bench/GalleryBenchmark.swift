import Foundation
import Graphics
import Render
import SDLHost
import Studio
import StudioCommandLine
import UI

/// The studio's Gallery mode animating in a 1280x800 window.
let galleryBenchmarks: [Benchmark] = [
    Benchmark(
        name: "gallery",
        summary: "Gallery mode animating at 1280x800: CPU per frame (tick + record + rasterize dirty rects, no present)"
    ) {
        MainActor.assumeIsolated { GalleryBenchmark.run() }
    }
]

/// Builds the real `StudioApp` (built-ins, no file watcher, the SDL2_ttf fonts when they load)
/// in Gallery mode and measures, per 60 Hz frame, `tick(dt:)` (file events, clocks), recording
/// the dirty region and rasterizing it with `Render` into the window's pixmap: everything the
/// host does but the texture upload and present.
@MainActor
enum GalleryBenchmark {
    /// Discards exports (the benchmark never exports).
    final class NullWriter: ImageWriting {
        func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {}
        func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {}
    }

    static func run() -> [BenchFigure] {
        measure(scale: 1, suffix: "") + measure(scale: 2, suffix: "_hidpi2x")
    }

    static func measure(scale: Double, suffix: String) -> [BenchFigure] {
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        (engine as? SDLTextEngine)?.measuringScale = scale
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), rasterize: { _, _, _, _ in [] },
            imageWriter: NullWriter(), textEngine: engine)
        app.select(mode: .gallery, remember: false)
        app.window.layout(size: Size(1280, 800), scale: scale)
        let (w, h) = app.window.pixelSize
        guard var pixmap = Pixmap(width: w, height: h) else { return [] }
        let renderer = Renderer()
        renderer.render(app.window.recordFullFrame(), into: &pixmap)
        let dt = 1.0 / 60
        for _ in 0..<30 {
            app.tick(dt: dt)
            renderer.render(app.window.recordFrame().list, into: &pixmap)
        }
        var total: [Double] = [], tick: [Double] = [], record: [Double] = [], raster: [Double] = [],
            dirty: [Double] = []
        for _ in 0..<300 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            app.tick(dt: dt)
            let t1 = DispatchTime.now().uptimeNanoseconds
            let frame = app.window.recordFrame()
            let t2 = DispatchTime.now().uptimeNanoseconds
            renderer.render(frame.list, into: &pixmap)
            let t3 = DispatchTime.now().uptimeNanoseconds
            total.append(Double(t3 - t0) / 1e6)
            tick.append(Double(t1 - t0) / 1e6)
            record.append(Double(t2 - t1) / 1e6)
            raster.append(Double(t3 - t2) / 1e6)
            dirty.append(Double(frame.dirty.reduce(0) { $0 + $1.area }) / Double(w * h) * 100)
        }
        blackHole(pixmap.pixels[0])
        let sorted = total.sorted()
        return [
            BenchFigure(name: "frame_cpu_median\(suffix)", value: median(total), unit: "ms"),
            BenchFigure(name: "frame_cpu_p95\(suffix)", value: sorted[sorted.count * 95 / 100], unit: "ms"),
            BenchFigure(name: "tick_median\(suffix)", value: median(tick), unit: "ms"),
            BenchFigure(name: "record_median\(suffix)", value: median(record), unit: "ms"),
            BenchFigure(name: "rasterize_median\(suffix)", value: median(raster), unit: "ms"),
            BenchFigure(name: "dirty_area\(suffix)", value: median(dirty), unit: "% of the window"),
            BenchFigure(name: "cards_on_screen\(suffix)", value: Double(app.gallery.visibleCardCount), unit: "cards"),
        ]
    }
}
