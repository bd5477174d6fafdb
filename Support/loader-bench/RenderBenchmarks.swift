import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render

/// Benchmarks of the pure-Swift rasterizer (no SDL): frames built, cleared and drawn off screen.
let renderBenchmarks: [Benchmark] = [
    Benchmark(
        name: "raster",
        summary: "rasterizer: spinner frame, mixed frame, one small dot (new, packed in cache, and drawn recently)"
    ) {
        RasterBenchmark().run()
    },
    Benchmark(name: "render", summary: "indicator frames (gallery, 48 spinners) and the renderer against cairo") {
        IndicatorRenderBenchmark().run()
    },
    Benchmark(name: "render-profile", summary: "48 BallSpinFadeLoaders drawn 50 times (for instruction counts)") {
        RenderProfile.spinFadeFrames(count: 50)
    },
    Benchmark(
        name: "dot-profile",
        summary:
            "raster's recently drawn dots (1,000 a frame) for $DOT_PROFILE_FRAMES frames (20); $DOT_PROFILE=new: never drawn (for instruction counts)"
    ) {
        RasterBenchmark.dotProfile()
    },
    Benchmark(
        name: "render-checksum", summary: "pixel hashes of the benchmark scenes (must not change with speed work)"
    ) {
        RenderProfile.checksums()
    },
]

/// A short fixed workload for profilers, and hashes of the benchmark scenes so that an
/// optimisation can be checked for identical pixels beyond the tests.
enum RenderProfile {
    static let width = 1280, height = 800

    /// Indicator cells laid out as in the `render` benchmark.
    static func spinFadeCells() -> [(IndicatorEvaluator, Rect)] {
        let spin = try! IndicatorEvaluator(spec: IndicatorSpec.builtin(named: "BallSpinFadeLoader")!)
        return (0..<48).map { i in
            (spin, Rect(x: 40 + Double(i % 12) * 100, y: 200 + Double(i / 12) * 100, width: 100, height: 100))
        }
    }

    static func galleryCells() -> [(IndicatorEvaluator, Rect)] {
        let builtins = IndicatorSpec.builtinNames.compactMap { IndicatorSpec.builtin(named: $0) }
            .compactMap { try? IndicatorEvaluator(spec: $0) }
        return builtins.enumerated().map { (i, e) in
            (e, Rect(x: Double(i % 10) * 128 + 16, y: Double(i / 10) * 160 + 32, width: 96, height: 96))
        }
    }

    static func record(_ cells: [(IndicatorEvaluator, Rect)], at t: Double, color: Color = .black) -> DisplayList {
        var list = DisplayList(capacity: 512)
        var states: [ElementState] = []
        for (evaluator, rect) in cells {
            evaluator.states(at: t, into: &states)
            IndicatorDrawing.record(states, evaluator: evaluator, in: rect, color: color, into: &list)
        }
        return list
    }

    static func spinFadeFrames(count: Int) -> [BenchFigure] {
        guard var pixmap = Pixmap(width: width, height: height) else { return [] }
        let renderer = Renderer(), cells = spinFadeCells()
        for frame in 0..<count {
            pixmap.clear(.white)
            renderer.render(record(cells, at: Double(frame) / 60), into: &pixmap)
        }
        return [BenchFigure(name: "frames", value: Double(count), unit: "frames")]
    }

    /// FNV-1a over the pixels.
    static func hash(_ pixmap: Pixmap) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for p in pixmap.pixels { h = (h ^ UInt64(p)) &* 0x100_0000_01b3 }
        return h
    }

    /// One hash per scene: indicator frames, the raster scenes, clipped and translucent variants.
    static func checksums() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        let renderer = Renderer()
        func scene(
            _ name: String, width: Int = width, height: Int = height, background: Color = .white,
            clip: IntRect? = nil, _ list: DisplayList
        ) {
            var pixmap = Pixmap(width: width, height: height)!
            pixmap.clear(background)
            renderer.render(list, into: &pixmap, clip: clip)
            figures.append(BenchFigure(name: name, value: Double(hash(pixmap) >> 11), unit: "hash"))
        }
        let spin = spinFadeCells(), gallery = galleryCells()
        for t in [0.0, 0.13, 0.37, 0.71] {
            scene("spinfade_t\(t)", record(spin, at: t))
            scene("gallery_t\(t)", record(gallery, at: t))
            scene(
                "gallery_translucent_t\(t)", background: Color(red: 0.3, green: 0.7, blue: 0.2, alpha: 0.5),
                record(gallery, at: t, color: Color(red: 0.9, green: 0.2, blue: 0.5, alpha: 0.6)))
        }
        scene("spinners", RasterBenchmark.spinnerList(phase: 0.3))
        let mixed = RasterBenchmark.mixedList()
        scene("mixed", mixed)
        scene("mixed_small", width: 300, height: 200, mixed)
        scene("mixed_clipped", clip: IntRect(x: 97, y: 53, width: 611, height: 402), mixed)
        var shifted = DisplayList(capacity: mixed.commands.count)
        for command in mixed.commands {
            switch command {
            case .fill(let path, let paint, let rule, let transform):
                shifted.commands.append(
                    .fill(
                        path, paint: paint, rule: rule == .nonZero ? .evenOdd : .nonZero,
                        transform: transform.concatenating(.translation(-517.3, -311.8))))
            case .stroke(let path, let style, let paint, let transform):
                shifted.commands.append(
                    .stroke(
                        path, style: style, paint: paint,
                        transform: transform.concatenating(.translation(-517.3, -311.8))))
            default:
                shifted.commands.append(command)
            }
        }
        scene("mixed_shifted_evenodd", shifted)
        var gradients = DisplayList(capacity: mixed.commands.count)
        let stops = [
            GradientStop(0, Color(red: 1, green: 0, blue: 0, alpha: 0.9)),
            GradientStop(1, Color(red: 0, green: 0, blue: 1, alpha: 0.4)),
        ]
        for (i, command) in mixed.commands.enumerated() {
            guard case .fill(let path, _, let rule, let transform) = command else {
                gradients.commands.append(command); continue
            }
            let paint: Paint =
                i % 3 == 0
                ? .linearGradient(start: Point(0, 0), end: Point(1280, 800), stops: stops)
                : i % 3 == 1
                    ? .radialGradient(center: Point(640, 400), radius: 500, stops: stops)
                    : .conicGradient(center: Point(640, 400), startAngle: 0.5, stops: stops)
            gradients.commands.append(.fill(path, paint: paint, rule: rule, transform: transform))
        }
        scene("mixed_gradients", gradients)
        scene("mixed_shifted_transparent", background: Color(red: 0, green: 0, blue: 0, alpha: 0), shifted)
        figures.append(
            BenchFigure(name: "progress_frames", value: Double(ProgressBenchmark.checksum() >> 11), unit: "hash"))
        return figures
    }
}

/// The scenes and measurements of the `raster` benchmark.
struct RasterBenchmark {
    static let width = 1280, height = 800

    /// A deterministic pseudo-random sequence in 0..<1 (64-bit LCG), so runs draw the same scene.
    struct Sequence {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * next()
        }
    }

    /// 48 BallSpinFade-like indicators: rings of 8 dots (r = 6 px) in 100 px cells, fading alphas.
    static func spinnerList(phase: Double) -> DisplayList {
        var list = DisplayList(capacity: 48 * 8)
        for cell in 0..<48 {
            let cx = 90 + Double(cell % 12) * 100 + 0.37, cy = 200 + Double(cell / 12) * 100 + 0.61
            for dot in 0..<8 {
                let angle = Double(dot) * Double.pi / 4 + phase
                let center = Point(cx + 34 * cos(angle), cy + 34 * sin(angle))
                let alpha = 0.3 + 0.7 * Double((dot + Int(phase * 8)) % 8) / 7
                list.fill(
                    .circle(center: center, radius: 6), color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: alpha))
            }
        }
        return list
    }

    /// 200 mixed shapes: circles, rounded rects, butt-capped stroked arcs and triangles.
    static func mixedList() -> DisplayList {
        var random = Sequence(state: 42)
        var list = DisplayList(capacity: 200)
        for i in 0..<200 {
            let color = Color(
                red: random.next(), green: random.next(), blue: random.next(), alpha: random.next(0.5...1))
            let center = Point(random.next(40...1240), random.next(40...760))
            switch i % 4 {
            case 0:
                list.fill(.circle(center: center, radius: random.next(5...40)), color: color)
            case 1:
                let size = Size(random.next(20...120), random.next(12...80))
                list.fill(.roundedRect(Rect(center: center, size: size), radius: random.next(2...12)), color: color)
            case 2:
                list.stroke(
                    .arc(
                        center: center, radius: random.next(10...50), start: random.next(0...6),
                        sweep: random.next(1...5)),
                    style: StrokeStyle(width: random.next(2...10), cap: .butt), color: color)
            default:
                let size = random.next(20...100)
                list.fill(
                    .polygon([
                        center + Point(0, -size / 2), center + Point(size / 2, size / 2),
                        center + Point(-size / 2, size / 2),
                    ]), color: color)
            }
        }
        return list
    }

    /// 1,000 r = 6 dots at random places over 1280x800.
    static func newDots(_ random: inout Sequence) -> DisplayList {
        var dots = DisplayList(capacity: 1000)
        for _ in 0..<1000 {
            let center = Point(random.next(10...1270), random.next(10...790))
            dots.fill(.circle(center: center, radius: 6), color: Color(red: 0.1, green: 0.5, blue: 0.3, alpha: 0.8))
        }
        return dots
    }

    /// 1,000 r = 6 dots on a 16-pixel grid (640x400 px), each a whole-pixel offset of one of 8 dots
    /// at random sub-pixel phases.
    static func recentDots(_ random: inout Sequence) -> DisplayList {
        let phases = (0..<8).map { _ in Point(random.next(0...1), random.next(0...1)) }
        var repeated = DisplayList(capacity: 1000)
        for i in 0..<1000 {
            let offset = Point(Double(8 + (i % 40) * 16), Double(8 + (i / 40) * 16))
            repeated.fill(
                .circle(center: phases[i % 8] + offset, radius: 6),
                color: Color(red: 0.1, green: 0.5, blue: 0.3, alpha: 0.8))
        }
        return repeated
    }

    /// The pixels `recentDots` covers.
    static let recentDotsArea = IntRect(x: 0, y: 0, width: 660, height: 420)

    /// `dot-profile`: the recent dots (or with DOT_PROFILE=new the new ones) drawn
    /// DOT_PROFILE_FRAMES times (20) over a cleared background, for instruction counts (run it
    /// with 0 frames too to take the setup off).
    static func dotProfile() -> [BenchFigure] {
        let environment = ProcessInfo.processInfo.environment
        let frames = environment["DOT_PROFILE_FRAMES"].flatMap { Int($0) } ?? 20
        guard var pixmap = Pixmap(width: width, height: height) else { return [] }
        var random = Sequence(state: 7)
        let new = environment["DOT_PROFILE"] == "new"
        let list = new ? newDots(&random) : recentDots(&random)
        let renderer = Renderer()
        for _ in 0..<frames {
            if !new { pixmap.clear(Color.white.premultiplied, in: recentDotsArea) }
            renderer.render(list, into: &pixmap)
        }
        return [BenchFigure(name: "frames", value: Double(frames), unit: "frames")]
    }

    func run() -> [BenchFigure] {
        guard var pixmap = Pixmap(width: Self.width, height: Self.height) else { return [] }
        let renderer = Renderer()
        let background = Color.white

        var phase = 0.0
        let spinners = medianSeconds(repeats: 300) {
            phase += 0.01
            let list = Self.spinnerList(phase: phase)
            pixmap.clear(background)
            renderer.render(list, into: &pixmap)
        }
        blackHole(pixmap.pixels[640 * 800 / 2])

        let mixedList = Self.mixedList()
        let mixed = medianSeconds(repeats: 200) {
            pixmap.clear(background)
            renderer.render(mixedList, into: &pixmap)
        }
        blackHole(pixmap.pixels[1000])

        var random = Sequence(state: 7)
        let dots = Self.newDots(&random)
        let dot =
            medianSeconds(repeats: 200) {
                renderer.render(dots, into: &pixmap)
            } / 1000
        blackHole(pixmap.pixels[2000])

        // The same dots packed into a 160x160 corner, so the pixels stay in cache: the per-shape cost.
        var packed = DisplayList(capacity: 1000)
        for _ in 0..<1000 {
            let center = Point(random.next(10...150), random.next(10...150))
            packed.fill(.circle(center: center, radius: 6), color: Color(red: 0.1, green: 0.5, blue: 0.3, alpha: 0.8))
        }
        let packedDot =
            medianSeconds(repeats: 200) {
                renderer.render(packed, into: &pixmap)
            } / 1000
        blackHole(pixmap.pixels[4000])

        // Dots drawn recently: 1000 dots on a 16-pixel grid (640x400 px), each a whole-pixel
        // offset of one of 8 dots (as the dots of a row of spinners), over a plain background
        // cleared each time (the clear's own time taken off): the mask cache's cost of a dot.
        let repeated = Self.recentDots(&random)
        let area = Self.recentDotsArea
        let areaClear = medianSeconds(repeats: 200) { pixmap.clear(background.premultiplied, in: area) }
        let cachedDot =
            (medianSeconds(repeats: 200) {
                pixmap.clear(background.premultiplied, in: area)
                renderer.render(repeated, into: &pixmap)
            } - areaClear) / 1000
        blackHole(pixmap.pixels[4000])

        let clear = medianSeconds(repeats: 200) { pixmap.clear(background) }
        blackHole(pixmap.pixels[3000])

        return [
            BenchFigure(name: "spinners_frame_ms", value: spinners * 1e3, unit: "ms"),
            BenchFigure(name: "mixed_frame_ms", value: mixed * 1e3, unit: "ms"),
            BenchFigure(name: "dot_us", value: dot * 1e6, unit: "us"),
            BenchFigure(name: "dot_packed_us", value: packedDot * 1e6, unit: "us"),
            BenchFigure(name: "dot_in_cache_us", value: cachedDot * 1e6, unit: "us"),
            BenchFigure(name: "clear_ms", value: clear * 1e3, unit: "ms"),
        ]
    }
}
