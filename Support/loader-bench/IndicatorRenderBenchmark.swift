import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render

/// The `render` benchmark: indicator frames evaluated, recorded and rasterized off screen, and the
/// renderer against cairo on one scene.
struct IndicatorRenderBenchmark {
    static let width = 1280, height = 800

    /// Evaluates, records and draws `cells` into a cleared pixmap (1280x800 unless `scale` 2),
    /// with one renderer or in bands on every core; returns median ms.
    private func frameMilliseconds(
        _ cells: [(IndicatorEvaluator, Rect)], repeats: Int, scale: Int = 1, tiled: Bool = false
    ) -> Double {
        guard var pixmap = Pixmap(width: Self.width * scale, height: Self.height * scale) else { return .nan }
        let renderer = Renderer(), tiles = TiledRenderer()
        var list = DisplayList(capacity: 512)
        var states: [ElementState] = []
        var t = 0.0
        let seconds = medianSeconds(repeats: repeats) {
            t += 1.0 / 60
            list.commands.removeAll(keepingCapacity: true)
            if scale == 1 {
                pixmap.clear(.white)
            } else {
                // At 2x the background is a fill of the list, as the window draws it, so that
                // the bands share it.
                list.fill(
                    .rect(Rect(x: 0, y: 0, width: Double(pixmap.width), height: Double(pixmap.height))), color: .white)
            }
            for (evaluator, rect) in cells {
                evaluator.states(at: t, into: &states)
                IndicatorDrawing.record(states, evaluator: evaluator, in: rect, color: .black, into: &list)
            }
            if tiled { tiles.render(list, into: &pixmap) } else { renderer.render(list, into: &pixmap) }
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
        // The same gallery on a 2x screen (2560x1600, 192 px cells, the background a fill of the
        // list): one renderer, then bands on every core, alternately so that both see the same
        // machine.
        let gallery2x = gallery.map { e, r in
            (e, Rect(x: r.minX * 2, y: r.minY * 2, width: r.width * 2, height: r.height * 2))
        }
        var single2x: [Double] = [], tiled2x: [Double] = []
        for _ in 0..<5 {
            single2x.append(frameMilliseconds(gallery2x, repeats: 20, scale: 2))
            tiled2x.append(frameMilliseconds(gallery2x, repeats: 20, scale: 2, tiled: true))
        }

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
            BenchFigure(name: "gallery_2x_frame_ms", value: median(single2x), unit: "ms"),
            BenchFigure(name: "gallery_2x_tiled_frame_ms", value: median(tiled2x), unit: "ms"),
            BenchFigure(
                name: "gallery_2x_tiled_speedup", value: median(zip(single2x, tiled2x).map { $0 / $1 }), unit: "x"),
            BenchFigure(name: "mixed200_ms", value: ours * 1e3, unit: "ms"),
            BenchFigure(name: "mixed200_cairo_ms", value: theirs * 1e3, unit: "ms"),
            BenchFigure(name: "cairo_over_ours", value: theirs / ours, unit: "x"),
        ]
    }
}
