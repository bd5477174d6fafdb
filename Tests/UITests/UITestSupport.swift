import Graphics
import Render
import XCTest
@testable import UI

/// A window of the given size (points) at a scale, laid out and with its first frame recorded.
@MainActor
func makeWindow(_ width: Double = 400, _ height: Double = 300, scale: Double = 1, content: View = View(),
                theme: Theme = .light) -> WindowRoot {
    let window = WindowRoot(textEngine: FixedWidthTextEngine(), theme: theme, contentView: content)
    window.layout(size: Size(width, height), scale: scale)
    _ = window.recordFrame()
    return window
}

extension WindowRoot {
    /// A primary click (down and up) at a window point.
    func click(_ x: Double, _ y: Double, modifiers: Modifiers = [], clickCount: Int = 1) {
        handle(.pointerMove(Point(x, y)))
        handle(.pointerDown(Point(x, y), modifiers: modifiers, clickCount: clickCount))
        handle(.pointerUp(Point(x, y)))
    }

    /// A click in the middle of a view.
    func click(_ view: View) {
        rootView.layoutIfNeeded()
        let c = view.windowFrame.center
        click(c.x, c.y)
    }

    /// A primary-button drag between window points, through `steps` moves.
    func drag(from a: Point, to b: Point, steps: Int = 4) {
        handle(.pointerMove(a))
        handle(.pointerDown(a))
        for i in 1...steps { handle(.pointerMove(a.interpolated(to: b, t: Double(i) / Double(steps)))) }
        handle(.pointerUp(b))
    }

    /// A key press.
    @discardableResult
    func press(_ key: Key, _ modifiers: Modifiers = []) -> Bool {
        let handled = handle(.keyDown(key, modifiers: modifiers))
        handle(.keyUp(key, modifiers: modifiers))
        return handled
    }

    /// Types text into the focused view.
    func type(_ text: String) { handle(.textInput(text)) }

    /// The whole window rendered off screen.
    func renderAll() -> Pixmap {
        let (w, h) = pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        Renderer().render(recordFullFrame(), into: &pixmap)
        return pixmap
    }
}

extension Pixmap {
    /// The straight "#RRGGBBAA" of a pixel.
    func hex(_ x: Int, _ y: Int) -> String { pixel(x: x, y: y).straight.hexString }

    /// The number of pixels in `rect` that differ from `color`.
    func count(in rect: IntRect, notEqualTo color: Color) -> Int {
        let value = color.premultiplied.pixel
        return pixels(in: rect).filter { $0 != value }.count
    }
}

/// A view that counts its draws and layouts.
@MainActor
final class ProbeView: View {
    var draws = 0
    var layouts = 0
    var focusable = false
    var keys: [Key] = []
    var entered = 0, exited = 0
    var handlesPointer = false
    var drags: [Point] = []

    override var canBecomeFocused: Bool { focusable }
    override func draw(in canvas: inout Canvas) { draws += 1 }
    override func layoutSubviews() { layouts += 1 }
    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        keys.append(key)
        return focusable
    }
    override func pointerEntered() { entered += 1 }
    override func pointerExited() { exited += 1 }
    override func pointerDown(_ event: PointerEvent) -> Bool { handlesPointer }
    override func pointerDragged(_ event: PointerEvent) { drags.append(event.location) }
}

