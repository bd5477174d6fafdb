import CSDL2
import Foundation
import Graphics
import LoaderKitCore
import LoaderKitUI
import Render
import SDLHost
import UI

/// The window's frame cost off screen (no SDL window, no present) and the studio's start-up.
let uiBenchmarks: [Benchmark] = [
    Benchmark(
        name: "ui",
        summary:
            "50 animating LoaderKitViews at 1280x800: CPU per frame (tick + record + rasterize dirty rects); idle frames"
    ) {
        MainActor.assumeIsolated { UIFrameBenchmark.run() }
    },
    Benchmark(
        name: "startup",
        summary:
            "loader-studio process start to its first frame off screen (--screenshot), and commands (validate one.json, eval, snippet, help) from spawn to exit"
    ) {
        StartupBenchmark.run()
    },
]

/// A window-sized tree like the built-in grid: 50 cards of 10 columns, each a LoaderKitView and
/// its name, drawn with the SDL2_ttf fonts, through `WindowRoot` and the `Render` rasterizer
/// exactly as the host does each frame (minus the texture upload and present).
@MainActor
enum UIFrameBenchmark {
    static func makeWindow(scale: Double) -> (WindowRoot, [LoaderKitView]) {
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        (engine as? SDLTextEngine)?.measuringScale = scale
        let root = WindowRoot(textEngine: engine)
        let grid = GridLayoutView(
            layout: GridLayout(columns: 10, rowHeight: 120, spacing: 12, padding: EdgeInsets(all: 16)))
        var indicators: [LoaderKitView] = []
        for name in IndicatorSpec.builtinNames.prefix(50) {
            let cell = View()
            cell.backgroundColor = .token(.panel)
            cell.borderColor = .token(.border)
            cell.cornerRadius = 10
            let indicator = LoaderKitView(indicator: name, frame: Rect(x: 31, y: 12, width: 56, height: 56))
            indicator.color = Theme.light.color(.accent)
            let label = Label(name, font: .uiSmall)
            label.alignment = .center
            label.frame = Rect(x: 4, y: 90, width: 110, height: 16)
            cell.addSubview(indicator)
            cell.addSubview(label)
            grid.addSubview(cell)
            indicators.append(indicator)
        }
        root.contentView = grid
        root.layout(size: Size(1280, 800), scale: scale)
        return (root, indicators)
    }

    static func run() -> [BenchFigure] {
        var figures = measure(scale: 1, suffix: "")
        figures += measure(scale: 2, suffix: "_hidpi2x")
        figures.append(idleFrames())
        if let flood = inputFloodExtraFrames() { figures.append(flood) }
        return figures
    }

    /// The host loop (SDL's dummy video driver, 640x480, one animating indicator) flooded with
    /// 400 pointer motions a millisecond apart for 0.5 s: frames presented minus the display
    /// refreshes that passed, median of 5 runs (input never makes more than one frame a refresh).
    static func inputFloodExtraFrames() -> BenchFigure? {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        guard let video = try? SDLVideo() else { return nil }
        var extra: [Double] = []
        for _ in 0..<5 {
            guard
                let host = try? HostWindow(
                    configuration: HostConfiguration(width: 640, height: 480, hidden: true),
                    video: video, framebuffer: DiscardingFramebuffer(), textEngine: nil)
            else { return nil }
            let content = View()
            content.addSubview(LoaderKitView(indicator: "BallPulse", frame: Rect(x: 10, y: 10, width: 40, height: 40)))
            host.root.contentView = content
            DispatchQueue(label: "pointer flood").async { @Sendable in
                for i in 0..<400 {
                    var motion = SDL_Event()
                    motion.type = SDL_MOUSEMOTION.rawValue
                    motion.motion.x = Int32(100 + i % 50)
                    motion.motion.y = 100
                    SDL_PushEvent(&motion)
                    usleep(1_000)
                }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { @Sendable in
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            let start = MonotonicClock.seconds
            guard (try? host.run()) != nil else { return nil }
            extra.append(Double(host.framesPresented) - (MonotonicClock.seconds - start) * host.window.refreshRate)
        }
        return BenchFigure(name: "input_flood_frames_over_refreshes", value: median(extra), unit: "frames")
    }

    /// CPU time per animated frame at a scale, split into tick + record and rasterize.
    static func measure(scale: Double, suffix: String) -> [BenchFigure] {
        let (root, _) = makeWindow(scale: scale)
        let (w, h) = root.pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        let renderer = Renderer()
        renderer.render(root.recordFrame().list, into: &pixmap)
        return measureWindowFrames(
            root, into: &pixmap, renderer: renderer, warmup: 30,
            frames: scale > 1 ? 120 : 300, suffix: suffix)
    }

    /// Frames the host loop would render over 2 s of wall time once nothing animates and no
    /// input arrives (the host blocks in SDL_WaitEvent then; here each turn sleeps 16 ms).
    static func idleFrames() -> BenchFigure {
        let (root, indicators) = makeWindow(scale: 1)
        let (w, h) = root.pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        let renderer = Renderer()
        for indicator in indicators {
            indicator.hidesWhenStopped = false
            indicator.stopAnimating()
        }
        renderer.render(root.recordFrame().list, into: &pixmap)
        var frames = 0
        let end = MonotonicClock.seconds + 2
        while MonotonicClock.seconds < end {
            if root.isAnimating { root.tick(dt: 1.0 / 60) }
            if root.needsDisplay {
                renderer.render(root.recordFrame().list, into: &pixmap)
                frames += 1
            }
            usleep(16_000)
        }
        blackHole(pixmap)
        return BenchFigure(name: "idle_frames_2s", value: Double(frames), unit: "frames")
    }
}

/// Pixels nobody looks at: the flood benchmark counts presents, not drawing.
@MainActor
private final class DiscardingFramebuffer: Framebuffer {
    private(set) var width = 1, height = 1
    private var pixels: [UInt32] = [0]
    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }
    func render(_ list: DisplayList, dirty: [IntRect]) {}
    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void) { pixels.withUnsafeBufferPointer(body) }
}
