import Foundation
import Graphics
import LoaderKitCore
import UI

/// The part's element boxes in the unit box ((0, 0) top left to (1, 1) bottom right), as the
/// evaluator places them at the playhead, with one handle for the field that sets the layout
/// most visibly: the position of a single or a stack (x and y), the gap of a row or a grid
/// (dragged sideways), the ring's radius (its `itemSize`: centres sit at 0.5 − itemSize / 2).
@MainActor
final class LayoutDiagram: Control {
    /// What the handle stands for.
    enum HandleKind: String, Sendable { case position, gap, ringRadius }

    /// The boxes of the part's elements (centre and size, box units).
    private(set) var boxes: [Rect] = []
    private(set) var handleKind: HandleKind?
    /// The handle's place, box units.
    private(set) var handlePoint = Point(0.5, 0.5)
    /// The layout's gap or itemSize when a drag started.
    private var dragStart: (point: Point, value: Double)?
    private var currentValue = 0.0
    /// Called with field values to set (name, value) during a drag; `isFinal` at its end.
    var onChange: (@MainActor (_ fields: [(String, Double)], _ isFinal: Bool) -> Void)?

    /// The diagram's side, in points.
    static let side = 160.0
    static let handleRadius = 6.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "forms.layout.diagram"
        tooltip = "Element boxes at the playhead; drag the handle"
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, Self.side) }
    override var cursor: Cursor { handleKind == nil ? .arrow : .hand }

    /// The square the unit box fills, in view points.
    var square: Rect { Rect(x: ((bounds.width - Self.side) / 2).rounded(), y: 0, width: Self.side, height: Self.side) }

    /// The handle's centre, in view points.
    var handleCenter: Point { Point(square.minX + handlePoint.x * square.width, square.minY + handlePoint.y * square.height) }

    /// Shows the boxes of `part` (elements `states` of it) for `layout`.
    func show(layout: IndicatorSpec.Layout, states: [ElementState], params: [String: Double]) {
        boxes = states.map { Rect(center: Point($0.cx, $0.cy), size: Size($0.width, $0.height)) }
        switch layout {
        case .single(_, _, _, let x, let y), .stack(_, _, _, _, let x, let y):
            handleKind = .position
            handlePoint = Point(x?.resolve(params) ?? 0.5, y?.resolve(params) ?? 0.5)
        case .row(_, let gap, _, _), .grid(_, _, let gap):
            handleKind = boxes.count > 1 ? .gap : nil
            currentValue = gap.resolve(params) ?? 0
            if boxes.count > 1 {
                let a = boxes[0], b = boxes[1]
                handlePoint = Point((a.maxX + b.minX) / 2, a.midY)
            }
        case .ring(_, let itemSize, _, _, _, _):
            handleKind = .ringRadius
            currentValue = itemSize.resolve(params) ?? 0
            let radius = 0.5 - currentValue / 2
            handlePoint = Point(0.5 + radius, 0.5)
        }
        setNeedsDisplay()
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary, handleKind != nil,
              event.location.distance(to: handleCenter) <= Self.handleRadius + 6 else { return false }
        isPressed = true
        dragStart = (unit(event.location), currentValue)
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        guard let dragStart, let handleKind else { return }
        let p = unit(event.location)
        let fields: [(String, Double)]
        switch handleKind {
        case .position:
            fields = [("x", Self.round(min(max(p.x, 0), 1))), ("y", Self.round(min(max(p.y, 0), 1)))]
        case .gap:
            fields = [("gap", Self.round(max(0, dragStart.value + (p.x - dragStart.point.x))))]
        case .ringRadius:
            let radius = min(max(hypot(p.x - 0.5, p.y - 0.5), 0), 0.5)
            fields = [("itemSize", Self.round(1 - 2 * radius))]
        }
        onChange?(fields, false)
    }

    override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        guard dragStart != nil else { return }
        dragStart = nil
        onChange?([], true)
    }

    private func unit(_ point: Point) -> Point {
        Point((point.x - square.minX) / square.width, (point.y - square.minY) / square.height)
    }

    private static func round(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let square = self.square
        canvas.fill(square, color: theme.color(.windowBackground))
        canvas.strokeInside(square, width: canvas.hairline, color: theme.color(.controlBorder))
        for box in boxes {
            let rect = Rect(x: square.minX + box.minX * square.width, y: square.minY + box.minY * square.height,
                            width: box.width * square.width, height: box.height * square.height)
            canvas.fill(rect, color: theme.color(.accent).multipliedAlpha(0.18))
            canvas.strokeInside(rect, width: 1, color: theme.color(.accent))
        }
        guard handleKind != nil else { return }
        let c = handleCenter, r = Self.handleRadius
        let knob = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        canvas.fill(knob, color: isPressed ? theme.color(.accentHover) : theme.color(.panel), radius: r)
        canvas.strokeInside(knob, width: 2, color: theme.color(.accent), radius: r)
    }
}
