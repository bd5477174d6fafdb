import Foundation
import Graphics
import Render
import SDLHost
import Studio
import UI

/// The source pane in the studio (in-process, 1280×800, SDL2_ttf fonts): a keystroke in a
/// number of a spec of about 20 KB and of about 1 MB, from the key to the finished frame with the
/// preview showing the new spec (the 1 MB spec's analysis runs off the main actor, so its figure
/// waits for that), and a scroll frame of the 1 MB text. p95 and medians over 200 keystrokes.
let sourceBenchmarks: [Benchmark] = [
    Benchmark(
        name: "source",
        summary: "source pane: keystroke to updated preview frame (20 KB, 1 MB spec; p95) and scroll frame of 1 MB"
    ) {
        MainActor.assumeIsolated { SourceBenchmark.run() }
    }
]

@MainActor
enum SourceBenchmark {
    /// A valid spec of about `bytes` bytes: parts of one row each, one track per part.
    static func spec(bytes: Int) -> String {
        let part = """
              {
                "layout": { "type": "row", "count": 3, "gap": 0.1, "size": 0.2 },
                "shape": { "type": "circle" },
                "stagger": { "each": 0.1 },
                "tracks": [
                  { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1], "easing": "easeInOut" }
                ]
              }
            """
        let count = max(1, bytes / (part.utf8.count + 2))
        return "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 1.25,\n  \"parts\": [\n"
            + Array(repeating: part, count: count).joined(separator: ",\n") + "\n  ]\n}\n"
    }

    final class NullWriter: ImageWriting {
        func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {}
        func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {}
    }

    static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        // LOADER_BENCH_SOURCE_SIZE=20000 (or 1000000) runs that size alone, for profiling.
        let only = ProcessInfo.processInfo.environment["LOADER_BENCH_SOURCE_SIZE"].flatMap { Int($0) }
        // LOADER_BENCH_SOURCE_KEYS=0 types nothing: the setup alone, to count instructions per keystroke.
        let keys = ProcessInfo.processInfo.environment["LOADER_BENCH_SOURCE_KEYS"].flatMap { Int($0) } ?? 200
        for (label, size) in [("", 20_000), ("_1mb", 1_000_000)] where only == nil || only == size {
            let text = spec(bytes: size)
            let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
            let library = DocumentLibrary(watcher: nil)
            let app = StudioApp(
                library: library, rasterize: { _, _, _, _ in [] }, imageWriter: NullWriter(), textEngine: engine)
            app.newSpec(text: text)
            app.window.layout(size: Size(1280, 800), scale: 1)
            let (w, h) = app.window.pixelSize
            guard var pixmap = Pixmap(width: w, height: h) else { return [] }
            let renderer = Renderer()
            let session = app.editor.source.session
            // Wait for the first analysis, then put the caret after "duration": 1.25.
            while session.currentAnalysis == nil { usleep(1000); app.tick(dt: 0) }
            renderer.render(app.window.recordFullFrame(), into: &pixmap)
            let caret = Array(text.utf8).firstRange(of: Array("1.25".utf8))!.upperBound
            session.model.moveCaret(to: caret, extend: false)
            app.window.focus(app.editor.source.editor)
            renderer.render(app.window.recordFrame().list, into: &pixmap)

            var samples: [Double] = []
            for i in 0..<keys {
                let t0 = MonotonicClock.seconds
                let digit = Character(String(1 + i % 9))
                app.window.handle(.keyDown(.character(digit)))
                app.window.handle(.textInput(String(digit)))
                let revision = session.model.buffer.revision
                while session.language.cachedAnalysis(revision: revision) == nil,
                    session.model.buffer.count >= SourceSession.backgroundSize
                {
                    usleep(200)
                    app.tick(dt: 0)
                }
                app.tick(dt: 0)
                renderer.render(app.window.recordFrame().list, into: &pixmap)
                samples.append(MonotonicClock.seconds - t0)
                if i % 40 == 39 {
                    // Keep the number short: remove what was typed (not measured).
                    for _ in 0..<40 { app.window.handle(.keyDown(.backspace)) }
                    while session.currentAnalysis == nil { usleep(200); app.tick(dt: 0) }
                    renderer.render(app.window.recordFrame().list, into: &pixmap)
                }
            }
            precondition(app.editorModel.document?.isStale == false, "the typed spec stays valid")
            guard !samples.isEmpty else { continue }
            figures.append(BenchFigure(name: "bytes\(label)", value: Double(text.utf8.count), unit: "bytes"))
            figures.append(
                BenchFigure(name: "keystroke\(label)_p95_ms", value: percentile(samples, 0.95) * 1000, unit: "ms"))
            figures.append(BenchFigure(name: "keystroke\(label)_median_ms", value: median(samples) * 1000, unit: "ms"))
            if size >= 1_000_000 {
                var scroll: [Double] = []
                let point = Point(760, 400)
                for i in 0..<200 {
                    let t0 = MonotonicClock.seconds
                    app.window.handle(.wheel(dx: 0, dy: i < 100 ? -40 : 40, at: point))
                    renderer.render(app.window.recordFrame().list, into: &pixmap)
                    scroll.append(MonotonicClock.seconds - t0)
                }
                figures.append(
                    BenchFigure(name: "scroll_frame_1mb_p95_ms", value: percentile(scroll, 0.95) * 1000, unit: "ms"))
            }
        }
        return figures
    }

    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
}
