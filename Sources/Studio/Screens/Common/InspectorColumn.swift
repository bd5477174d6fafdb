import Graphics
import UI

/// A right-hand inspector (300 points): a scrolling vertical stack of rows on the panel surface,
/// with a hairline along its left edge. The Editor, Progress and Skeleton inspectors build on it.
@MainActor
class InspectorColumn: View {
    let scroll = ScrollView()
    let stack: StackView

    /// `topPadding` is the space above the first row, in points; nil: the panel padding.
    init(topPadding: Double? = nil) {
        stack = StackView(axis: .vertical)
        super.init()
        let pad = theme.panelPadding
        stack.spacing = theme.spacing
        stack.padding = EdgeInsets(top: topPadding ?? pad, left: pad, bottom: 16, right: pad)
        backgroundColor = .token(.panel)
        addSubview(scroll)
        scroll.documentView.addSubview(stack)
    }

    /// A row with a secondary-text title `labelWidth` points wide and the control beside it.
    func labelled(_ title: String, _ control: View, labelWidth: Double = 92) -> RowView {
        let label = Label(title)
        label.textColor = .token(.textSecondary)
        return RowView(height: theme.controlHeight, views: [label, control]) { row in
            row.subviews[0].frame = Rect(x: 0, y: 0, width: labelWidth, height: row.bounds.height)
            row.subviews[1].frame = Rect(
                x: labelWidth, y: 0, width: row.bounds.width - labelWidth, height: row.bounds.height)
        }
    }

    /// A row holding one view across the whole width, `height` points high (nil: a control's).
    func fullWidth(_ view: View, height: Double? = nil) -> RowView {
        RowView(height: height ?? theme.controlHeight, views: [view]) { row in row.subviews[0].frame = row.bounds }
    }

    /// Sets a slider field without a callback, only when the value differs (no redraw otherwise).
    func set(_ field: SliderField, _ value: Double) { if field.value != value { field.value = value } }

    override func layoutSubviews() {
        scroll.frame = bounds
        let height = stack.sizeThatFits(Size(bounds.width, .infinity)).height
        stack.frame = Rect(x: 0, y: 0, width: bounds.width - 4, height: height)
        scroll.contentHeight = height
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: canvas.hairline, height: bounds.height), color: canvas.theme.color(.border))
    }
}
