import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render

/// The `render` benchmark: indicator frames evaluated, recorded and rasterized off screen, and the
/// renderer against cairo on one scene.
struct IndicatorRenderBenchmark {
    static let width = 1280, height = 800

    /// Evaluates, records and draws `cells` into a cleared 1280x800 pixmap; returns median ms.
    private func frameMilliseconds(_ cells: [(IndicatorEvaluator, Rect)], repeats: Int) -> Double {
        guard var pixmap = Pixmap(width: Self.width, height: Self.height) else { return .nan }
        let renderer = Renderer()
        var list = DisplayList(capacity: 512)
        var states: [ElementState] = []
        var t = 0.0
        let seconds = medianSeconds(repeats: repeats) {
            t += 1.0 / 60
            pixmap.clear(.white)
            list.commands.removeAll(keepingCapacity: true)
            for (evaluator, rect) in cells {
                evaluator.states(at: t, into: &states)
                IndicatorDrawing.record(states, evaluator: evaluator, in: rect, color: .black, into: &list)
            }
            renderer.render(list, into: &pixmap)
        }
        blackHole(pixmap.pixels[Self.width * 400 + 640])
        return seconds * 1e3
    }

    func run() -> [BenchFigure] {
        // The gallery: the 50 built-ins at 96 px, 10 columns × 5 rows of 128 × 160 px cells.
        let builtins = IndicatorSpec.builtinNames.compactMap { IndicatorSpec.builtin(named: $0) }
            .compactMap { try? IndicatorEvaluator(spec: $0) }
        let gallery = builtins.enumerated().map { (i, e) in
            (e, Rect(x: Double(i % 10) * 128 + 16, y: Double(i / 10) * 160 + 32, width: 96, height: 96))
        }
        let galleryMs = frameMilliseconds(gallery, repeats: 300)

        // 48 BallSpinFadeLoaders at 100 px.
        let spin = try! IndicatorEvaluator(spec: IndicatorSpec.builtin(named: "BallSpinFadeLoader")!)
        let spinners = (0..<48).map { i in
            (spin, Rect(x: 40 + Double(i % 12) * 100, y: 200 + Double(i / 12) * 100, width: 100, height: 100))
        }
        let spinnersMs = frameMilliseconds(spinners, repeats: 300)

        // 200 mixed fills and strokes: this renderer and cairo, same scene, same run.
        let scene = RasterBenchmark.mixedList()
        var pixmap = Pixmap(width: Self.width, height: Self.height)!
        let renderer = Renderer()
        let ours = medianSeconds(repeats: 100) {
            pixmap.clear(.white)
            renderer.render(scene, into: &pixmap)
        }
        blackHole(pixmap.pixels[1000])
        let cairo = CairoReplay(width: Self.width, height: Self.height)
        let theirs = medianSeconds(repeats: 100) { cairo.draw(scene, background: .white) }
        blackHole(cairo.firstPixel)

        return [
            BenchFigure(name: "gallery_frame_ms", value: galleryMs, unit: "ms"),
            BenchFigure(name: "spinfade48_frame_ms", value: spinnersMs, unit: "ms"),
            BenchFigure(name: "mixed200_ms", value: ours * 1e3, unit: "ms"),
            BenchFigure(name: "mixed200_cairo_ms", value: theirs * 1e3, unit: "ms"),
            BenchFigure(name: "cairo_over_ours", value: theirs / ours, unit: "x"),
        ]
    }
}
