import Graphics
import UI

/// A right-hand inspector (300 points): a scrolling vertical stack of rows on the panel surface,
/// with a hairline along its left edge, and optional bars pinned above and below the rows (tabs,
/// the actions) that never scroll away. The Editor, Progress and Skeleton inspectors build on it.
@MainActor
class InspectorColumn: View {
    let scroll = ScrollView()
    let stack: StackView
    /// The bar above the rows (nil: none), as tall as its `sizeThatFits` asks.
    var pinnedTop: View? {
        didSet { replace(oldValue, with: pinnedTop) }
    }
    /// The bar below the rows (nil: none), with a hairline above it.
    var pinnedBottom: View? {
        didSet { replace(oldValue, with: pinnedBottom) }
    }

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
        labelled(Label(title), control, labelWidth: labelWidth)
    }

    /// A row with `label` (in secondary text, `labelWidth` points wide) and the control beside it;
    /// the caller keeps the label to change its text.
    func labelled(_ label: Label, _ control: View, labelWidth: Double = 92) -> RowView {
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

    private func replace(_ old: View?, with new: View?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A bar of rows with the panel's padding, for `pinnedTop` or `pinnedBottom`.
    func pinnedBar(_ rows: [View], identifier: String) -> StackView {
        let bar = StackView(axis: .vertical)
        bar.identifier = identifier
        bar.spacing = theme.spacing
        let pad = theme.panelPadding
        bar.padding = EdgeInsets(top: 8, left: pad, bottom: 8, right: pad)
        for row in rows { bar.addSubview(row) }
        return bar
    }

    override func layoutSubviews() {
        let topHeight = pinnedTop?.sizeThatFits(Size(bounds.width, .infinity)).height ?? 0
        let bottomHeight = min(
            max(0, bounds.height - topHeight), pinnedBottom?.sizeThatFits(Size(bounds.width, .infinity)).height ?? 0)
        pinnedTop?.frame = Rect(x: 0, y: 0, width: bounds.width, height: topHeight)
        pinnedBottom?.frame = Rect(x: 0, y: bounds.height - bottomHeight, width: bounds.width, height: bottomHeight)
        scroll.frame = Rect(
            x: 0, y: topHeight, width: bounds.width, height: max(0, bounds.height - topHeight - bottomHeight))
        let height = stack.sizeThatFits(Size(bounds.width, .infinity)).height
        stack.frame = Rect(x: 0, y: 0, width: bounds.width - 4, height: height)
        scroll.contentHeight = height
    }

    override func draw(in canvas: inout Canvas) {
        let border = canvas.theme.color(.border)
        canvas.fill(Rect(x: 0, y: 0, width: canvas.hairline, height: bounds.height), color: border)
        if let top = pinnedTop {
            canvas.fill(
                Rect(x: 0, y: top.frame.maxY - canvas.hairline, width: bounds.width, height: canvas.hairline),
                color: border)
        }
        if let bottom = pinnedBottom {
            canvas.fill(Rect(x: 0, y: bottom.frame.minY, width: bounds.width, height: canvas.hairline), color: border)
        }
    }
}
