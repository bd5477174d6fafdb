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
    /// Frame times (ms) of 200 frames of `name` playing, the onion skin as `settingsJSON` sets it.
    static func frames(of name: String, settingsJSON: String, ghosts expected: Int) -> [Double] {
        guard let settings = try? JSONDecoder().decode(StudioSettings.self, from: Data(settingsJSON.utf8)) else {
            return []
        }
        let studio = BenchStudio(settings: settings) { app in
            if let document = app.library.builtin(named: name) { app.open(document) }
        }
        guard let studio, studio.app.editorModel.document != nil else { return [] }
        let app = studio.app
        let dt = 1.0 / 60
        for _ in 0..<30 { _ = studio.frame(dt: dt) }
        let shown = app.inspectionState().editor
        precondition(shown.playhead.playing, "onion: \(name) must be playing")
        precondition(shown.onionSkin.ghostTimes.count == expected, "onion: \(expected) ghosts expected")
        let samples = (0..<200).map { _ in studio.frame(dt: dt) * 1000 }
        blackHole(studio.pixmap.pixels[0])
        return samples
    }

    static func run() -> [BenchFigure] {
        let name = BenchStudio.largestBuiltin
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
