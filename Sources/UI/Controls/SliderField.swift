import Graphics

/// A slider with a numeric field beside it, kept in step: dragging updates the field, and a
/// value committed in the field moves the slider.
@MainActor
public final class SliderField: View {
    public let slider: Slider
    public let field: NumberField
    /// Called with the value whenever the user changes it in either control.
    public var onChange: (@MainActor (Double) -> Void)?

    /// Width of the field, in points.
    public var fieldWidth = 64.0 { didSet { setNeedsLayout() } }

    public init(value: Double, range: ClosedRange<Double>, step: Double = 0, fractionDigits: Int = 2) {
        slider = Slider(value: value, range: range, step: step)
        field = NumberField(
            value: value, range: range, step: step > 0 ? step : (range.upperBound - range.lowerBound) / 100,
            fractionDigits: fractionDigits)
        super.init()
        addSubview(slider)
        addSubview(field)
        slider.onChange = { [unowned self] v in
            field.setValue(v)
            onChange?(v)
        }
        field.onValueCommit = { [unowned self] v in
            slider.value = slider.clamp(v)
            if slider.value != field.value { field.setValue(slider.value) }
            onChange?(slider.value)
        }
    }

    /// The current value.
    public var value: Double {
        get { slider.value }
        set {
            slider.value = slider.clamp(newValue)
            field.setValue(slider.value)
        }
    }

    public override var intrinsicContentSize: Size? { Size(240, theme.controlHeight) }

    public override func layoutSubviews() {
        let gap = 8.0
        field.frame = Rect(x: bounds.width - fieldWidth, y: 0, width: fieldWidth, height: bounds.height)
        slider.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - fieldWidth - gap), height: bounds.height)
    }
}
