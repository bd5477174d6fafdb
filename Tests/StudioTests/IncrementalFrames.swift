import Graphics
import Render
import UI
import XCTest
@testable import Studio

/// Draws a window as the host does, each frame only in its dirty rects over the pixels of the
/// frames before, and compares the result with a full redraw of the same state.
///
/// A view that draws outside its frame, or invalidates less than what changed, leaves stale or
/// clipped pixels that only the incremental frames show; a full redraw never does.
@MainActor
final class IncrementalFrames {
    /// One thing a user does, named for the failure message.
    typealias FrameStep = (name: String, run: @MainActor () -> Void)

    /// Pixels that differ: how many, their bounding box and the first few (device pixels,
    /// premultiplied 0xAARRGGBB kept and full).
    struct Mismatch {
        var count = 0
        var box: IntRect?
        var first: [(x: Int, y: Int, kept: UInt32, full: UInt32)] = []

        var description: String {
            let samples = first.map {
                "(\($0.x), \($0.y)) \(String($0.kept, radix: 16)) instead of \(String($0.full, radix: 16))"
            }
            return "\(count) stale or clipped pixels in \(box.map { "\($0)" } ?? "nothing"): "
                + samples.joined(separator: ", ")
        }
    }

    let window: WindowRoot
    /// The kept pixels, device pixels of the window.
    private(set) var pixmap: Pixmap

    /// Starts from a full frame of `window`.
    init(_ window: WindowRoot) {
        self.window = window
        let (w, h) = window.pixelSize
        pixmap = Pixmap(width: w, height: h)!
        Renderer().render(window.recordFullFrame(), into: &pixmap)
    }

    /// Records the dirty rects and rasterizes them over the kept pixels.
    func drawFrame() {
        Renderer().render(window.recordFrame().list, into: &pixmap)
    }

    /// Draws a frame, then compares the kept pixels with a full redraw. The full redraw records
    /// everything, so it replaces the kept pixels afterwards: each check starts clean.
    func mismatch() -> Mismatch {
        drawFrame()
        let (w, h) = window.pixelSize
        var full = Pixmap(width: w, height: h)!
        Renderer().render(window.recordFullFrame(), into: &full)
        var result = Mismatch()
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for (i, (kept, redrawn)) in zip(pixmap.pixels, full.pixels).enumerated() where kept != redrawn {
            let x = i % w, y = i / w
            if result.first.count < 4 { result.first.append((x, y, kept, redrawn)) }
            result.count += 1
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
        if result.count > 0 { result.box = IntRect(minX: minX, minY: minY, maxX: maxX + 1, maxY: maxY + 1) }
        pixmap = full
        return result
    }

    /// Runs each step, draws a frame after it, and asserts that the frame equals a full redraw.
    func assertMatchesFullRedraw(
        after steps: [FrameStep], _ context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for step in steps {
            step.run()
            let found = mismatch()
            XCTAssertEqual(
                found.count, 0, "\(context) after \(step.name): \(found.description)", file: file, line: line)
        }
    }
}

@MainActor
enum FrameCheckApp {
    /// A studio app whose text engine measures like a real font (runs round to whole pixels, so
    /// a string is wider than the sum of its words), on a 1280×800 window at `scale`. Reduced
    /// motion keeps the indicators still while a step waits (a tooltip's delay).
    static func make(scale: Double = 1, size: Size = Size(1280, 800), motion: MotionPreference = .standard) -> StudioApp
    {
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
            imageWriter: ScreensImageWriter(), motion: motion,
            textEngine: WholePixelTextEngine(measuringScale: scale))
        app.window.layout(size: size, scale: scale)
        _ = app.user.nextFrame()
        return app
    }
}
