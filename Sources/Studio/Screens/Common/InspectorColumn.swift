import Graphics
import UI

/// A right-hand inspector (300 points): a scrolling vertical stack of rows on the panel surface,
/// with a hairline along its left edge. The Editor, Progress and Skeleton inspectors build on it.
@MainActor
class InspectorColumn: View {
    let scroll = ScrollView()
    let stack: StackView

    /// `topPadding` is the space above the first row, in points.
    init(topPadding: Double) {
        stack = StackView(axis: .vertical, spacing: 8, padding: EdgeInsets(top: topPadding, left: 12, bottom: 16, right: 12))
        super.init()
        backgroundColor = .token(.panel)
        addSubview(scroll)
        scroll.documentView.addSubview(stack)
    }

    /// A row with a secondary-text title `labelWidth` points wide and the control beside it.
    func labelled(_ title: String, _ control: View, labelWidth: Double = 92) -> RowView {
        let label = Label(title)
        label.textColor = .token(.textSecondary)
        return RowView(height: 28, views: [label, control]) { row in
            row.subviews[0].frame = Rect(x: 0, y: 0, width: labelWidth, height: 28)
            row.subviews[1].frame = Rect(x: labelWidth, y: 0, width: row.bounds.width - labelWidth, height: 28)
        }
    }

    /// A row holding one view across the whole width.
    func fullWidth(_ view: View, height: Double = 28) -> RowView {
        RowView(height: height, views: [view]) { row in row.subviews[0].frame = row.bounds }
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
