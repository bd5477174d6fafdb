import Foundation
import Graphics
import LoaderKitCore
import Localization
import UI

/// One param in the inspector: its name and a reset button above a slider with a numeric field,
/// using the playground's range for the param (`ParamRange`).
///
/// The field takes any number (a count is rounded to a whole one): a value outside the slider's
/// range is kept, and the slider widens to show it rather than clamping it.
@MainActor
final class ParamRow: View, LanguageAware {
    let name: String
    /// The playground's range for the default.
    let range: ParamRange
    /// The slider's range: `range` widened to hold every value shown since the row was made.
    private(set) var sliderRange: ParamRange
    let defaultValue: Double
    let nameLabel: Label
    let slider: SliderField
    let resetButton: Button
    /// Called with a new value; `dragging` is true while the slider's knob is held.
    var onChange: (@MainActor (Double, _ dragging: Bool) -> Void)?
    /// Called when a drag ends.
    var onDragEnd: (@MainActor () -> Void)?
    /// Called when reset is clicked.
    var onReset: (@MainActor () -> Void)?

    init(name: String, defaultValue: Double, range: ParamRange, text: Localizer = StudioCatalogue.english) {
        self.name = name
        self.range = range
        self.defaultValue = defaultValue
        sliderRange = range
        nameLabel = Label(name)
        slider = SliderField(
            value: defaultValue, range: range.range, step: range.step,
            fractionDigits: range.isCount ? 0 : 2)
        resetButton = Button("", style: .plain)
        super.init()
        receivesPointer = false
        identifier = "param.\(name)"
        slider.identifier = "param.\(name).slider"
        resetButton.icon = Icons.reset
        resetButton.identifier = "param.\(name).reset"
        resetButton.action = { [unowned self] in onReset?() }
        slider.onChange = { [unowned self] v in onChange?(v, slider.slider.isPressed) }
        slider.field.range = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        slider.field.onValueCommit = { [unowned self] typed in
            let value = range.isCount ? typed.rounded() : typed
            show(value)
            onChange?(value, false)
        }
        slider.slider.onCommit = { [unowned self] _ in onDragEnd?() }
        for view in [nameLabel, resetButton, slider] as [View] { addSubview(view) }
        applyLanguage(text)
    }

    /// The reset button's tooltip in the language of `text`: "Reset count to 5".
    func applyLanguage(_ text: Localizer) {
        let value =
            range.isCount
            ? CheckedInt.from(defaultValue).map(String.init) ?? JSNumberFormat.string(defaultValue)
            : text.number(defaultValue, decimals: 2, fixed: true)
        resetButton.tooltip = text(EditorText.reset(name, to: value))
    }

    /// Shows `value` (no callback) in the field as it is and on the slider, widened when the
    /// value is outside it; the reset button dims at the default.
    func show(_ value: Double) {
        let wider = sliderRange.including(value)
        if wider != sliderRange {
            sliderRange = wider
            slider.slider.range = wider.range
        }
        let knob = slider.slider.clamp(value)
        if slider.slider.value != knob { slider.slider.value = knob }
        if slider.field.value != value { slider.field.setValue(value) }
        resetButton.isEnabled = value != defaultValue
    }

    /// From the top to the slider and field, in points: the name row (24) and 4 points.
    private static let sliderY = 28.0

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, Self.sliderY + theme.controlHeight) }

    override func layoutSubviews() {
        nameLabel.frame = Rect(x: 0, y: 0, width: bounds.width - 28, height: 24)
        resetButton.frame = Rect(x: bounds.width - 24, y: 0, width: 24, height: 24)
        slider.frame = Rect(x: 0, y: Self.sliderY, width: bounds.width, height: theme.controlHeight)
    }
}
