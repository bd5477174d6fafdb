import Foundation
import Graphics
import Render
import SDLHost
import Studio
import UI

/// The window's answers on the test-only control channel (`LOADER_STUDIO_CONTROL=PATH`): the
/// studio's own requests (`StudioApp.controlRequests`) plus `redraw-check`, which records the
/// whole window afresh and compares it with the incrementally drawn framebuffer, pixel for pixel
/// (with up to 8 samples: x, y, drawn, redrawn), `pixels X Y W H`, a hash of what the framebuffer holds there (device pixels),
/// `hold` and `release` (the loop stops and resumes ticking and drawing on its own, so a screen
/// comparison holds still), and `present`, the host's counts: frames and bytes presented since the window opened, the
/// refresh rate (Hz), how frames reach the screen and whether the window is shown.
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
        host.onControlRequest = { [unowned app, unowned framebuffer, unowned host] request in
            switch request.trimmingCharacters(in: .whitespaces) {
            case "present": return presentAnswer(host)
            case "hold": host.isHeld = true; return #"{"held":true}"#
            case "release": host.isHeld = false; return #"{"held":false}"#
            default: return answer(request, app: app, framebuffer: framebuffer)
            }
        }
        return channel
    }

    /// One line of JSON for `request`.
    static func answer(_ request: String, app: StudioApp, framebuffer: PixmapFramebuffer) -> String {
        if let known = app.answer(controlRequest: request) { return known }
        let words = request.split(separator: " ")
        switch words.first {
        case "redraw-check" where words.count == 1:
            return redrawCheck(window: app.window, framebuffer: framebuffer)
        case "pixels":
            let numbers = words.dropFirst().compactMap { Int($0) }
            guard numbers.count == 4, words.count == 5 else {
                return #"{"error":"pixels takes four integers: X Y WIDTH HEIGHT (device pixels)"}"#
            }
            return pixelsHash(framebuffer.pixmap, x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        default:
            return StudioApp.unknownControlRequest(
                request, known: StudioApp.controlRequests + ["redraw-check", "pixels", "present", "hold", "release"])
        }
    }

    /// The `present` answer: frames and bytes presented so far, the refresh rate in Hz, the
    /// presentation path, and whether the window is shown (false while unmapped or minimised).
    static func presentAnswer(_ host: HostWindow) -> String {
        let object: [String: Any] = [
            "frames": host.framesPresented, "bytes": host.bytesPresented,
            "refreshHz": host.window.refreshRate, "path": host.presentationName,
            "shown": host.isShown,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return #"{"error":"unencodable answer"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// FNV-1a over the 0xRRGGBB values of a rect of the framebuffer (clipped to it), row by
    /// row: the hash a journey computes over the same rect of the X screen.
    static func pixelsHash(_ pixmap: Pixmap, x: Int, y: Int, width: Int, height: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let rows =
            max(
                0, y)..<max(
                max(0, y), min(pixmap.height, y.addingReportingOverflow(height).overflow ? pixmap.height : y + height))
        let columns =
            max(
                0, x)..<max(
                max(0, x), min(pixmap.width, x.addingReportingOverflow(width).overflow ? pixmap.width : x + width))
        for row in rows {
            for column in columns {
                hash = (hash ^ UInt64(pixmap.pixels[row * pixmap.width + column] & 0xFF_FFFF)) &* 0x0000_0100_0000_01b3
            }
        }
        return "{\"hash\":\"\(String(hash, radix: 16))\"}"
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
        var samples: [String] = []
        let w = incremental.width
        for (i, (a, b)) in zip(incremental.pixels, full.pixels).enumerated() where a != b {
            mismatched += 1
            let x = i % w, y = i / w
            if samples.count < 8 {
                samples.append("[\(x),\(y),\"\(String(a, radix: 16))\",\"\(String(b, radix: 16))\"]")
            }
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        var result = "{\"mismatched\":\(mismatched),\"width\":\(w),\"height\":\(incremental.height)"
        if mismatched > 0 {
            result += ",\"bounds\":[\(minX),\(minY),\(maxX - minX + 1),\(maxY - minY + 1)]"
            result += ",\"samples\":[\(samples.joined(separator: ","))]"
        }
        return result + "}"
    }
}
