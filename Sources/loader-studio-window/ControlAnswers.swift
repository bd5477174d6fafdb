import ControlProtocol
import Foundation
import Graphics
import Render
import SDLHost
import Studio
import UI

/// The window's answers on the test-only control channel (`LOADER_STUDIO_CONTROL=PATH`), one
/// `ControlRequest` a line: the studio's own (`StudioApp.answer(_:)`) and the host's:
/// `redraw-check` (the incrementally drawn framebuffer against a full redraw, pixel for pixel),
/// `pixels X Y W H` (a hash of what the framebuffer holds there, device pixels), `hold` and
/// `release` (the loop stops and resumes ticking and drawing on its own, so a screen comparison
/// holds still) and `present` (frames and bytes presented, the refresh rate, the presentation
/// path, whether the window is shown). Answers are the types of `ControlProtocol`.
@MainActor
enum ControlAnswers {
    /// The environment variable naming the socket path; the channel is off unless it is set.
    static let environmentKey = "LOADER_STUDIO_CONTROL"

    /// Opens the channel named by the environment on `host`, answering for `app`; prints why
    /// when it cannot (the window still runs).
    static func attach(
        to host: HostWindow, app: StudioApp, framebuffer: PixmapFramebuffer,
        environment: [String: String]
    ) -> ControlChannel? {
        guard let path = environment[environmentKey], !path.isEmpty else { return nil }
        let channel: ControlChannel
        do {
            channel = try ControlChannel(path: path)
        } catch {
            WindowApp.printError("loader-studio: \(error.description)")
            return nil
        }
        host.controlChannel = channel
        host.onControlRequest = { [unowned app, unowned framebuffer, unowned host] line in
            answer(line, app: app, framebuffer: framebuffer, host: host)
        }
        return channel
    }

    /// One line of JSON for the request `line`: the studio's answer, the host's, or the
    /// `ControlError` naming what is wrong with the line.
    static func answer(_ line: String, app: StudioApp, framebuffer: PixmapFramebuffer, host: HostWindow) -> String {
        let request: ControlRequest
        do {
            request = try ControlRequest(line: line)
        } catch {
            return ControlJSON.line(error)
        }
        if let known = app.answer(request) { return known }
        switch request {
        case .present: return ControlJSON.line(presentAnswer(host))
        case .hold, .release:
            host.isHeld = request == .hold
            return ControlJSON.line(HoldAnswer(held: host.isHeld))
        case .redrawCheck: return redrawCheck(window: app.window, framebuffer: framebuffer)
        case .pixels(let x, let y, let width, let height):
            var answer = PixelsAnswer(hash: "")
            framebuffer.withPixels { pixels in
                answer = pixelsHash(
                    pixels, imageWidth: framebuffer.width, imageHeight: framebuffer.height, x: x, y: y, width: width,
                    height: height)
            }
            return ControlJSON.line(answer)
        case .ping, .state, .tree, .layout: return ControlJSON.line(ControlError("unanswered request \(line)"))
        }
    }

    /// The `present` answer: frames and bytes presented so far, the refresh rate in Hz, the
    /// presentation path, and whether the window is shown (false while unmapped or minimised).
    static func presentAnswer(_ host: HostWindow) -> PresentAnswer {
        var answer = PresentAnswer()
        answer.frames = host.framesPresented
        answer.bytes = host.bytesPresented
        answer.refreshHz = host.window.refreshRate
        answer.path = host.presentationName
        answer.shown = host.isShown
        return answer
    }

    /// FNV-1a over the 0xRRGGBB values of a rect of the framebuffer's `pixels` (`imageWidth` ×
    /// `imageHeight`; the rect clipped to them), row by row: the hash a journey computes over the
    /// same rect of the X screen.
    static func pixelsHash(
        _ pixels: UnsafeBufferPointer<UInt32>, imageWidth: Int, imageHeight: Int, x: Int, y: Int, width: Int,
        height: Int
    ) -> PixelsAnswer {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for row in clipped(y, height, to: imageHeight) {
            for column in clipped(x, width, to: imageWidth) {
                hash = (hash ^ UInt64(pixels[row * imageWidth + column] & 0xFF_FFFF)) &* 0x0000_0100_0000_01b3
            }
        }
        return PixelsAnswer(hash: String(hash, radix: 16))
    }

    /// The part of `start..<start + length` inside `0..<limit` (empty when none; no overflow).
    static func clipped(_ start: Int, _ length: Int, to limit: Int) -> Range<Int> {
        let (end, overflow) = start.addingReportingOverflow(max(0, length))
        let lower = min(max(0, start), limit)
        return lower..<max(lower, min(limit, overflow ? limit : end))
    }

    /// Compares the framebuffer with a full redraw of the same window by the reference renderer
    /// (one thread, no mask cache, scalar blending), so that the window's bands, kept masks and
    /// SIMD spans are checked against it too: the count of differing pixels and their bounding
    /// box in device pixels.
    static func redrawCheck(window: WindowRoot, framebuffer: PixmapFramebuffer) -> String {
        let incremental = framebuffer.pixmap
        guard var full = Pixmap(width: incremental.width, height: incremental.height) else {
            return ControlJSON.line(ControlError("cannot allocate a redraw"))
        }
        Renderer(reference: true).render(window.recordFullFrame(), into: &full)
        var answer = RedrawCheckAnswer()
        answer.width = incremental.width
        answer.height = incremental.height
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let w = incremental.width
        for (i, (a, b)) in zip(incremental.pixels, full.pixels).enumerated() where a != b {
            answer.mismatched += 1
            let x = i % w, y = i / w
            if answer.samples.count < 8 {
                answer.samples.append(
                    .init(x: x, y: y, drawn: String(a, radix: 16), redrawn: String(b, radix: 16)))
            }
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        if answer.mismatched > 0 {
            answer.bounds = ViewFrame(
                x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
        }
        return ControlJSON.line(answer)
    }
}
