import Foundation
import Graphics
import LoadingLifecycle
import Render
import SDLHost
import Studio
import StudioCommandLine
import UI

/// Scenes mode's cost: three variants of a feed on a phone (the Editor's spinner, the skeleton,
/// the spinner with a 300 ms delay and a 500 ms minimum) playing the seeded "4G" requests at
/// 1280×800, tick + record + rasterize per 60 Hz frame (no present); and one GIF frame (the
/// stage drawn off screen at a moment, then rasterized) and 40 of them encoded as a GIF.
let scenesBenchmarks: [Benchmark] = [
    Benchmark(
        name: "scenes",
        summary:
            "Scenes mode playing three variants of a phone feed at 1280x800: CPU per frame (tick + record + rasterize), and one GIF frame of the side by side"
    ) {
        MainActor.assumeIsolated { ScenesBenchmark.run() }
    }
]

@MainActor
enum ScenesBenchmark {
    final class NullWriter: ImageWriting {
        func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {}
        func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {}
    }

    static func makeApp() -> StudioApp {
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), rasterize: { _, _, _, _ in [] }, imageWriter: NullWriter(),
            textEngine: engine)
        app.window.layout(size: Size(1280, 800), scale: 1)
        app.select(mode: .scenes, remember: false)
        app.scenes.update { s in
            s.kind = .feed
            s.variants = [
                SceneVariant(content: .editorSpec), SceneVariant(content: .skeleton),
                SceneVariant(
                    content: .editorSpec, policy: LoadingPolicy(showDelay: 0.3, minimumVisible: 0.5)),
            ]
        }
        return app
    }

    static func run() -> [BenchFigure] {
        let app = makeApp()
        let (w, h) = app.window.pixelSize
        guard var pixmap = Pixmap(width: w, height: h) else { return [] }
        let renderer = Renderer()
        renderer.render(app.window.recordFullFrame(), into: &pixmap)
        app.scenes.togglePlay()
        let dt = 1.0 / 60
        for _ in 0..<30 {
            app.tick(dt: dt)
            renderer.render(app.window.recordFrame().list, into: &pixmap)
        }
        var total: [Double] = [], tick: [Double] = [], record: [Double] = [], raster: [Double] = []
        for _ in 0..<600 {
            if !app.scenes.player.isPlaying { app.scenes.seek(to: 0); app.scenes.togglePlay() }
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
        }
        app.scenes.togglePlay()
        var gif: [Double] = []
        var frames: [[UInt32]] = []
        var size = (0, 0)
        for k in 0..<40 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            app.scenes.seek(to: Double(k) * 0.05)
            app.scenes.setIndicatorTime(Double(k) * 0.05)
            let snapshot = app.window.recordSnapshot(of: app.scenes.stageView, scale: 1)
            guard var frame = Pixmap(width: snapshot.width, height: snapshot.height) else { break }
            renderer.render(snapshot.list, into: &frame)
            gif.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            frames.append(frame.pixels)
            size = (frame.width, frame.height)
        }
        // The 40 frames (2 s of the side by side) encoded as the studio's GIF export encodes them.
        let t0 = DispatchTime.now().uptimeNanoseconds
        let bytes =
            (try? ExportImageEncoder().gifBytes(
                frames: frames, width: size.0, height: size.1, delaysCentiseconds: Array(repeating: 5, count: 40)))
            ?? []
        let encode = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        return [
            BenchFigure(name: "frame_ms", value: median(total), unit: "ms"),
            BenchFigure(name: "frame_p95_ms", value: percentile(total, 0.95), unit: "ms"),
            BenchFigure(name: "tick_ms", value: median(tick), unit: "ms"),
            BenchFigure(name: "record_ms", value: median(record), unit: "ms"),
            BenchFigure(name: "raster_ms", value: median(raster), unit: "ms"),
            BenchFigure(name: "gif_frame_ms", value: median(gif), unit: "ms"),
            BenchFigure(name: "gif_encode_40_frames_ms", value: encode, unit: "ms"),
            BenchFigure(name: "gif_40_frames_kb", value: Double(bytes.count) / 1000, unit: "KB"),
        ]
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))]
    }
}
