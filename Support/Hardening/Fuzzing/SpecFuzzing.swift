import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderStudioCLI
import Render
import Studio

/// Spec bytes through everything a spec file goes through in the studio: parse with positions,
/// validate, locate every problem, prepare with the default params and with hostile overrides,
/// evaluate at ordinary and extreme times, draw into a small framebuffer, and write back.
enum SpecFuzzing {
    /// Times (seconds) every prepared spec is evaluated and drawn at.
    static let times: [Double] = [0, 0.37, 1.5, -2.25, 1e9, .nan, .infinity]

    static func run(_ bytes: [UInt8]) {
        let result = IndicatorSpec.check(bytes: bytes)
        let source = SourceText(bytes)
        for problem in result.problems { _ = problem.location(in: source, root: result.root) }
        guard let spec = result.spec else { return }
        _ = spec.jsonString()
        // How many frames an export of one cycle takes (a 1e308 s cycle once crashed `render`).
        _ = try? AnimationBudget.gifTiming(seconds: spec.duration, fps: 30, frames: nil).delaysCentiseconds
        _ = ExportBudget.sequenceFrames(seconds: spec.duration, fps: 30)
        _ = ExportBudget.gifTiming(seconds: spec.duration, fps: 30).timing.delaysCentiseconds
        var overrides: [String: Double] = [:]
        for (index, name) in spec.params.keys.sorted().enumerated() {
            overrides[name] = [Double.nan, -1, 1e9, 0, 12][index % 5]
        }
        for params in [[:], overrides] {
            guard let evaluator = try? IndicatorEvaluator(spec: spec, params: params) else { continue }
            draw(evaluator)
        }
    }

    /// Evaluates and draws `evaluator` at `times` into a 48 px square.
    static func draw(_ evaluator: IndicatorEvaluator) {
        guard var pixmap = Pixmap(width: 48, height: 48) else { return }
        let renderer = Renderer()
        var states: [ElementState] = []
        var list = DisplayList(capacity: 64)
        let box = Rect(x: 0, y: 0, width: 48, height: 48)
        for t in times + [evaluator.timeForCycleProgress(0.5)] {
            evaluator.states(at: t, into: &states)
            list.commands.removeAll(keepingCapacity: true)
            IndicatorDrawing.record(
                states, evaluator: evaluator, in: box, color: Color(red8: 0x18, green8: 0x18, blue8: 0x1B),
                colors: [], into: &list)
            renderer.render(list, into: &pixmap)
        }
    }
}
