import Foundation
import Graphics
import LoadingLifecycle
import Localization
import Render
import Export
import UI

/// Scenes mode's side by side being exported as a GIF or a PNG sequence, a few frames each tick
/// so that the window stays responsive: a copy of the scene in a window of its own, off screen,
/// is put at each frame's moment and drawn (the scene on screen is not touched); the frames are
/// then encoded and written, on a thread of their own when the writer can.
@MainActor
final class SceneFramesJob {
    /// What the frames become.
    enum Output: Equatable {
        /// One looping GIF at `path`.
        case gif
        /// One PNG a frame, `path`'s stem numbered (`scene-0000.png`, …, as `render --frames`).
        case pngSequence
    }

    let path: String
    let output: Output
    /// The moments drawn, in seconds from the start of the run.
    let times: [Double]
    /// The frame rate, frames a second.
    let framesPerSecond: Double
    private(set) var frames: [[UInt32]] = []
    /// How many frames were drawn (they are handed over to the write once all are).
    private(set) var frameCount = 0
    private(set) var width = 0
    private(set) var height = 0
    private let window: WindowRoot
    private let screen: ScenesScreen

    /// The moments of the first `requests` requests of `run` at `framesPerSecond`, at most
    /// `frameLimit` of them.
    static func times(of run: RequestRun, requests: Int, framesPerSecond: Double, frameLimit: Int) -> [Double] {
        let end = run.starts.count > requests ? run.starts[requests] : run.duration
        let step = 1 / framesPerSecond
        let count = min(frameLimit, max(1, Int((end / step).rounded(.up))))
        return (0..<count).map { Double($0) * step }
    }

    /// The files `output` at `path` writes for `count` frames.
    static func paths(_ output: Output, at path: String, count: Int) -> [String] {
        output == .gif ? [path] : (0..<max(1, count)).map { FrameSequence.path(path, index: $0) }
    }

    /// A job drawing `source`'s scene (its settings and slot sources) from the start of the run
    /// over its first `requests` requests at `framesPerSecond`, at most `frameLimit` frames, in
    /// a window of `size` points (the screen's own size, so the frames are the stage seen), in
    /// the language of `text`.
    init(
        source: ScenesScreen, output: Output, textEngine: TextEngine, theme: Theme, size: Size, path: String,
        requests: Int, framesPerSecond: Double, frameLimit: Int, text: Localizer
    ) {
        self.path = path
        self.output = output
        self.framesPerSecond = framesPerSecond
        screen = ScenesScreen(settings: source.settings)
        screen.makeLoadingView = source.makeLoadingView
        screen.skeletonLook = source.skeletonLook
        screen.describe = source.describe
        screen.showsSelection = false
        window = WindowRoot(textEngine: textEngine, theme: theme, contentView: screen)
        window.layout(size: size, scale: 1)
        window.rootView.layoutIfNeeded()
        let stage = screen.stageView.frame.size
        let wanted = Self.times(
            of: screen.player.run, requests: requests, framesPerSecond: framesPerSecond, frameLimit: frameLimit)
        let limit = Self.frameLimit(width: stage.width, height: stage.height)
        times = Array(wanted.prefix(limit))
        isCut = wanted.count > times.count
        screen.applyLanguageToTree(text)
        screen.refreshSlots()
    }

    /// The most bytes of drawn frames a job holds before encoding them: 512 MB.
    static let memoryBudget = 512 << 20

    /// The most frames of a `width`×`height`-point stage (at scale 1) the memory budget holds.
    static func frameLimit(width: Double, height: Double) -> Int {
        let bytes = max(1, Int(width.rounded(.up)) * Int(height.rounded(.up)) * 4)
        return max(1, memoryBudget / bytes)
    }

    /// True when the run's first requests were longer than the memory budget holds: the export
    /// stops at `times.count` frames.
    let isCut: Bool

    /// The files the job writes.
    var paths: [String] { Self.paths(output, at: path, count: times.count) }

    /// The share of frames drawn, 0...1.
    var progress: Double { Double(frameCount) / Double(max(1, times.count)) }
    var isDone: Bool { frameCount >= times.count }

    /// Draws frames until `budget` seconds have passed (at least one frame).
    func advance(budget: Double) {
        let start = ProcessInfo.processInfo.systemUptime
        repeat {
            guard !isDone else { return }
            let t = times[frameCount]
            screen.seek(to: t)
            screen.setIndicatorTime(t)
            let snapshot = window.recordSnapshot(of: screen.stageView, scale: 1)
            guard var pixmap = Pixmap(width: snapshot.width, height: snapshot.height) else { return }
            Renderer().render(snapshot.list, into: &pixmap)
            width = snapshot.width
            height = snapshot.height
            frames.append(pixmap.pixels)
            frameCount += 1
        } while ProcessInfo.processInfo.systemUptime - start < budget
    }

    // MARK: Writing

    /// How the write ended: nil while it runs (or before it started), else the failure's
    /// description or nil inside for success.
    var writeOutcome: String?? { outcome.value }
    private let outcome = WriteOutcome()
    private(set) var isWriting = false

    /// A GIF frame's delay, in hundredths of a second.
    var delayCentiseconds: Int { Int((100 / framesPerSecond).rounded()) }

    /// Encodes and writes the frames: on a thread of their own when `writer` can (the window
    /// goes on meanwhile; `writeOutcome` tells the end), else at once. The frames are handed over.
    func startWriting(with writer: ImageWriting) {
        guard !isWriting else { return }
        isWriting = true
        let frames = self.frames, width = self.width, height = self.height, path = self.path
        let output = self.output, delays = Array(repeating: delayCentiseconds, count: frames.count)
        self.frames = []
        let outcome = self.outcome
        guard let background = writer.backgroundWriter() else {
            outcome.settle {
                try Self.write(
                    output, frames, width, height, delays, path,
                    png: { try writer.writePNG(width: $0, height: $1, premultipliedARGB32: $2, path: $3) },
                    gif: { try writer.writeGIF(frames: $0, width: $1, height: $2, delaysCentiseconds: $3, path: $4) })
            }
            return
        }
        Thread.detachNewThread {
            outcome.settle {
                try Self.write(
                    output, frames, width, height, delays, path, png: background.writePNG, gif: background.writeGIF)
            }
        }
    }

    /// Writes `frames` as `output` at `path` through the PNG and GIF writes given.
    private nonisolated static func write(
        _ output: Output, _ frames: [[UInt32]], _ width: Int, _ height: Int, _ delays: [Int], _ path: String,
        png: (Int, Int, [UInt32], String) throws -> Void, gif: ([[UInt32]], Int, Int, [Int], String) throws -> Void
    ) throws {
        switch output {
        case .gif: try gif(frames, width, height, delays, path)
        case .pngSequence:
            for (index, frame) in frames.enumerated() {
                try png(width, height, frame, FrameSequence.path(path, index: index))
            }
        }
    }
}

/// The end of a write on another thread, read on the main one.
private final class WriteOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String??

    var value: String?? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ value: String??) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    /// Runs `body` and keeps how it ended: nil inside for success, else the error's words.
    func settle(_ body: () throws -> Void) {
        do {
            try body()
            set(.some(nil))
        } catch {
            set(.some("\(error)"))
        }
    }
}
