import ArtworkAccessibility
import Graphics
import UI

/// One finding of the artwork checks: its verdict as a word in a pill (not by colour alone),
/// the check's name, the figures wrapped under them, and up to two actions: Show (scrubs the
/// preview to the moment and background of the finding; also a click on the row) and Fix.
@MainActor
final class CheckRow: Control {
    let badge = Badge()
    let title = Label("", font: Font(.uiSmall, weight: .semibold))
    let message = Label("", font: .uiSmall)
    let showButton = Button("Show", style: .plain)
    let fixButton = Button("Fix", style: .plain)
    /// Called by Show and a click on the row; nil hides Show.
    var onShow: (@MainActor () -> Void)? { didSet { showButton.isHidden = onShow == nil; setNeedsLayout() } }
    /// Called by Fix; nil hides it.
    var onFix: (@MainActor () -> Void)? { didSet { fixButton.isHidden = onFix == nil; setNeedsLayout() } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        cornerRadius = theme.controlRadius
        message.numberOfLines = 0
        message.textColor = .token(.textPrimary)
        title.textColor = .token(.textSecondary)
        showButton.isHidden = true
        fixButton.isHidden = true
        showButton.identifier = "check.show"
        fixButton.identifier = "check.fix"
        showButton.action = { [unowned self] in onShow?() }
        fixButton.action = { [unowned self] in onFix?() }
        for view in [badge, title, message, showButton, fixButton] as [View] { addSubview(view) }
    }

    /// Shows a finding: its verdict (`verdictWord` in the current language), check name and text.
    func show(_ verdict: CheckVerdict, word verdictWord: String, title: String, message: String) {
        badge.text = verdictWord
        badge.tone = verdict == .fail ? .error : verdict == .warning ? .warning : .success
        self.title.text = title
        self.message.text = message
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    override var canBecomeFocused: Bool { false }

    override func sizeThatFits(_ size: Size) -> Size {
        let height = 28 + message.sizeThatFits(Size(size.width - 16, 10_000)).height
        return Size(size.width, (height + 6).rounded(.up))
    }

    override func layoutSubviews() {
        let width = bounds.width - 16
        let badgeWidth = badge.intrinsicContentSize?.width ?? 48
        badge.frame = Rect(x: 8, y: 5, width: badgeWidth, height: 18)
        var right = bounds.width - 4
        for button in [fixButton, showButton] where !button.isHidden {
            let w = button.intrinsicContentSize?.width ?? 48
            button.frame = Rect(x: right - w, y: 3, width: w, height: 22)
            right -= w + 2
        }
        title.frame = Rect(x: badge.frame.maxX + 6, y: 6, width: max(0, right - badge.frame.maxX - 6), height: 16)
        let height = message.sizeThatFits(Size(width, 10_000)).height
        message.frame = Rect(x: 8, y: 28, width: width, height: height)
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary, onShow != nil, isEnabled else { return false }
        isPressed = true
        return true
    }

    override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        if bounds.contains(event.location) { onShow?() }
    }

    override func draw(in canvas: inout Canvas) {
        if isPointerInside, onShow != nil {
            canvas.fill(bounds, color: surfaceColor(canvas.theme), radius: cornerRadius)
        }
    }
}
