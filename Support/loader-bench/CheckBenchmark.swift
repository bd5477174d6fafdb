import ArtworkAccessibility
import Graphics
import LoaderKitCore

/// The artwork checks' cost on BallSpinFadeLoader (8 elements) in #6D28D9 on white and on
/// #1B1B1F: each check alone, and the whole report the Editor's Check tab runs (flashing at 40
/// and 160 points on both backgrounds); and the 50 built-ins checked at 160 points on white, as
/// `loader-studio check` does one after another.
let checkBenchmarks: [Benchmark] = [
    Benchmark(
        name: "check",
        summary:
            "the artwork checks of BallSpinFadeLoader (contrast, flashing at 160 pt, reduced motion, the whole report on two backgrounds) and of all 50 built-ins"
    ) {
        let spinner = try! IndicatorEvaluator(spec: IndicatorSpec.builtin(named: "BallSpinFadeLoader")!)
        let color = Color(hex: "#6D28D9")!
        let backgrounds = [
            CheckBackground(name: "Light", color: .white),
            CheckBackground(name: "Dark", color: Color(hex: "#1B1B1F")!),
        ]
        let contrast = medianSeconds(repeats: 9) {
            _ = IndicatorContrastReport(evaluator: spinner, color: color, backgrounds: backgrounds)
        }
        let flashing = medianSeconds(repeats: 5) {
            _ = IndicatorFlashing.report(evaluator: spinner, color: color, background: .white, size: 160)
        }
        let motion = medianSeconds(repeats: 9) { _ = ReducedMotionReport(evaluator: spinner) }
        let whole = medianSeconds(repeats: 3) {
            _ = IndicatorArtworkReport(
                evaluator: spinner, color: color, backgrounds: backgrounds, sizes: [40, 160])
        }
        let all = measureSeconds {
            for name in IndicatorSpec.builtinNames {
                guard let spec = IndicatorSpec.builtin(named: name), let e = try? IndicatorEvaluator(spec: spec)
                else { continue }
                _ = IndicatorArtworkReport(
                    evaluator: e, color: color, backgrounds: [backgrounds[0]], sizes: [160])
            }
        }
        return [
            BenchFigure(name: "contrast_ms", value: contrast * 1000, unit: "ms"),
            BenchFigure(name: "flashing_160_ms", value: flashing * 1000, unit: "ms"),
            BenchFigure(name: "reduced_motion_ms", value: motion * 1000, unit: "ms"),
            BenchFigure(name: "editor_report_ms", value: whole * 1000, unit: "ms"),
            BenchFigure(name: "builtins_50_s", value: all, unit: "s"),
        ]
    }
]
