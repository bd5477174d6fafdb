import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render
import UI
import XCTest
@testable import Studio

/// An image writer that keeps what it was asked to write.
final class ScreensImageWriter: ImageWriting {
    var pngs: [(path: String, width: Int, pixels: [UInt32])] = []
    var gifs: [(path: String, frames: Int)] = []
    /// Each GIF's size in pixels.
    var gifSizes: [(width: Int, height: Int)] = []
    func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {
        pngs.append((path, width, premultipliedARGB32))
    }
    func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {
        gifs.append((path, frames.count))
        gifSizes.append((width, height))
    }
}

/// Off-screen rendering helpers shared by the screen tests.
@MainActor
enum ScreensRender {
    /// The rasterizer the executable would inject: Render into a square pixmap.
    static let rasterizer: StudioApp.Rasterizer = { evaluator, t, size, colors in
        guard var pixmap = Pixmap(width: size, height: size) else { return [] }
        var list = DisplayList()
        IndicatorDrawing.record(
            evaluator.states(at: t), evaluator: evaluator,
            in: Rect(x: 0, y: 0, width: Double(size), height: Double(size)),
            color: colors.first ?? .black, colors: colors.count > 1 ? colors : [], into: &list)
        Renderer().render(list, into: &pixmap)
        return pixmap.pixels
    }

    /// A studio app on a 1280×800 window at scale 1, without a file watcher, first frame drawn.
    static func makeApp(
        theme: StudioSettings.Theme = .light, writer: ScreensImageWriter = ScreensImageWriter(),
        size: Size = Size(1280, 800)
    ) -> StudioApp {
        var settings = StudioSettings()
        settings.theme = theme
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: settings, rasterize: rasterizer,
            imageWriter: writer)
        app.window.layout(size: size, scale: 1)
        _ = app.user.nextFrame()
        return app
    }

    /// The whole window rendered off screen.
    static func render(_ window: WindowRoot) -> Pixmap {
        let (w, h) = window.pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        Renderer().render(window.recordFullFrame(), into: &pixmap)
        return pixmap
    }

    /// Writes `pixmap` as a PAM image (RGBA, straight alpha) for looking at a screen; any image
    /// tool converts it to PNG.
    @discardableResult
    static func writePAM(_ pixmap: Pixmap, to path: String) -> Bool {
        var pam = Array(
            "P7\nWIDTH \(pixmap.width)\nHEIGHT \(pixmap.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8
        )
        pam.append(contentsOf: pixmap.straightRGBABytes())
        return FileManager.default.createFile(atPath: path, contents: Data(pam))
    }
}

extension WindowRoot {
    /// A primary click (move, down, up) at a window point.
    func tap(_ x: Double, _ y: Double) {
        handle(.pointerMove(Point(x, y)))
        handle(.pointerDown(Point(x, y)))
        handle(.pointerUp(Point(x, y)))
    }

    /// A click in the middle of a view, scrolled into view first as a user would (the
    /// inspector's forms come before its colour and playback sections).
    func tap(_ view: View) {
        view.scrollIntoView()
        rootView.layoutIfNeeded()
        _ = recordFrame()
        let c = view.windowFrame.center
        tap(c.x, c.y)
    }

    /// A drag between window points through `steps` moves.
    func dragPointer(from a: Point, to b: Point, steps: Int = 6) {
        handle(.pointerMove(a))
        handle(.pointerDown(a))
        for i in 1...steps { handle(.pointerMove(a.interpolated(to: b, t: Double(i) / Double(steps)))) }
        handle(.pointerUp(b))
    }

    /// A key press as SDL delivers it: key down, then (for printable keys without Ctrl) the text
    /// input, then key up.
    @discardableResult
    func key(_ key: Key, _ modifiers: Modifiers = [], text: String? = nil) -> Bool {
        let handled = handle(.keyDown(key, modifiers: modifiers))
        if let text { handle(.textInput(text)) }
        handle(.keyUp(key, modifiers: modifiers))
        return handled
    }

    /// Types characters one by one (key down, text input, key up each).
    func typeText(_ text: String) {
        for c in text {
            let lower = Character(c.lowercased())
            key(c == " " ? .space : .character(lower), c.isUppercase ? .shift : [], text: String(c))
        }
    }

    /// The view with `identifier` in the content or the overlays.
    func find(_ identifier: String) -> View? {
        contentView.descendant(identifier: identifier) ?? overlayView.descendant(identifier: identifier)
    }
}

extension Pixmap {
    /// The pixels of a rect (device pixels).
    func region(_ rect: IntRect) -> [UInt32] { pixels(in: rect) }
}
