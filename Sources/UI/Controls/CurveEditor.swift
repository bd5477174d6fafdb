import Foundation
import Graphics

/// A cubic Bézier timing-curve editor: the curve in its unit square (with room above and below
/// for overshoot), two draggable handles P1 and P2 (x kept in [0, 1]), numeric fields for x1,
/// y1, x2 and y2, the straight line dashed for comparison, a dot on the curve at `progress` and
/// a ball on a vertical track beside the plot at the eased value there (the motion itself, its
/// overshoot included). While a handle is dragged, the curve as it was when the drag began stays
/// drawn as a faint dashed ghost.
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
    /// Where the dot sits, as a fraction of time in [0, 1]; nil hides it and the ball. Set every
    /// frame.
    public var progress: Double? {
        didSet { if progress != oldValue { setNeedsDisplay() } }
    }
    /// The curve when the handle being dragged was grabbed (the ghost), nil between drags.
    public private(set) var ghostCurve: CurveControlPoints? {
        didSet { if ghostCurve != oldValue { setNeedsDisplay() } }
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
    /// The room kept on each side of the plot for the ball's track, in points.
    static let ballRoom = 24.0
    /// From the plot's right edge to the ball's track, in points.
    static let ballTrackOffset = 16.0
    /// The ball's radius, in points.
    static let ballRadius = 5.0

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
        let side = Self.plotSide(width: bounds.width)
        return CurvePlotGeometry(
            fitting: Rect(x: 0, y: 0, width: bounds.width, height: CurvePlotGeometry.plotHeight(side: side)))
    }

    /// The side of the unit square for a width (points): as wide as fits beside the ball's room
    /// on both sides, at most `CurvePlotGeometry.maximumSide`.
    static func plotSide(width: Double) -> Double {
        max(0, min(width - 2 * ballRoom, CurvePlotGeometry.maximumSide))
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        let side = Self.plotSide(width: size.width)
        return Size(size.width, CurvePlotGeometry.plotHeight(side: side) + Self.fieldsGap + theme.controlHeight)
    }

    /// The eased value at `progress` (the curve's y there, beyond [0, 1] when it overshoots);
    /// nil without a progress.
    public var easedProgress: Double? { progress.map { curve.y(atX: min(max($0, 0), 1)) } }

    /// The x of the ball's vertical track, in view points: beside the plot's right edge, inside
    /// the bounds.
    var ballTrackX: Double {
        min(geometry.plot.maxX + Self.ballTrackOffset, bounds.width - Self.ballRadius - 1)
    }

    /// The ball's centre (view points) at the eased value, on the track at the height where the
    /// curve's y is; nil without a progress.
    public var ballCenter: Point? {
        guard let eased = easedProgress else { return nil }
        return Point(ballTrackX, geometry.visibleViewPoint(Point(0, eased)).y)
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

    func beginDrag(handle: Int) {
        draggedHandle = handle
        ghostCurve = curve
    }

    /// Moves handle `handle` to a point of the editor (points).
    func drag(handle: Int, to point: Point) {
        guard isEnabled else { return }
        let moved = curve.moving(handle: handle, to: geometry.unitPoint(point), decimals: decimals)
        if moved != curve { userSet(moved, isFinal: false) }
    }

    func endDrag(handle: Int) {
        guard draggedHandle != nil else { return }
        draggedHandle = nil
        ghostCurve = nil
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
        canvas.strokeDashed(
            [geometry.viewPoint(.zero), geometry.viewPoint(Point(1, 1))], width: 1, color: theme.color(.textTertiary))
        if let ghostCurve {
            canvas.strokeDashed(
                Self.samples(of: ghostCurve, in: geometry), width: 1.5,
                color: theme.color(.textTertiary).multipliedAlpha(0.8))
        }
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
        let dot = progress.map { progress in
            let x = min(max(progress, 0), 1)
            return geometry.visibleViewPoint(Point(x, curve.y(atX: x)))
        }
        if let dot {
            canvas.fill(Path.circle(center: dot, radius: 4.5), with: .solid(theme.color(.panel)))
            canvas.fill(Path.circle(center: dot, radius: 3.5), with: .solid(accent))
        }
        canvas.popClip()
        drawBall(dot: dot, accent: accent, in: &canvas)
    }

    /// The ball's track beside the plot (solid over [0, 1], a hairline over the overshoot room),
    /// and the ball at the eased value with a dotted guide from the dot.
    private func drawBall(dot: Point?, accent: Color, in canvas: inout Canvas) {
        let theme = canvas.theme
        let geometry = self.geometry
        let x = ballTrackX
        guard geometry.square.width > 0 else { return }
        let top = geometry.viewPoint(Point(0, 1)).y, bottom = geometry.viewPoint(.zero).y
        var room = Path()
        room.move(to: Point(x, geometry.plot.minY))
        room.line(to: Point(x, geometry.plot.maxY))
        canvas.stroke(room, width: canvas.hairline, color: theme.color(.border))
        var track = Path()
        track.move(to: Point(x, top))
        track.line(to: Point(x, bottom))
        canvas.stroke(track, width: 3, color: theme.color(.controlTrack), cap: .round)
        for y in [top, bottom] {
            var tick = Path()
            tick.move(to: Point(x - 4, y))
            tick.line(to: Point(x + 4, y))
            canvas.stroke(tick, width: 1, color: theme.color(.controlBorder))
        }
        guard let ball = ballCenter else { return }
        if let dot {
            canvas.strokeDashed(
                [Point(dot.x + 5, ball.y), Point(ball.x - Self.ballRadius - 2, ball.y)], width: 1,
                color: theme.color(.textTertiary).multipliedAlpha(0.6), dash: 2, gap: 3)
        }
        canvas.fill(Path.circle(center: ball, radius: Self.ballRadius + 1), with: .solid(theme.color(.panel)))
        canvas.fill(Path.circle(center: ball, radius: Self.ballRadius), with: .solid(accent))
    }

    /// Points along `curve` from (0, 0) to (1, 1), in view points (48 steps of its parameter).
    static func samples(of curve: CurveControlPoints, in geometry: CurvePlotGeometry) -> [Point] {
        (0...48).map { geometry.viewPoint(curve.point(atParameter: Double($0) / 48)) }
    }
}
