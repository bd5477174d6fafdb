import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import UI

/// The part's element boxes in the unit box ((0, 0) top left to (1, 1) bottom right), as the
/// evaluator places them at the playhead, with a handle for each length or angle of the layout
/// (counts and `orient` are the form's): a single's or a stack's position (x and y) and the
/// right and bottom edges of its box (`width` and `height`, or `size` when the layout has no
/// width or height); a row's or a grid's gap, a row's item width (the last box's right edge)
/// and item height (the first box's bottom edge); a ring's radius (its `itemSize`: centres sit
/// at 0.5 − itemSize / 2; the handle sits opposite the first element), its start angle (the
/// first element) and the first box's width and height. Round handles move a point or an
/// angle, square ones an edge. Its tooltip is set by the section that holds it.
@MainActor
final class LayoutDiagram: Control, ClickTargets {
    /// What a handle stands for.
    enum HandleKind: String, Sendable {
        case position, gap, ringRadius, startAngle
        /// The box's right edge (`width` or `size`) and bottom edge (`height` or `size`).
        case width, height
        /// A row's or a ring's item width and height.
        case itemWidth, itemHeight

        /// True for the handles on a box's edge (drawn square).
        var isEdge: Bool { [.width, .height, .itemWidth, .itemHeight].contains(self) }

        /// What the handle's field measures: radians for the start angle, box units otherwise.
        var quantity: EditPrecision.Quantity { self == .startAngle ? .angle : .value }
    }

    /// A handle: what it sets and where it sits (box units).
    struct Handle: Equatable, Sendable {
        var kind: HandleKind
        var point: Point
        /// The layout field the drag writes (`size` for an edge of a box without `width` or
        /// `height`); the position writes `x` and `y`.
        var field: String
    }

    /// The boxes of the part's elements (centre and size, box units).
    private(set) var boxes: [Rect] = []
    /// The handles, the layout's main one first.
    private(set) var handles: [Handle] = []
    /// The layout's element count, and whether it is a ring.
    private var count = 1
    private var isRing = false
    /// The handle held, the pointer and the handle's value when the drag started, and the
    /// centre of the box the handle belongs to (box units).
    private var drag: (handle: Handle, point: Point, value: Double, centre: Point)?
    /// The current value of each handle's field.
    private var values: [HandleKind: Double] = [:]
    private var centres: [HandleKind: Point] = [:]
    /// Called with field values to set (name, value: box units or radians, rounded to their
    /// precision by `EditPrecision`) during a drag; `isFinal` at its end.
    var onChange: (@MainActor (_ fields: [(String, Double)], _ isFinal: Bool) -> Void)?

    /// The diagram's side, in points.
    static let side = 160.0
    static let handleRadius = 6.0
    /// Room above and below the box, so handles on its edges can be grabbed whole.
    static let margin = handleRadius + 2

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "forms.layout.diagram"
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, Self.side + 2 * Self.margin) }
    override var cursor: Cursor { handles.isEmpty ? .arrow : .hand }

    /// The layout's main handle (the first), if any.
    var handleKind: HandleKind? { handles.first?.kind }

    /// The main handle's centre, in view points.
    var handleCenter: Point { handles.first.map { center(of: $0) } ?? Point(square.midX, square.midY) }

    /// The handle of `kind`, if shown.
    func handle(_ kind: HandleKind) -> Handle? { handles.first { $0.kind == kind } }

    /// A handle's centre, in view points.
    func center(of handle: Handle) -> Point {
        Point(square.minX + handle.point.x * square.width, square.minY + handle.point.y * square.height)
    }

    /// The square the unit box fills, in view points.
    var square: Rect {
        Rect(x: ((bounds.width - Self.side) / 2).rounded(), y: Self.margin, width: Self.side, height: Self.side)
    }

    /// Shows the boxes of `part` (elements `states` of it) for `layout`.
    func show(layout: IndicatorSpec.Layout, states: [ElementState], params: [String: Double]) {
        boxes = states.map { Rect(center: Point($0.cx, $0.cy), size: Size($0.width, $0.height)) }
        handles = []
        values = [:]
        centres = [:]
        count = max(1, boxes.count)
        isRing = false
        func add(_ kind: HandleKind, _ point: Point, field: String, value: Double, centre: Point = Point(0.5, 0.5)) {
            handles.append(Handle(kind: kind, point: point, field: field))
            values[kind] = value
            centres[kind] = centre
        }
        let first = boxes.first
        switch layout {
        case .single(_, let width, let height, let x, let y), .stack(_, _, let width, let height, let x, let y):
            let centre = Point(x?.resolve(params) ?? 0.5, y?.resolve(params) ?? 0.5)
            add(.position, centre, field: "x", value: 0)
            if let box = first {
                add(
                    .width, Point(box.maxX, box.midY), field: width == nil ? "size" : "width", value: box.width,
                    centre: centre)
                add(
                    .height, Point(box.midX, box.maxY), field: height == nil ? "size" : "height", value: box.height,
                    centre: centre)
            }
        case .row(_, let gap, _, _), .grid(_, _, let gap):
            if boxes.count > 1 {
                let a = boxes[0], b = boxes[1]
                add(.gap, Point((a.maxX + b.minX) / 2, a.midY), field: "gap", value: gap.resolve(params) ?? 0)
            }
            if case .row = layout, let box = first, let last = boxes.last {
                add(.itemWidth, Point(last.maxX, last.midY), field: "itemWidth", value: box.width)
                add(
                    .itemHeight, Point(box.midX, box.maxY), field: "itemHeight", value: box.height,
                    centre: Point(box.midX, box.midY))
            }
        case .ring(_, let itemSize, _, _, let startAngle, _):
            isRing = true
            let size = itemSize.resolve(params) ?? 0
            let angle = startAngle?.resolve(params) ?? 0
            let radius = 0.5 - size / 2
            // Opposite the first element, clear of its start angle and edge handles.
            let opposite = angle + .pi
            add(
                .ringRadius, Point(0.5 + radius * cos(opposite), 0.5 + radius * sin(opposite)), field: "itemSize",
                value: size)
            if let box = first {
                add(.startAngle, Point(box.midX, box.midY), field: "startAngle", value: angle)
                let centre = Point(box.midX, box.midY)
                add(.itemWidth, Point(box.maxX, box.midY), field: "itemWidth", value: box.width, centre: centre)
                add(.itemHeight, Point(box.midX, box.maxY), field: "itemHeight", value: box.height, centre: centre)
            }
        }
        setNeedsDisplay()
    }

    /// The handle a press at `location` (view points) grabs: the nearest within
    /// `handleRadius` + 6 points.
    func grabbedHandle(at location: Point) -> Handle? {
        let nearest = handles.min { location.distance(to: center(of: $0)) < location.distance(to: center(of: $1)) }
        guard let nearest, location.distance(to: center(of: nearest)) <= Self.handleRadius + 6 else { return nil }
        return nearest
    }

    /// The kind of the handle a press grabs (nil away from them), so a double-click is two
    /// presses on the same handle.
    func clickTarget(at location: Point) -> AnyHashable? { grabbedHandle(at: location)?.kind }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary, let nearest = grabbedHandle(at: event.location) else { return false }
        isPressed = true
        drag = (nearest, unit(event.location), values[nearest.kind] ?? 0, centres[nearest.kind] ?? Point(0.5, 0.5))
        setNeedsDisplay()
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        guard let drag else { return }
        let p = unit(event.location)
        let field = drag.handle.field
        let fields: [(String, Double)]
        switch drag.handle.kind {
        case .position:
            fields = [("x", min(max(p.x, 0), 1)), ("y", min(max(p.y, 0), 1))]
        case .gap:
            fields = [(field, max(0, drag.value + (p.x - drag.point.x)))]
        case .ringRadius:
            let radius = min(max(hypot(p.x - 0.5, p.y - 0.5), 0), 0.5)
            fields = [(field, 1 - 2 * radius)]
        case .startAngle:
            fields = [(field, atan2(p.y - 0.5, p.x - 0.5))]
        case .width:
            fields = [(field, 2 * abs(p.x - drag.centre.x))]
        case .height, .itemHeight:
            fields = [(field, 2 * abs(p.y - drag.centre.y))]
        case .itemWidth:
            // A ring's boxes keep their centres; a centred row grows by its count on both sides,
            // so its last edge follows the pointer when each width grows by 2·dx / count.
            if isRing {
                fields = [(field, 2 * abs(p.x - drag.centre.x))]
            } else {
                fields = [(field, max(0, drag.value + 2 * (p.x - drag.point.x) / Double(count)))]
            }
        }
        onChange?(fields.map { ($0.0, EditPrecision.rounded($0.1, drag.handle.kind.quantity)) }, false)
    }

    override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        guard drag != nil else { return }
        drag = nil
        setNeedsDisplay()
        onChange?([], true)
    }

    private func unit(_ point: Point) -> Point {
        Point((point.x - square.minX) / square.width, (point.y - square.minY) / square.height)
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let square = self.square
        canvas.fill(square, color: theme.color(.windowBackground))
        canvas.strokeInside(square, width: canvas.hairline, color: theme.color(.controlBorder))
        for box in boxes {
            let rect = Rect(
                x: square.minX + box.minX * square.width, y: square.minY + box.minY * square.height,
                width: box.width * square.width, height: box.height * square.height)
            canvas.fill(rect, color: theme.color(.accent).multipliedAlpha(0.18))
            canvas.strokeInside(rect, width: 1, color: theme.color(.accent))
        }
        for handle in handles {
            let c = center(of: handle)
            let r = handle.kind.isEdge ? Self.handleRadius - 1 : Self.handleRadius
            let knob = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
            let corner = handle.kind.isEdge ? 2 : r
            let held = drag?.handle.kind == handle.kind
            canvas.fill(knob, color: held ? theme.color(.accentHover) : theme.color(.panel), radius: corner)
            canvas.strokeInside(knob, width: 2, color: theme.color(.accent), radius: corner)
        }
    }
}
