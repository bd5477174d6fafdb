import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// One number of a form: its name, a `$param` binding button when the field accepts one, a ×
/// button when the value can be removed, and a slider with a field (as the param rows have). A
/// value bound to a param shows the param's value, dimmed; the binding button offers the spec's
/// params and "Literal".
@MainActor
final class FormNumberRow: View, LanguageAware {
    let name: String
    /// The row's title (the field's JSON name when nil).
    var title: Message? { didSet { if title != oldValue { applyLanguage(text) } } }
    /// The language of the row's texts and of its binding popover.
    private(set) var text = StudioCatalogue.english
    let range: ParamRange
    /// What the number measures: the slider's values are rounded to its precision.
    let quantity: EditPrecision.Quantity
    private(set) var sliderRange: ParamRange
    let nameLabel: Label
    let slider: SliderField
    /// Nil when the field takes no `$param`.
    let bindButton: Button?
    /// Nil when the value cannot be removed.
    let removeButton: Button?
    /// The param the value is bound to, if any.
    private(set) var boundParam: String?
    /// Called with a new literal value; `dragging` is true while the knob is held. A value
    /// from the slider comes rounded to the quantity's precision (`EditPrecision`), a count
    /// whole; a typed one as typed (a count rounded to a whole number).
    var onChange: (@MainActor (Double, _ dragging: Bool) -> Void)?
    /// Called when a drag ends.
    var onDragEnd: (@MainActor () -> Void)?
    /// Called with the param to bind to, or nil for a literal (the value shown).
    var onBind: (@MainActor (String?) -> Void)?
    /// Called when the × button is pressed.
    var onRemove: (@MainActor () -> Void)?
    /// The spec's param names, offered by the binding button.
    var paramNames: [String] = []

    init(
        name: String, title: Message? = nil, range: ParamRange, quantity: EditPrecision.Quantity, acceptsParam: Bool,
        removable: Bool = false, identifier: String, text: Localizer = StudioCatalogue.english
    ) {
        self.name = name
        self.title = title
        self.text = text
        self.range = range
        self.quantity = quantity
        sliderRange = range
        nameLabel = Label(title.map { text($0) } ?? name)
        nameLabel.textColor = .token(.textSecondary)
        slider = SliderField(
            value: range.minimum, range: range.range, step: range.step, fractionDigits: range.isCount ? 0 : 2)
        bindButton = acceptsParam ? Button("$", style: .plain) : nil
        removeButton = removable ? Button("×", style: .plain) : nil
        super.init()
        receivesPointer = false
        self.identifier = identifier
        slider.identifier = "\(identifier).slider"
        slider.field.identifier = "\(identifier).field"
        slider.field.range = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        slider.onChange = { [unowned self] v in
            guard !slider.field.isFocused || slider.slider.isPressed else { return }
            onChange?(sliderValue(v), slider.slider.isPressed)
        }
        slider.field.onValueCommit = { [unowned self] typed in
            let value = range.isCount ? typed.rounded() : typed
            show(value, boundTo: nil)
            onChange?(value, false)
        }
        slider.slider.onCommit = { [unowned self] _ in onDragEnd?() }
        addSubview(nameLabel)
        addSubview(slider)
        if let bindButton {
            bindButton.identifier = "\(identifier).bind"
            bindButton.action = { [unowned self] in presentBindingMenu() }
            addSubview(bindButton)
        }
        if let removeButton {
            removeButton.identifier = "\(identifier).remove"
            removeButton.action = { [unowned self] in onRemove?() }
            addSubview(removeButton)
        }
        applyLanguage(text)
    }

    /// The title and the buttons' tooltips in `text`'s language.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        let shown = title.map { text($0) } ?? name
        if nameLabel.text != shown { nameLabel.text = shown }
        bindButton?.tooltip = text(EditorFormsText.bindTooltip)
        removeButton?.tooltip = text(EditorFormsText.remove(shown))
    }

    /// A value of the slider as the row writes it: a count whole, else rounded to the
    /// quantity's precision (the slider's steps from its minimum, −π + k·0.01 for an angle, are
    /// not short numbers).
    func sliderValue(_ v: Double) -> Double {
        range.isCount ? v.rounded() : EditPrecision.rounded(v, quantity)
    }

    /// Shows `value` (no callback), widening the slider to hold it; a bound value is dimmed and
    /// the binding button names its param.
    func show(_ value: Double, boundTo param: String?) {
        boundParam = param
        let wider = sliderRange.including(value)
        if wider != sliderRange {
            sliderRange = wider
            slider.slider.range = wider.range
        }
        let knob = slider.slider.clamp(value)
        if slider.slider.value != knob { slider.slider.value = knob }
        if slider.field.value != value, !slider.field.isFocused { slider.field.setValue(value) }
        slider.slider.isEnabled = param == nil
        slider.field.isEnabled = param == nil
        bindButton?.title = param.map { "$\($0)" } ?? "$"
        bindButton?.style = param == nil ? .plain : .standard
    }

    /// The popover of params to bind to.
    private func presentBindingMenu() {
        guard let window, let bindButton else { return }
        let choices = [text(EditorFormsText.literal)] + paramNames
        let grid = ChoiceGrid(
            choices, columns: 1, identifierPrefix: "\(identifier ?? name).binding", keys: ["Literal"] + paramNames)
        grid.selectedIndex = boundParam.flatMap { paramNames.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        let card = BindingMenu(grid: grid)
        grid.onChoose = { [unowned self, weak window] index in
            window?.dismissPopover()
            onBind?(index == 0 ? nil : paramNames[index - 1])
        }
        card.frame = Rect(x: 0, y: 0, width: 160, height: grid.sizeThatFits(Size(144, 1000)).height + 16)
        window.presentPopover(card, anchor: bindButton.windowFrame)
    }

    private static let sliderY = 24.0

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, Self.sliderY + theme.controlHeight) }

    override func layoutSubviews() {
        let bindWidth = bindButton == nil ? 0.0 : min(120, max(28, (bindButton?.intrinsicContentSize?.width ?? 28)))
        let removeWidth = removeButton == nil ? 0.0 : 24.0
        let right = bounds.width - removeWidth - (removeButton == nil ? 0 : 4)
        nameLabel.frame = Rect(x: 0, y: 0, width: max(0, right - bindWidth - 4), height: 20)
        bindButton?.frame = Rect(x: right - bindWidth, y: 0, width: bindWidth, height: 20)
        removeButton?.frame = Rect(x: bounds.width - removeWidth, y: 0, width: removeWidth, height: 20)
        slider.frame = Rect(x: 0, y: Self.sliderY, width: bounds.width, height: theme.controlHeight)
    }
}

/// The raised card of the binding popover.
@MainActor
private final class BindingMenu: View {
    let grid: ChoiceGrid

    init(grid: ChoiceGrid) {
        self.grid = grid
        super.init()
        identifier = "forms.bindingMenu"
        backgroundColor = .token(.raised)
        cornerRadius = 8
        addSubview(grid)
    }

    override func layoutSubviews() { grid.frame = bounds.insetBy(dx: 8, dy: 8) }
}
