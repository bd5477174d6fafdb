import Graphics
import UI

/// The line between the preview and the source pane: dragging it reports how far the pointer
/// moved since the press (points, positive to the right); a double click asks for the default.
@MainActor
final class SplitHandle: View {
    /// Called while dragging with the horizontal distance from the press, in points.
    var onDrag: (@MainActor (Double) -> Void)?
    /// Called when the drag ends.
    var onDragEnd: (@MainActor () -> Void)?
    private var pressX: Double?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "source.split"
    }

    override var cursor: Cursor { .resizeHorizontal }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        pressX = event.windowLocation.x
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        guard let pressX else { return }
        onDrag?(event.windowLocation.x - pressX)
    }

    override func pointerUp(_ event: PointerEvent) {
        pressX = nil
        onDragEnd?()
    }

    override func draw(in canvas: inout Canvas) {
        let x = (bounds.width / 2).rounded(.down)
        canvas.fill(Rect(x: x, y: 0, width: canvas.hairline, height: bounds.height), color: canvas.theme.color(.border))
    }
}
