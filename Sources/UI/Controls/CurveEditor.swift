import Foundation
import Graphics

/// A cubic Bézier timing-curve editor: the curve in its unit square (with room above and below
/// for overshoot), two draggable handles P1 and P2 (x kept in [0, 1]), numeric fields for x1,
/// y1, x2 and y2, the straight line dashed for comparison, and a dot on the curve at `progress`.
///
/// The owner shows a curve with `curve` (no callback) and hears the user's changes through
/// `onChange`: during a drag with `isFinal` false, then once more with `isFinal` true when it
/// ends; a nudge by the arrow keys or a typed number is one final change. An owner that refuses
/// a change sets `curve` back.
@MainActor
public final class CurveEditor: View, ClickTargets {
    /// The curve shown.
    public var curve: CurveControlPoints = .linear {
        didSet {
            guard curve != oldValue else { return }
            for (field, value) in zip(fields, curve.values) where field.value != value { field.setValue(value) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Where the dot sits, as a fraction of time in [0, 1]; nil hides it. Set every frame.
    public var progress: Double? {
        didSet { if progress != oldValue { setNeedsDisplay() } }
    }
    /// False draws the editor dimmed and ignores input.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            for handle in handles { handle.isEnabled = isEnabled }
            for field in fields { field.isEnabled = isEnabled }
            setNeedsDisplay()
        }
    }
    /// The decimals a drag or a nudge writes, in unit coordinates (3: 0.001); the owner sets
    /// its own precision rule. A typed number is kept as typed.
    public var decimals = 3
    /// Called with each change the user makes; `isFinal` is false while a drag goes on.
    public var onChange: (@MainActor (CurveControlPoints, _ isFinal: Bool) -> Void)?

    /// P1 and P2.
    public let handles: [CurveEditorHandle]
    /// The handles' tooltips, P1's then P2's, given by the caller ("P1: drag, or arrows to nudge").
    public var handleTooltips: [String] {
        get { handles.map { $0.tooltip ?? "" } }
        set { for (handle, tooltip) in zip(handles, newValue) { handle.tooltip = tooltip } }
    }
    /// The x1, y1, x2 and y2 fields.
    public let fields: [NumberField]
    private let fieldLabels: [Label]
    /// The handle being dragged.
    private(set) var draggedHandle: Int?

    /// A nudge by an arrow key, in unit coordinates.
    public static let nudge = 0.01
    /// A nudge with Shift, in unit coordinates.
    static let largeNudge = 0.1
    /// The names of the four numbers, in field order.
    public static let fieldNames = ["x1", "y1", "x2", "y2"]
    /// From the plot to the fields, in points.
    static let fieldsGap = 10.0
    /// The width of a field's name, in points.
    static let labelWidth = 18.0

    public override init(frame: Rect = .zero) {
        handles = [CurveEditorHandle(index: 0), CurveEditorHandle(index: 1)]
        fields = Self.fieldNames.indices.map { _ in
            NumberField(value: 0, range: -10...10, step: 0.01, fractionDigits: 2)
        }
        fieldLabels = Self.fieldNames.map { Label($0, font: .uiSmall) }
        super.init(frame: frame)
        for (index, field) in fields.enumerated() {
            field.range = index % 2 == 0 ? 0...1 : -10...10
            field.setValue(curve.values[index])
            field.onValueCommit = { [unowned self] value in userSet(curve.setting(index, to: value), isFinal: true) }
        }
        for label in fieldLabels {
            label.textColor = .token(.textSecondary)
            label.receivesPointer = false
        }
        for view in fieldLabels as [View] + fields as [View] { addSubview(view) }
        for handle in handles {
            handle.editor = self
            addSubview(handle)
        }
    }

    /// The plot's geometry for the current bounds.
    public var geometry: CurvePlotGeometry {
        let side = min(bounds.width, CurvePlotGeometry.maximumSide)
        return CurvePlotGeometry(
            fitting: Rect(x: 0, y: 0, width: bounds.width, height: CurvePlotGeometry.plotHeight(side: side)))
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        let side = min(size.width, CurvePlotGeometry.maximumSide)
        return Size(size.width, CurvePlotGeometry.plotHeight(side: side) + Self.fieldsGap + theme.controlHeight)
    }

    public override func layoutSubviews() {
        let geometry = self.geometry
        let d = CurveEditorHandle.diameter
        for handle in handles {
            let p = geometry.visibleViewPoint(curve.handle(handle.index))
            handle.frame = Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
        }
        let y = geometry.plot.maxY + Self.fieldsGap
        let cell = (bounds.width / 4).rounded(.down)
        for index in fields.indices {
            let x = Double(index) * cell
            fieldLabels[index].frame = Rect(x: x, y: y, width: Self.labelWidth, height: theme.controlHeight)
            fields[index].frame = Rect(
                x: x + Self.labelWidth, y: y, width: cell - Self.labelWidth - 4, height: theme.controlHeight)
        }
    }

    /// Sets the curve as the user would, and tells the owner.
    func userSet(_ new: CurveControlPoints, isFinal: Bool) {
        let changed = new != curve
        curve = new
        if changed || isFinal { onChange?(new, isFinal) }
    }

    func beginDrag(handle: Int) { draggedHandle = handle }

    /// Moves handle `handle` to a point of the editor (points).
    func drag(handle: Int, to point: Point) {
        guard isEnabled else { return }
        let moved = curve.moving(handle: handle, to: geometry.unitPoint(point), decimals: decimals)
        if moved != curve { userSet(moved, isFinal: false) }
    }

    func endDrag(handle: Int) {
        guard draggedHandle != nil else { return }
        draggedHandle = nil
        onChange?(curve, true)
    }

    /// Moves handle `handle` by a step of the keyboard (unit coordinates), one final change.
    func nudge(handle: Int, dx: Double, dy: Double) {
        let moved = curve.nudging(handle: handle, dx: dx, dy: dy, decimals: decimals)
        guard moved != curve else { return }
        userSet(moved, isFinal: true)
    }

    /// A press on the plot grabs the nearer handle when it is within this distance, in points.
    static let grabDistance = 16.0

    /// The handle (0: P1, 1: P2) a press at `location` (view points) grabs, nil beyond
    /// `grabDistance` of both.
    func grabbedHandle(at location: Point) -> Int? {
        let geometry = self.geometry
        let distances = handles.map { geometry.visibleViewPoint(curve.handle($0.index)).distance(to: location) }
        guard let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }),
            distances[nearest] <= Self.grabDistance
        else { return nil }
        return nearest
    }

    /// The handle a press grabs (nil on the plot away from both), so a double click is two
    /// presses on the same one.
    public func clickTarget(at location: Point) -> AnyHashable? { grabbedHandle(at: location) }

    /// A press on the plot grabs the nearer handle when it is within `grabDistance`.
    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary, let nearest = grabbedHandle(at: event.location) else { return false }
        let handle = handles[nearest]
        handle.isPressed = true
        window?.focus(handle)
        beginDrag(handle: nearest)
        drag(handle: nearest, to: event.location)
        return true
    }

    public override func pointerDragged(_ event: PointerEvent) {
        if let draggedHandle { drag(handle: draggedHandle, to: event.location) }
    }

    public override func pointerUp(_ event: PointerEvent) {
        if let draggedHandle {
            handles[draggedHandle].isPressed = false
            endDrag(handle: draggedHandle)
        }
    }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let geometry = self.geometry
        canvas.fill(geometry.plot, color: theme.color(.windowBackground), radius: 4)
        canvas.fill(geometry.square, color: theme.color(.panel))
        canvas.strokeInside(geometry.square, width: canvas.hairline, color: theme.color(.controlBorder))
        canvas.pushClip(geometry.plot)
        drawDashedLine(from: geometry.viewPoint(.zero), to: geometry.viewPoint(Point(1, 1)), in: &canvas)
        let lineColor = theme.color(isEnabled ? .textSecondary : .textTertiary)
        for handle in handles {
            var arm = Path()
            arm.move(to: geometry.viewPoint(handle.index == 0 ? .zero : Point(1, 1)))
            arm.line(to: geometry.visibleViewPoint(curve.handle(handle.index)))
            canvas.stroke(arm, width: 1, color: lineColor)
        }
        var path = Path()
        path.move(to: geometry.viewPoint(.zero))
        path.cubic(
            to: geometry.viewPoint(Point(1, 1)), control1: geometry.viewPoint(curve.handle(0)),
            control2: geometry.viewPoint(curve.handle(1)))
        let accent = theme.color(isEnabled ? .accent : .textTertiary)
        canvas.stroke(path, width: 2, color: accent, cap: .round)
        if let progress {
            let x = min(max(progress, 0), 1)
            let dot = geometry.visibleViewPoint(Point(x, curve.y(atX: x)))
            canvas.fill(Path.circle(center: dot, radius: 4.5), with: .solid(theme.color(.panel)))
            canvas.fill(Path.circle(center: dot, radius: 3.5), with: .solid(accent))
        }
        canvas.popClip()
    }

    /// The straight line from `a` to `b` in 4-point dashes with 3-point gaps.
    private func drawDashedLine(from a: Point, to b: Point, in canvas: inout Canvas) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        var path = Path()
        var s = 0.0
        while s < length {
            let e = min(s + 4, length)
            path.move(to: a.interpolated(to: b, t: s / length))
            path.line(to: a.interpolated(to: b, t: e / length))
            s = e + 3
        }
        canvas.stroke(path, width: 1, color: canvas.theme.color(.textTertiary))
    }
}
