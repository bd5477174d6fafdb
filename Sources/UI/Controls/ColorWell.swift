import Graphics

/// A button that shows a colour and opens a `ColorPickerView` popover to change it.
@MainActor
public final class ColorWell: ClickControl {
    /// The colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Called with the colour whenever the user changes it in the picker.
    public var onChange: (@MainActor (Color) -> Void)?
    /// The open picker, if any.
    public private(set) var picker: ColorPickerView?

    public init(color: Color, onChange: (@MainActor (Color) -> Void)? = nil) {
        self.color = color
        self.onChange = onChange
        super.init()
    }

    public override var intrinsicContentSize: Size? { Size(44, theme.controlHeight) }

    /// Opens the picker below the well.
    public func openPicker() {
        guard let window else { return }
        let view = ColorPickerView(color: color)
        view.onChange = { [unowned self] c in
            color = c
            onChange?(c)
        }
        view.onClose = { [weak self] in self?.picker = nil }
        picker = view
        window.presentPopover(view, anchor: windowFrame)
    }

    public override func activate() { openPicker() }

    public override func draw(in canvas: inout Canvas) {
        canvas.fill(bounds, color: surfaceColor(canvas.theme), radius: cornerRadius)
        canvas.strokeInside(
            bounds, width: canvas.hairline, color: canvas.theme.color(.controlBorder), radius: cornerRadius)
        canvas.fill(bounds.insetBy(dx: 4, dy: 4), color: color, radius: cornerRadius - 2)
    }
}
