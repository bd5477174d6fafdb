import Graphics

/// A toast with an action: the message (wrapped to at most three lines) and the action's
/// button on one raised surface. The surface takes the pointer, so a click on it does not reach
/// what lies under it.
@MainActor
final class ToastView: View {
    let label: Label
    let button: Button

    /// Space around the message and the button, and between them, in points.
    static let padding = 8.0, gap = 12.0

    init(label: Label, button: Button) {
        self.label = label
        self.button = button
        super.init()
        addSubview(label)
        addSubview(button)
    }

    /// The size for at most `width` points: the message as wide as it needs (or wrapped), the
    /// button beside it at its natural width.
    func size(fitting width: Double) -> Size {
        let buttonWidth = button.intrinsicContentSize?.width ?? 96
        let natural = label.intrinsicContentSize?.width ?? 0
        let labelWidth = max(40, min(natural, width - buttonWidth - Self.gap - Self.padding))
        let labelHeight = label.sizeThatFits(Size(labelWidth, 1000)).height
        return Size(
            (labelWidth + Self.gap + buttonWidth + Self.padding).rounded(.up),
            max(labelHeight, theme.controlHeight + 2 * Self.padding))
    }

    override func layoutSubviews() {
        let buttonSize = button.intrinsicContentSize ?? Size(96, theme.controlHeight)
        button.frame = Rect(
            x: bounds.width - Self.padding - buttonSize.width,
            y: ((bounds.height - buttonSize.height) / 2).rounded(),
            width: buttonSize.width, height: buttonSize.height)
        let width = max(0, button.frame.minX - Self.gap)
        let height = min(bounds.height, label.sizeThatFits(Size(width, 1000)).height)
        label.frame = Rect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
    }
}
