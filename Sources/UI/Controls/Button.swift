import Graphics

/// A push button: fires `action` when clicked (press and release inside) or, when focused, on
/// Space or Enter.
@MainActor
public final class Button: ClickControl {
    /// How the button looks.
    public enum Style: Hashable, Sendable {
        /// A bordered surface.
        case standard
        /// Filled with the accent (the default action).
        case primary
        /// Text only, no surface until hovered.
        case plain
    }

    /// The title.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }
    /// An icon drawn left of the title: a path in a 16×16 point box, filled in the text colour.
    public var icon: Path? { didSet { setNeedsDisplay() } }
    public var style: Style { didSet { setNeedsDisplay() } }
    /// Called on a click.
    public var action: (@MainActor () -> Void)?

    public init(_ title: String, style: Style = .standard, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.action = action
        super.init()
    }

    /// Title width plus 12 points each side (and the icon), the theme's control height high and at
    /// least as wide.
    public override var intrinsicContentSize: Size? {
        let engine = window?.textEngine ?? FallbackEngine.shared
        var width = engine.width(of: title, font: .ui).rounded(.up) + 24
        if icon != nil { width += title.isEmpty ? 4 : 22 }
        return Size(max(width, theme.controlHeight), theme.controlHeight)
    }

    /// Inner margin the title and icon keep from the edges, in points (a plain button has no
    /// outline to keep clear of).
    private var contentMargin: Double { style == .plain ? 0 : 4 }

    public override func textsThatDoNotFit(engine: TextEngine) -> [String] {
        let iconWidth: Double = icon == nil ? 0 : (title.isEmpty ? 16 : 22)
        let needed = engine.width(of: title, font: .ui) + iconWidth + (alignsLeading ? 8 : 2 * contentMargin)
        return !title.isEmpty && needed > bounds.width + 0.01 ? [title] : []
    }

    /// A list row's title starts 8 points from the left edge; otherwise it is centred.
    public var alignsLeading = false { didSet { if alignsLeading != oldValue { setNeedsDisplay() } } }

    /// Performs the click as if the user clicked.
    public func performClick() {
        guard isEnabled else { return }
        action?()
    }

    public override func activate() { performClick() }

    /// A primary button is filled with the accent: its focus ring keeps a gap.
    public override var focusRingGap: Double { style == .primary ? 2 : 0 }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        var textColor = labelColor(theme)
        switch style {
        case .standard:
            canvas.fill(bounds, color: surfaceColor(theme), radius: cornerRadius)
            canvas.strokeInside(bounds, width: canvas.hairline, color: theme.color(.border), radius: cornerRadius)
        case .primary:
            let fill = theme.color(isPressed || isPointerInside ? .accentFillHover : .accentFill)
            canvas.fill(bounds, color: isEnabled ? fill : theme.color(.border), radius: cornerRadius)
            textColor = isEnabled ? .white : theme.color(.textTertiary)
        case .plain:
            if isPressed || isPointerInside { canvas.fill(bounds, color: surfaceColor(theme), radius: cornerRadius) }
        }
        let engine = canvas.textEngine
        let metrics = engine.metrics(of: .ui)
        let textWidth = engine.width(of: title, font: .ui)
        let iconWidth: Double = icon == nil ? 0 : (title.isEmpty ? 16 : 22)
        var x = alignsLeading ? 8 : ((bounds.width - textWidth - iconWidth) / 2).rounded()
        if let icon {
            let offset = Transform.translation(x, ((bounds.height - 16) / 2).rounded())
            canvas.fill(icon.transformed(by: offset), with: .solid(isEnabled ? theme.color(.textSecondary) : textColor))
            x += iconWidth
        }
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        canvas.drawText(title, font: .ui, color: textColor, baseline: Point(x, baseline))
    }
}
