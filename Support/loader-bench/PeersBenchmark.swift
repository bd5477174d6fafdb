import Foundation
import Glibc
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render
import VectorExport

/// `peers` (named only): the 48 BallSpinFadeLoaders of `render` against ThorVG's and rlottie's
/// software renderers, frame by frame in one process.
let peerBenchmarks: [Benchmark] = [
    Benchmark(
        name: "peers",
        summary:
            "48 BallSpinFadeLoaders at 100 px in 1280x800: ours against ThorVG and rlottie (make deps), frame by frame",
        run: PeerBenchmark.run)
]

/// Our frame is the `render` benchmark's: evaluate, record and rasterize 48 spinners into a cleared
/// 1280x800 pixmap, on this thread. The process is pinned to one core first. The players draw the same indicator exported to Lottie at
/// 100 px (`VectorExporter`), 48 times in the same cells, each from its C library in the
/// test-only Python environment `make deps` makes (`PeerPlayers.swift`), also on this thread.
/// We and a player take turns in blocks of frames, so that the machine's speed, which swings on
/// this shared machine, is the same for both; a ratio is the median over the blocks of the
/// player's median frame over ours in the same turn. rlottie is also measured against our frame
/// with only the 48 cells cleared (`_cells`): the pixels it clears and draws itself.
enum PeerBenchmark {
    /// Blocks measured, and frames of each renderer a block.
    static let blocks = 40, blockFrames = 12

    static func run() -> [BenchFigure] {
        // The checkout: the first folder above this executable that holds the players.
        var root = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        while root.path != "/",
            !FileManager.default.fileExists(atPath: root.appendingPathComponent(".venv-players").path)
        {
            root.deleteLastPathComponent()
        }
        guard let thorvgLibrary = PeerLibrary(root: root, suffix: "libthorvg-1.so"),
            let rlottieLibrary = PeerLibrary(root: root, suffix: "librlottie.so")
        else {
            FileHandle.standardError.write(
                Data("peers: no ThorVG or rlottie library in .venv-players; run `make deps`\n".utf8))
            return []
        }
        // One core for all three: rlottie draws with worker threads of its own, which would
        // otherwise take the machine's second core.
        pinToOneCore()
        let spin = try! IndicatorEvaluator(spec: IndicatorSpec.builtin(named: "BallSpinFadeLoader")!)
        let lottie = NSTemporaryDirectory() + "loader-bench-peers-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: lottie) }
        guard let bytes = try? VectorExporter(format: .lottie, size: 100, color: .black).export(spin),
            FileManager.default.createFile(atPath: lottie, contents: Data(bytes))
        else { return [] }

        let corners: [(Double, Double)] = (0..<48).map { i in
            let x = 40 + Double(i % 12) * 100
            let y = 200 + Double(i / 12) * 100
            return (x, y)
        }
        guard
            let thorvg = ThorVGScene(
                library: thorvgLibrary, lottie: lottie, cells: corners, size: 100, width: 1280, height: 800),
            var pixmap = Pixmap(width: 1280, height: 800)
        else {
            FileHandle.standardError.write(Data("peers: ThorVG could not load the scene\n".utf8))
            return []
        }
        let cells = corners.map { Rect(x: $0.0, y: $0.1, width: 100, height: 100) }
        let renderer = Renderer()
        var list = DisplayList(capacity: 512)
        var states: [ElementState] = []
        func oursFrame(_ k: Int) {
            pixmap.clear(.white)
            list.commands.removeAll(keepingCapacity: true)
            for rect in cells {
                spin.states(at: Double(k) / 60, into: &states)
                IndicatorDrawing.record(states, evaluator: spin, in: rect, color: .black, into: &list)
            }
            renderer.render(list, into: &pixmap)
        }
        // The same with only the 48 cells cleared: the pixels rlottie clears and draws, 48 buffers
        // of 100x100, against our 1280x800 (about 2.1 times as many pixels).
        let cellRects = corners.map { IntRect(x: Int($0.0), y: Int($0.1), width: 100, height: 100) }
        func oursCellsFrame(_ k: Int) {
            for rect in cellRects { pixmap.clear(Color.white.premultiplied, in: rect) }
            list.commands.removeAll(keepingCapacity: true)
            for rect in cells {
                spin.states(at: Double(k) / 60, into: &states)
                IndicatorDrawing.record(states, evaluator: spin, in: rect, color: .black, into: &list)
            }
            renderer.render(list, into: &pixmap)
        }

        // ThorVG first; rlottie after, once ThorVG is done, as its worker threads would share the
        // core with the others' turns.
        let (ours, thorvgTimes, thorvgRatios) = inTurns(oursFrame) { k in
            thorvg.render(frame: Float(k).truncatingRemainder(dividingBy: max(1, thorvg.frameCount)))
        }
        guard let rlottie = RlottieScene(library: rlottieLibrary, lottie: lottie, count: 48, size: 100) else {
            FileHandle.standardError.write(Data("peers: rlottie could not load the scene\n".utf8))
            return []
        }
        let (oursAgain, rlottieTimes, rlottieRatios) = inTurns(oursFrame) { k in
            rlottie.render(frame: k % max(1, rlottie.frameCount))
        }
        let (oursCells, rlottieCellTimes, rlottieCellRatios) = inTurns(oursCellsFrame) { k in
            rlottie.render(frame: k % max(1, rlottie.frameCount))
        }
        blackHole(pixmap.pixels[1280 * 400 + 640] ^ thorvg.samplePixel ^ rlottie.samplePixel)
        return [
            BenchFigure(name: "ours_ms", value: median(ours + oursAgain) * 1e3, unit: "ms"),
            BenchFigure(name: "thorvg_ms", value: median(thorvgTimes) * 1e3, unit: "ms"),
            BenchFigure(name: "rlottie_ms", value: median(rlottieTimes) * 1e3, unit: "ms"),
            BenchFigure(name: "thorvg_over_ours", value: median(thorvgRatios), unit: "x"),
            BenchFigure(name: "rlottie_over_ours", value: median(rlottieRatios), unit: "x"),
            BenchFigure(name: "ours_cells_ms", value: median(oursCells) * 1e3, unit: "ms"),
            BenchFigure(name: "rlottie_cells_turns_ms", value: median(rlottieCellTimes) * 1e3, unit: "ms"),
            BenchFigure(name: "rlottie_over_ours_cells", value: median(rlottieCellRatios), unit: "x"),
        ]
    }

    /// Blocks of frames of ours and a player's in turn: the first two frames of a block, drawn
    /// while the caches still hold the other renderer's memory, and the first block, are not
    /// counted. Returns our frame times, the player's, and each block's ratio of medians.
    static func inTurns(_ ours: (Int) -> Void, _ theirs: (Int) -> Void) -> ([Double], [Double], [Double]) {
        var oursTimes: [Double] = [], theirTimes: [Double] = [], ratios: [Double] = []
        var step = 0
        for block in 0..<(blocks + 1) {
            func timeBlock(_ body: (Int) -> Void) -> [Double] {
                (0..<blockFrames).map { k in measureSeconds { body(step + k) } }.dropFirst(2).map { $0 }
            }
            let oursBlock = timeBlock(ours)
            let theirBlock = timeBlock(theirs)
            step += blockFrames
            guard block > 0 else { continue }
            oursTimes += oursBlock
            theirTimes += theirBlock
            ratios.append(median(theirBlock) / median(oursBlock))
        }
        return (oursTimes, theirTimes, ratios)
    }

    /// Pins this process (and the threads it starts from now on) to the core it runs on, through
    /// the C library's `sched_getcpu` and `sched_setaffinity` (which Swift's Glibc does not import).
    static func pinToOneCore() {
        typealias GetCPU = @convention(c) () -> Int32
        typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let get = dlsym(library, "sched_getcpu"), let set = dlsym(library, "sched_setaffinity") else { return }
        let core = max(0, Int(unsafeBitCast(get, to: GetCPU.self)()))
        // A CPU mask of 1,024 bits, as glibc's cpu_set_t.
        var mask = [UInt8](repeating: 0, count: 128)
        mask[core / 8] |= UInt8(1 << (core % 8))
        let result = mask.withUnsafeBytes { unsafeBitCast(set, to: SetAffinity.self)(0, 128, $0.baseAddress!) }
        if result != 0 {
            FileHandle.standardError.write(Data("peers: cannot pin to core \(core); rlottie may use two\n".utf8))
        }
    }
}
