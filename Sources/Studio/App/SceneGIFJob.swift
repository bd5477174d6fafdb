import Foundation
import Graphics
import LoadingLifecycle
import Localization
import Render
import UI

/// A GIF of Scenes mode being rendered, a few frames each tick so that the window stays
/// responsive: a copy of the scene in a window of its own, off screen, is put at each frame's
/// moment and drawn; the scene on screen is not touched.
@MainActor
final class SceneGIFJob {
    let path: String
    /// The moments drawn, in seconds from the start of the run.
    let times: [Double]
    private(set) var frames: [[UInt32]] = []
    /// How many frames were drawn (they are handed over to the write once all are).
    private(set) var frameCount = 0
    private(set) var width = 0
    private(set) var height = 0
    private let window: WindowRoot
    private let screen: ScenesScreen

    /// A job drawing `source`'s scene (its settings and slot sources) from the start of the run
    /// over the first `requests` requests at `framesPerSecond`, at most `frameLimit` frames, in
    /// a window of `size` points, in the language of `text`.
    init(
        source: ScenesScreen, textEngine: TextEngine, theme: Theme, size: Size, path: String, requests: Int,
        framesPerSecond: Double, frameLimit: Int, text: Localizer
    ) {
        self.path = path
        screen = ScenesScreen(settings: source.settings)
        screen.makeLoadingView = source.makeLoadingView
        screen.skeletonLook = source.skeletonLook
        screen.describe = source.describe
        window = WindowRoot(textEngine: textEngine, theme: theme, contentView: screen)
        window.layout(size: size, scale: 1)
        let run = screen.player.run
        let end = run.starts.count > requests ? run.starts[requests] : run.duration
        let step = 1 / framesPerSecond
        let count = min(frameLimit, max(1, Int((end / step).rounded(.up))))
        times = (0..<count).map { Double($0) * step }
        screen.applyLanguageToTree(text)
        screen.refreshSlots()
    }

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

    /// Encodes and writes the GIF: on a thread of its own when `writer` can (the window goes
    /// on meanwhile; `writeOutcome` tells the end), else at once. The frames are handed over.
    func startWriting(with writer: ImageWriting, delayCentiseconds: Int) {
        guard !isWriting else { return }
        isWriting = true
        let frames = self.frames, width = self.width, height = self.height, path = self.path
        self.frames = []
        let delays = Array(repeating: delayCentiseconds, count: frames.count)
        guard let background = writer.backgroundGIFWriter() else {
            do {
                try writer.writeGIF(
                    frames: frames, width: width, height: height, delaysCentiseconds: delays, path: path)
                outcome.set(.some(nil))
            } catch {
                outcome.set(.some("\(error)"))
            }
            return
        }
        let outcome = self.outcome
        Thread.detachNewThread {
            do {
                try background(frames, width, height, delays, path)
                outcome.set(.some(nil))
            } catch {
                outcome.set(.some("\(error)"))
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
}
