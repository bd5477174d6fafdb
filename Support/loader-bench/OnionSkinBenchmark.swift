import Foundation
import Graphics
import LoaderKitCore
import Render
import SDLHost
import Studio
import StudioInspection
import UI

/// The Editor's frame with the onion skin: the largest built-in playing at 1280×800 (in-process,
/// SDL2_ttf fonts), from the tick to the finished frame (tick, record, rasterize; no present),
/// p95 over 200 frames, with 8 ghosts (4 before, 4 after, 3 frames apart) and with the onion
/// skin off. The editor's frame budget is 16.7 ms.
let onionSkinBenchmarks: [Benchmark] = [
    Benchmark(
        name: "onion",
        summary:
            "Editor frame playing the largest built-in at 1280x800 with 8 onion-skin ghosts and without (p95, tick to finished frame)"
    ) {
        MainActor.assumeIsolated { OnionSkinBenchmark.run() }
    }
]

@MainActor
enum OnionSkinBenchmark {
    final class NullWriter: ImageWriting {
        func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {}
        func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {}
    }

    /// Frame times (ms) of 200 frames of `name` playing, the onion skin as `settingsJSON` sets it.
    static func frames(of name: String, settingsJSON: String, ghosts expected: Int) -> [Double] {
        guard let settings = try? JSONDecoder().decode(StudioSettings.self, from: Data(settingsJSON.utf8)) else {
            return []
        }
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: settings, rasterize: { _, _, _, _ in [] },
            imageWriter: NullWriter(), textEngine: engine)
        guard let document = app.library.builtin(named: name) else { return [] }
        app.open(document)
        app.window.layout(size: Size(1280, 800), scale: 1)
        let (w, h) = app.window.pixelSize
        guard var pixmap = Pixmap(width: w, height: h) else { return [] }
        let renderer = Renderer()
        renderer.render(app.window.recordFullFrame(), into: &pixmap)
        let dt = 1.0 / 60
        for _ in 0..<30 {
            app.tick(dt: dt)
            renderer.render(app.window.recordFrame().list, into: &pixmap)
        }
        let shown = app.inspectionState().editor
        precondition(shown.playhead.playing, "onion: \(name) must be playing")
        precondition(shown.onionSkin.ghostTimes.count == expected, "onion: \(expected) ghosts expected")
        var samples: [Double] = []
        for _ in 0..<200 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            app.tick(dt: dt)
            renderer.render(app.window.recordFrame().list, into: &pixmap)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        blackHole(pixmap.pixels[0])
        return samples
    }

    static func run() -> [BenchFigure] {
        let name = IndicatorSpec.builtinNames.max {
            IndicatorSpec.builtinJSON(named: $0)!.utf8.count < IndicatorSpec.builtinJSON(named: $1)!.utf8.count
        }!
        let on =
            #"{"mode": "editor", "onionSkin": {"enabled": true, "ghostsBefore": 4, "ghostsAfter": 4, "spacing": 3}}"#
        let off = #"{"mode": "editor", "onionSkin": {"enabled": false}}"#
        let with = frames(of: name, settingsJSON: on, ghosts: 8)
        let without = frames(of: name, settingsJSON: off, ghosts: 0)
        guard !with.isEmpty, !without.isEmpty else {
            print("onion: the built-in \(name) did not open")
            return []
        }
        return [
            BenchFigure(name: "frame_p95_ms", value: ScenesBenchmark.percentile(with, 0.95), unit: "ms"),
            BenchFigure(name: "frame_off_p95_ms", value: ScenesBenchmark.percentile(without, 0.95), unit: "ms"),
            BenchFigure(name: "frame_median_ms", value: ScenesBenchmark.percentile(with, 0.5), unit: "ms"),
            BenchFigure(name: "frame_off_median_ms", value: ScenesBenchmark.percentile(without, 0.5), unit: "ms"),
        ]
    }
}
