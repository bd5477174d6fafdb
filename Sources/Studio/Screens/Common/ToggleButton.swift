import Graphics
import UI

/// A plain button that stays on or off (freeze, loop, ping-pong, wrap): an icon and a short
/// title, or the icon alone in a square, drawn on an accent tint while on.
@MainActor
final class ToggleButton: Control {
    var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    let icon: Path
    var title: String { didSet { if title != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }
    /// Called after a click with the new state.
    var onChange: (@MainActor (Bool) -> Void)?

    init(_ title: String, icon: Path, tooltip: String, identifier: String) {
        self.title = title
        self.icon = icon
        super.init()
        self.tooltip = tooltip
        self.identifier = identifier
    }

    override var intrinsicContentSize: Size? {
        if title.isEmpty { return Size(theme.controlHeight, theme.controlHeight) }
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        return Size((engine.width(of: title, font: .ui) + 16 + 6 + 20).rounded(.up), theme.controlHeight)
    }

    /// The title starts right of the icon, at this x (points), and keeps 8 points from the end.
    private static let titleX = 32.0

    override func textsThatDoNotFit(engine: TextEngine) -> [String] {
        !title.isEmpty && Self.titleX + engine.width(of: title, font: .ui) + 8 > bounds.width + 0.01 ? [title] : []
    }

    func flip() {
        guard isEnabled else { return }
        isOn.toggle()
        onChange?(isOn)
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary else { return false }
        isPressed = true
        return true
    }

    override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        if bounds.contains(event.location) { flip() }
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled, !modifiers.isCommand, key == .space || key == .enter else { return false }
        flip()
        return true
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        if isOn {
            canvas.fill(bounds, color: theme.color(.accent).multipliedAlpha(0.14), radius: cornerRadius)
        } else if isPressed || isPointerInside {
            canvas.fill(bounds, color: surfaceColor(theme), radius: cornerRadius)
        }
        let tint = theme.color(!isEnabled ? .textTertiary : isOn ? .accent : .textSecondary)
        let y = ((bounds.height - 16) / 2).rounded()
        let x = title.isEmpty ? ((bounds.width - 16) / 2).rounded() : 10
        canvas.fill(icon.transformed(by: .translation(x, y)), with: .solid(tint))
        guard !title.isEmpty else { return }
        let metrics = canvas.textEngine.metrics(of: .ui)
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        canvas.drawText(
            title, font: .ui, color: isOn ? theme.color(.accent) : labelColor(theme),
            baseline: Point(Self.titleX, baseline))
    }
}
