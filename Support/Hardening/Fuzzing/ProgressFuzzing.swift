import Export
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderStudioCLI
import Render

/// Progress options, values and clocks from fuzz bytes: resolve every option (NaN, infinities,
/// negatives and extremes included), drive the value animator through a stream of values and
/// steps, compute the geometry in a fuzzed box and draw it into a small framebuffer.
enum ProgressFuzzing {
    static func run(_ input: FuzzBytes) {
        var input = input
        var options = ProgressOptions()
        options.type = input.pick(ProgressType.allCases)
        options.variant = input.pick(ProgressVariant.allCases)
        options.thickness = input.optionalDouble()
        options.trackGap = input.optionalDouble()
        options.segments = input.optionalDouble()
        options.showLabel = input.pick([true, false])
        options.stopIndicator = input.pick([true, false])
        options.strokeCap = input.pick(ProgressStrokeCap.allCases)
        options.amplitude = input.optionalDouble()
        options.wavelength = input.optionalDouble()
        options.waveSpeed = input.optionalDouble()
        options.sweepAngle = input.optionalDouble()
        options.cornerRadius = input.optionalDouble()
        options.speed = input.optionalDouble()
        options.size = input.optionalDouble()
        if input.bool() {
            options.color = ProgressColor(
                red: input.double(), green: input.double(), blue: input.double(), alpha: input.double())
        }
        if input.bool() {
            options.trackColor = ProgressColor(red: input.double(), green: input.double(), blue: input.double())
        }
        let resolved = ResolvedProgress(options)
        _ = ProgressRasterizer.layoutSize(resolved, width: input.optionalDouble())

        let animator = ProgressAnimator(value: input.optionalDouble(), buffer: input.optionalDouble())
        let box = (width: input.double(), height: input.double())
        guard var pixmap = Pixmap(width: 64, height: 48) else { return }
        let renderer = Renderer()
        var list = DisplayList(capacity: 64)
        var now = 0.0
        // At most 16 steps, so one input costs a bounded amount of work.
        for _ in 0..<16 where !input.isAtEnd {
            switch input.byte() % 4 {
            case 0: animator.setValue(input.optionalDouble(), now: now, smooth: input.bool())
            case 1: animator.setBuffer(input.optionalDouble(), now: now, smooth: input.bool())
            default:
                let dt = input.double()
                animator.step(dt, speed: input.double(), reduceMotion: input.bool())
                if dt.isFinite { now += dt }
            }
            _ = ProgressGeometry.commands(resolved, animator.state, width: box.width, height: box.height)
            list.commands.removeAll(keepingCapacity: true)
            ProgressRecorder.record(
                resolved, animator.state, in: Rect(x: 0, y: 0, width: 64, height: 48),
                scale: input.double(), into: &list)
            renderer.render(list, into: &pixmap)
        }
    }
}
