import Graphics
import UI

/// A small pill with a word or two ("stale", "3 problems") in a status colour: the text in the
/// colour, on the colour at 14 % opacity.
@MainActor
final class Badge: View {
    /// The words shown.
    var text: String { didSet { if text != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }
    /// The status colour token.
    var tone: ThemeColor { didSet { if tone != oldValue { setNeedsDisplay() } } }

    init(_ text: String = "", tone: ThemeColor = .warning) {
        self.text = text
        self.tone = tone
        super.init()
        receivesPointer = false
    }

    /// Text width plus 8 points each side, 18 points high.
    override var intrinsicContentSize: Size? {
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        return Size((engine.width(of: text, font: .uiSmall) + 16).rounded(.up), 18)
    }

    override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize ?? size }

    override var shownText: String? { text }

    override func draw(in canvas: inout Canvas) {
        guard !text.isEmpty else { return }
        let color = canvas.theme.color(tone)
        canvas.fill(bounds, color: color.multipliedAlpha(0.14), radius: bounds.height / 2)
        let metrics = canvas.textEngine.metrics(of: .uiSmall)
        let width = canvas.textEngine.width(of: text, font: .uiSmall)
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        canvas.drawText(
            text, font: Font(.uiSmall, weight: .medium), color: color,
            baseline: Point(((bounds.width - width) / 2).rounded(), baseline))
    }
}

/// A caption in the 11-point secondary style, for section headers and field labels.
@MainActor
func caption(_ text: String, tone: ThemeColor = .textSecondary) -> Label {
    let label = Label(text, font: .uiSmall)
    label.textColor = .token(tone)
    return label
}

/// An icon-only plain button with a tooltip (a 16-point icon in a square as high as a control).
@MainActor
func iconButton(_ icon: Path, tooltip: String, identifier: String, action: @escaping @MainActor () -> Void) -> Button {
    let button = Button("", style: .plain, action: action)
    button.icon = icon
    button.tooltip = tooltip
    button.identifier = identifier
    return button
}
