import Graphics
import Render
import XCTest
import UI

/// A window of the given size (points) at a scale, laid out and with its first frame recorded.
@MainActor
public func makeWindow(
    _ width: Double = 400, _ height: Double = 300, scale: Double = 1, content: View = View(),
    theme: Theme = .light
) -> WindowRoot {
    let window = WindowRoot(textEngine: FixedWidthTextEngine(), theme: theme, contentView: content)
    window.layout(size: Size(width, height), scale: scale)
    _ = window.recordFrame()
    return window
}

extension WindowRoot {
    /// A primary click (down and up) at a window point.
    public func click(_ x: Double, _ y: Double, modifiers: Modifiers = [], clickCount: Int = 1) {
        handle(.pointerMove(Point(x, y)))
        handle(.pointerDown(Point(x, y), modifiers: modifiers, clickCount: clickCount))
        handle(.pointerUp(Point(x, y)))
    }

    /// A click in the middle of a view.
    public func click(_ view: View) {
        rootView.layoutIfNeeded()
        let c = view.windowFrame.center
        click(c.x, c.y)
    }

    /// A primary-button drag between window points, through `steps` moves.
    public func drag(from a: Point, to b: Point, steps: Int = 4) {
        handle(.pointerMove(a))
        handle(.pointerDown(a))
        for i in 1...steps { handle(.pointerMove(a.interpolated(to: b, t: Double(i) / Double(steps)))) }
        handle(.pointerUp(b))
    }

    /// A key press.
    @discardableResult
    public func press(_ key: Key, _ modifiers: Modifiers = []) -> Bool {
        let handled = handle(.keyDown(key, modifiers: modifiers))
        handle(.keyUp(key, modifiers: modifiers))
        return handled
    }

    /// Types text into the focused view.
    public func type(_ text: String) { handle(.textInput(text)) }

    /// The whole window rendered off screen.
    public func renderAll() -> Pixmap {
        let (w, h) = pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        Renderer().render(recordFullFrame(), into: &pixmap)
        return pixmap
    }
}

extension Pixmap {
    /// The straight "#RRGGBBAA" of a pixel.
    public func hex(_ x: Int, _ y: Int) -> String { pixel(x: x, y: y).straight.hexString }

    /// The number of pixels in `rect` that differ from `color`.
    public func count(in rect: IntRect, notEqualTo color: Color) -> Int {
        let value = color.premultiplied.pixel
        return pixels(in: rect).filter { $0 != value }.count
    }
}

/// A view that counts its draws and layouts.
@MainActor
public final class ProbeView: View {
    public var draws = 0
    public var layouts = 0
    public var focusable = false
    public var keys: [Key] = []
    public var entered = 0, exited = 0
    public var handlesPointer = false
    public var drags: [Point] = []

    public override var canBecomeFocused: Bool { focusable }
    public override func draw(in canvas: inout Canvas) { draws += 1 }
    public override func layoutSubviews() { layouts += 1 }
    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        keys.append(key)
        return focusable
    }
    public override func pointerEntered() { entered += 1 }
    public override func pointerExited() { exited += 1 }
    public override func pointerDown(_ event: PointerEvent) -> Bool { handlesPointer }
    public override func pointerDragged(_ event: PointerEvent) { drags.append(event.location) }
}
