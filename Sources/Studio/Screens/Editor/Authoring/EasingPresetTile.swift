import Graphics
import UI

/// One tile of an `EasingPresetGrid`: a small plot of the preset's curve (the unit square with
/// room for overshoot above and below) over its short name. A click, Space or Enter picks it; on
/// a user preset's tile Delete (or its ×) removes it. The Custom tile (no preset) draws the curve
/// it is given, or a dashed diagonal.
@MainActor
final class EasingPresetTile: ClickControl {
    /// The preset (nil: the Custom tile).
    let preset: EasingPreset?
    let label = Label("", font: .uiSmall)
    /// The × of a user preset's tile.
    let removeButton: Button?
    /// The curve drawn (the preset's; the Custom tile's is the current custom curve, or nil).
    var curve: CurveControlPoints? { didSet { if curve != oldValue { setNeedsDisplay() } } }
    /// True for the tile of the easing shown.
    var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            label.textColor = .token(isSelected ? .textPrimary : .textSecondary)
            setNeedsDisplay()
        }
    }
    var onActivate: (@MainActor () -> Void)?
    var onRemove: (@MainActor () -> Void)?

    /// The y values the plot shows (the unit square and this much more above and below).
    static let overshoot = 0.2
    /// The height of the name under the plot, in points.
    static let labelHeight = 14.0
    /// The side of the × button, in points.
    static let removeSide = 16.0

    init(preset: EasingPreset?, title: String, removable: Bool) {
        self.preset = preset
        removeButton = removable ? Button("", style: .plain) : nil
        super.init()
        curve = preset.map { EasingChoice.curve($0.easing) }
        label.text = title
        label.alignment = .center
        label.textColor = .token(.textSecondary)
        label.receivesPointer = false
        addSubview(label)
        if let removeButton {
            removeButton.icon = Self.smallCross
            removeButton.isInTabOrder = false
            removeButton.action = { [unowned self] in onRemove?() }
            addSubview(removeButton)
        }
    }

    /// A 9-point cross centred in the 16-point icon box.
    private static let smallCross: Path = {
        var p = Path.rect(Rect(x: 7.4, y: 3.5, width: 1.2, height: 9))
        p.append(.rect(Rect(x: 3.5, y: 7.4, width: 9, height: 1.2)))
        return p.transformed(
            by: Transform.translation(-8, -8).concatenating(.rotation(.pi / 4)).concatenating(.translation(8, 8)))
    }()

    override func activate() { onActivate?() }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        if key == .delete || key == .backspace, !modifiers.isCommand, let onRemove, removeButton != nil {
            onRemove()
            return true
        }
        return super.keyDown(key, modifiers: modifiers)
    }

    /// The plot's area, in view points.
    var plotArea: Rect {
        Rect(x: 4, y: 4, width: max(0, bounds.width - 8), height: max(0, bounds.height - Self.labelHeight - 7))
    }

    override func layoutSubviews() {
        let side = Self.removeSide
        let room = removeButton == nil ? 0 : side
        label.frame = Rect(
            x: 2 + room, y: bounds.height - Self.labelHeight - 3, width: max(0, bounds.width - 4 - 2 * room),
            height: Self.labelHeight)
        removeButton?.frame = Rect(x: bounds.width - side - 1, y: bounds.height - side - 2, width: side, height: side)
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let radius = theme.controlRadius
        let accent = theme.color(.accent)
        if isSelected {
            canvas.fill(bounds, color: surfaceColor(theme), radius: radius)
            canvas.fill(bounds, color: accent.multipliedAlpha(0.12), radius: radius)
            canvas.strokeInside(bounds, width: 1.5, color: accent, radius: radius)
        } else {
            canvas.fill(bounds, color: surfaceColor(theme), radius: radius)
            canvas.strokeInside(bounds, width: canvas.hairline, color: theme.color(.controlBorder), radius: radius)
        }
        let area = plotArea
        let span = 1 + 2 * Self.overshoot
        let side = min(area.width, area.height / span).rounded(.down)
        guard side > 4 else { return }
        let square = Rect(
            x: area.minX + ((area.width - side) / 2).rounded(), y: area.minY + (Self.overshoot * side).rounded(),
            width: side, height: side)
        func point(_ x: Double, _ y: Double) -> Point { Point(square.minX + x * side, square.maxY - y * side) }
        let guide = theme.color(.border)
        for y in [0.0, 1.0] {
            var line = Path()
            line.move(to: point(0, y))
            line.line(to: point(1, y))
            canvas.stroke(line, width: canvas.hairline, color: guide)
        }
        canvas.pushClip(Rect(x: 1, y: 1, width: bounds.width - 2, height: area.maxY))
        if let curve {
            var path = Path()
            path.move(to: point(0, 0))
            path.cubic(
                to: point(1, 1), control1: point(curve.x1, curve.y1), control2: point(curve.x2, curve.y2))
            let color = isSelected ? accent : theme.color(isEnabled ? .textPrimary : .textTertiary)
            canvas.stroke(path, width: 1.5, color: color, cap: .round)
        } else {
            canvas.strokeDashed(
                [point(0, 0), point(1, 1)], width: 1, color: theme.color(.textTertiary), dash: 3, gap: 2)
        }
        canvas.popClip()
    }
}
