import Graphics
import UI

/// A row of fixed height for vertical stacks: its subviews are placed by `arrange` (in the row's
/// bounds, points) whenever it is laid out.
@MainActor
final class RowView: View {
    /// Height of the row, in points.
    var height: Double { didSet { if height != oldValue { superview?.setNeedsLayout() } } }
    /// Places the subviews.
    var arrange: (@MainActor (RowView) -> Void)?

    init(height: Double, views: [View] = [], arrange: (@MainActor (RowView) -> Void)? = nil) {
        self.height = height
        self.arrange = arrange
        super.init()
        receivesPointer = false
        for view in views { addSubview(view) }
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, height) }
    override var intrinsicContentSize: Size? { Size(0, height) }
    override func layoutSubviews() { arrange?(self) }
}

/// A section title in the panels: 11-point medium secondary text with a hairline above.
@MainActor
final class SectionHeader: View {
    let label: Label

    init(_ title: String) {
        label = Label(title, font: Font(.uiSmall, weight: .semibold))
        super.init()
        label.textColor = .token(.textSecondary)
        receivesPointer = false
        addSubview(label)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, 32) }
    override func layoutSubviews() { label.frame = Rect(x: 0, y: 12, width: bounds.width, height: 16) }
}
