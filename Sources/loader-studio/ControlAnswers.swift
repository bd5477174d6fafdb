import Foundation
import Graphics
import Render
import SDLHost
import Studio
import UI

/// The window's answers on the test-only control channel (`LOADER_STUDIO_CONTROL=PATH`): the
/// studio's own requests (`StudioApp.controlRequests`) plus `redraw-check`, which records the
/// whole window afresh and compares it with the incrementally drawn framebuffer, pixel for pixel.
@MainActor
enum ControlAnswers {
    /// The environment variable naming the socket path; the channel is off unless it is set.
    static let environmentKey = "LOADER_STUDIO_CONTROL"

    /// Opens the channel named by the environment on `host`, answering for `app`; prints why
    /// when it cannot (the window still runs).
    static func attach(to host: HostWindow, app: StudioApp, framebuffer: PixmapFramebuffer,
                       environment: [String: String]) -> ControlChannel? {
        guard let path = environment[environmentKey], !path.isEmpty else { return nil }
        let channel: ControlChannel
        do {
            channel = try ControlChannel(path: path)
        } catch {
            WindowApp.printError("loader-studio: \(error.description)")
            return nil
        }
        host.controlChannel = channel
        host.onControlRequest = { [unowned app, unowned framebuffer] request in
            answer(request, app: app, framebuffer: framebuffer)
        }
        return channel
    }

    /// One line of JSON for `request`.
    static func answer(_ request: String, app: StudioApp, framebuffer: PixmapFramebuffer) -> String {
        if let known = app.answer(controlRequest: request) { return known }
        if request.trimmingCharacters(in: .whitespaces) == "redraw-check" {
            return redrawCheck(window: app.window, framebuffer: framebuffer)
        }
        return StudioApp.unknownControlRequest(request, known: StudioApp.controlRequests + ["redraw-check"])
    }

    /// Compares the framebuffer with a full redraw of the same window: the count of differing
    /// pixels and their bounding box in device pixels.
    static func redrawCheck(window: WindowRoot, framebuffer: PixmapFramebuffer) -> String {
        let incremental = framebuffer.pixmap
        guard var full = Pixmap(width: incremental.width, height: incremental.height) else {
            return #"{"error":"cannot allocate a redraw"}"#
        }
        Renderer().render(window.recordFullFrame(), into: &full)
        var mismatched = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let w = incremental.width
        for (i, (a, b)) in zip(incremental.pixels, full.pixels).enumerated() where a != b {
            mismatched += 1
            let x = i % w, y = i / w
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        var result = "{\"mismatched\":\(mismatched),\"width\":\(w),\"height\":\(incremental.height)"
        if mismatched > 0 { result += ",\"bounds\":[\(minX),\(minY),\(maxX - minX + 1),\(maxY - minY + 1)]" }
        return result + "}"
    }
}
