import Graphics
import UI

/// A line between two panes that the pointer drags or, focused, the arrow keys move: it reports
/// how far it moved since the press along its axis (points, positive to the right, or down).
@MainActor
final class SplitHandle: View {
    /// True for a handle between panes above and below each other (it moves up and down).
    let movesVertically: Bool
    /// Called while dragging with the distance from the press, in points.
    var onDrag: (@MainActor (Double) -> Void)?
    /// Called when the drag ends.
    var onDragEnd: (@MainActor () -> Void)?
    private var pressPosition: Double?

    /// The source pane's handle (`source.split`) by default.
    init(identifier: String = "source.split", movesVertically: Bool = false) {
        self.movesVertically = movesVertically
        super.init(frame: .zero)
        self.identifier = identifier
    }

    override var cursor: Cursor { movesVertically ? .resizeVertical : .resizeHorizontal }

    /// Points one arrow key moves the handle (four times that with Shift).
    static let keyStep = 22.0

    /// A keyboard reaches the handle with Tab and moves it with the arrow keys along its axis.
    override var canBecomeFocused: Bool { true }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard !modifiers.isCommand else { return false }
        let direction: Double
        switch key {
        case .up where movesVertically, .left where !movesVertically: direction = -1
        case .down where movesVertically, .right where !movesVertically: direction = 1
        default: return false
        }
        // One whole move, as a short drag: the layout follows before the next key.
        onDrag?(direction * Self.keyStep * (modifiers.contains(.shift) ? 4 : 1))
        onDragEnd?()
        superview?.layoutIfNeeded()
        return true
    }

    /// True while the pointer drags the handle.
    var isDragging: Bool { pressPosition != nil }

    private func position(_ event: PointerEvent) -> Double {
        movesVertically ? event.windowLocation.y : event.windowLocation.x
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        pressPosition = position(event)
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        guard let pressPosition else { return }
        onDrag?(position(event) - pressPosition)
    }

    override func pointerUp(_ event: PointerEvent) {
        pressPosition = nil
        onDragEnd?()
    }

    /// A vertical handle draws its hairline in the middle; a horizontal one lies over the edge of
    /// the pane below it, which draws the line.
    override func draw(in canvas: inout Canvas) {
        guard !movesVertically else { return }
        let x = (bounds.width / 2).rounded(.down)
        canvas.fill(Rect(x: x, y: 0, width: canvas.hairline, height: bounds.height), color: canvas.theme.color(.border))
    }
}
