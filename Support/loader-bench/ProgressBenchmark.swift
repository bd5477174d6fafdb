import Export
import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderStudioCLI
import Render

/// The 50 progress designs animating in one 1280x800 frame.
let progressBenchmarks: [Benchmark] = [
    Benchmark(
        name: "progress",
        summary: "50 progress designs animating in one 1280x800 frame: animator + geometry + record + raster per frame"
    ) {
        ProgressBenchmark.run()
    },
    Benchmark(
        name: "progress-profile",
        summary: "the progress scene for 40 frames, or $PROGRESS_PROFILE_FRAMES (for instruction counts)"
    ) {
        ProgressBenchmark.profile(
            frames: ProcessInfo.processInfo.environment["PROGRESS_PROFILE_FRAMES"].flatMap { Int($0) } ?? 40)
    },
]

/// Lays the 50 gallery designs out on a 10 × 8 grid of 128 × 100 px cells (linear bars and
/// borders take two cells), drives each with its own `ProgressAnimator` fed like the gallery's
/// download simulation (a new value every 400 ms; designs 2, 4, 6, 8, 10 indeterminate), and
/// measures per 60 Hz frame: every animator step, every geometry, recording all 50 into one
/// display list (labels through `ProgressLabelMasks`, as a host caches its text), clearing each
/// indicator's rect (as a host repaints its dirty rects) and rasterizing the list into the frame
/// (no present).
enum ProgressBenchmark {
    static let width = 1280, height = 800
    static let steps = [0.03, 0.08, 0.01, 0.12, 0.05, 0, 0.09, 0.02, 0.15, 0.04, 0.07, 0, 0.11, 0.06]

    struct Cell {
        let design: ProgressDesign
        let resolved: ResolvedProgress
        let rect: Rect
        let scale: Double
        var animator: ProgressAnimator
        /// The pixels a frame repaints: the indicator's rect and a margin for glows and caps.
        var clearRect: IntRect { rect.insetBy(dx: -6, dy: -6).enclosingIntRect }
    }

    static func layout() -> [Cell] {
        var cells: [Cell] = []
        var column = 0, row = 0
        for design in ProgressDesign.all {
            let resolved = ResolvedProgress(design.options)
            let wide = resolved.type == .linear || resolved.type == .border
            let span = wide ? 2 : 1
            if column + span > 10 { column = 0; row += 1 }
            let cell = Rect(x: Double(column * 128), y: Double(row * 100), width: Double(span * 128), height: 100)
            column += span
            let box = ProgressRasterizer.layoutSize(resolved)
            let scale = min((cell.width - 16) / box.width, (cell.height - 16) / box.height, 1.5)
            let rect = Rect(center: cell.center, size: Size(box.width * scale, box.height * scale))
            let animator = ProgressAnimator(
                value: design.alwaysIndeterminate ? nil : 0.4,
                buffer: design.showsBuffer ? 0.65 : nil)
            cells.append(Cell(design: design, resolved: resolved, rect: rect, scale: scale, animator: animator))
        }
        return cells
    }

    /// CPU seconds this thread has run (not inflated by other processes on a shared machine).
    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Raster CPU milliseconds per frame of each type's designs alone (median of 60 frames).
    static func perType(_ cells: [Cell]) -> [BenchFigure] {
        guard var pixmap = Pixmap(width: width, height: height) else { return [] }
        let renderer = Renderer()
        let labels = ProgressLabelMasks()
        return ProgressType.allCases.map { type in
            var list = DisplayList()
            for cell in cells where cell.resolved.type == type {
                ProgressRecorder.record(
                    cell.resolved, cell.animator.state, in: cell.rect, scale: cell.scale,
                    label: { labels.draw($0, into: &$1) }, into: &list)
            }
            var samples: [Double] = []
            for _ in 0..<60 {
                let c0 = threadCPUSeconds()
                renderer.render(list, into: &pixmap)
                samples.append((threadCPUSeconds() - c0) * 1e3)
            }
            return BenchFigure(name: "raster_cpu_\(type.rawValue)", value: median(samples), unit: "ms")
        }
    }

    /// The benchmark scene: the cells, their animators and the frame, drawn frame by frame.
    struct Scene {
        var cells = ProgressBenchmark.layout()
        var pixmap: Pixmap
        let renderer = Renderer()
        let labels = ProgressLabelMasks()
        var list = DisplayList(capacity: 2048)
        var value = 0.4, stepIndex = 0
        let white = Color.white.premultiplied

        init() {
            pixmap = Pixmap(width: ProgressBenchmark.width, height: ProgressBenchmark.height)!
            pixmap.clear(.white)
        }

        /// Steps every animator to `frame` (60 Hz) and records the display list.
        mutating func record(frame: Int) {
            let dt = 1.0 / 60
            let now = Double(frame) * dt
            if frame % 24 == 0 && frame > 0 {
                value = min(1, value + steps[stepIndex % steps.count])
                stepIndex += 1
                if value >= 1 && stepIndex % 5 == 0 { value = 0 }
            }
            list.commands.removeAll(keepingCapacity: true)
            for i in cells.indices {
                if frame % 24 == 0 && !cells[i].design.alwaysIndeterminate {
                    cells[i].animator.setValue(value, now: now)
                    if cells[i].design.showsBuffer { cells[i].animator.setBuffer(min(1, value + 0.25), now: now) }
                }
                cells[i].animator.step(dt, speed: cells[i].resolved.speed)
                let cell = cells[i]
                ProgressRecorder.record(
                    cell.resolved, cell.animator.state, in: cell.rect, scale: cell.scale,
                    label: { labels.draw($0, into: &$1) }, into: &list)
            }
        }

        /// Clears every indicator's rect and rasterizes the recorded list.
        mutating func raster() {
            for cell in cells { pixmap.clear(white, in: cell.clearRect) }
            renderer.render(list, into: &pixmap)
        }
    }

    /// `count` frames of the scene (for instruction counts: the difference of two counts over
    /// their difference of frames is the cost of one frame).
    static func profile(frames count: Int) -> [BenchFigure] {
        var scene = Scene()
        for frame in 0..<count {
            scene.record(frame: frame)
            scene.raster()
        }
        blackHole(scene.pixmap.pixels[width * 50 + 64])
        return [BenchFigure(name: "frames", value: Double(count), unit: "frames")]
    }

    /// A hash of every 10th of the benchmark's 330 frames (see `RenderProfile.checksums`).
    /// A hash of every tenth frame; with RENDER_CHECKSUM_DUMP=DIR, those frames' pixels are also
    /// written there (`progress-FRAME.raw`, 32-bit pixels row by row), to compare two builds pixel by pixel.
    static func checksum() -> UInt64 {
        var scene = Scene()
        var h: UInt64 = 0
        let dump = ProcessInfo.processInfo.environment["RENDER_CHECKSUM_DUMP"]
        for frame in 0..<330 {
            scene.record(frame: frame)
            scene.raster()
            if frame % 10 == 9 {
                h = (h ^ RenderProfile.hash(scene.pixmap)) &* 0x100_0000_01b3
                if let dump {
                    let data = scene.pixmap.pixels.withUnsafeBytes { Data($0) }
                    FileManager.default.createFile(atPath: "\(dump)/progress-\(frame).raw", contents: data)
                }
            }
        }
        return h
    }

    static func run() -> [BenchFigure] {
        var scene = Scene()
        var total: [Double] = [], model: [Double] = [], raster: [Double] = [], cpu: [Double] = []
        var commandCount = 0
        for frame in 0..<330 {
            let c0 = threadCPUSeconds()
            let t0 = DispatchTime.now().uptimeNanoseconds
            scene.record(frame: frame)
            let t1 = DispatchTime.now().uptimeNanoseconds
            scene.raster()
            let t2 = DispatchTime.now().uptimeNanoseconds
            let c1 = threadCPUSeconds()
            if frame >= 30 {
                cpu.append((c1 - c0) * 1e3)
                total.append(Double(t2 - t0) / 1e6)
                model.append(Double(t1 - t0) / 1e6)
                raster.append(Double(t2 - t1) / 1e6)
            }
            commandCount = scene.list.commands.count
        }
        let cells = scene.cells, pixmap = scene.pixmap
        blackHole(pixmap.pixels[width * 50 + 64])
        return [
            BenchFigure(name: "frame_median", value: median(total), unit: "ms"),
            BenchFigure(name: "frame_p90", value: total.sorted()[total.count * 9 / 10], unit: "ms"),
            BenchFigure(name: "frame_cpu_median", value: median(cpu), unit: "ms"),
            BenchFigure(name: "animate_geometry_record_median", value: median(model), unit: "ms"),
            BenchFigure(name: "clear_raster_median", value: median(raster), unit: "ms"),
            BenchFigure(name: "display_commands", value: Double(commandCount), unit: "commands"),
        ] + perType(cells)
    }
}
