import Graphics
import Localization
import UI

/// The onion skin's settings, shown as a popover under the stage's settings button: the ghosts
/// before and after the playhead (0 to 8 each, Up and Down step them) and the spacing between
/// them in frames at 60 fps or in percent of the cycle. Each committed change goes to `onChange`.
@MainActor
final class OnionSkinPopover: View {
    let titleLabel = Label("", font: .title)
    let beforeLabel = Label("")
    let afterLabel = Label("")
    let spacingLabel = Label("")
    let beforeField = NumberField(
        value: 3, range: Double(OnionSkin.ghostRange.lowerBound)...Double(OnionSkin.ghostRange.upperBound),
        fractionDigits: 0)
    let afterField = NumberField(
        value: 3, range: Double(OnionSkin.ghostRange.lowerBound)...Double(OnionSkin.ghostRange.upperBound),
        fractionDigits: 0)
    let spacingField = NumberField(value: 3, range: OnionSkin.frameRange, fractionDigits: 0)
    let unitControl = SegmentedControl(["", ""])
    let hintLabel = Label("", font: .uiSmall)
    /// The settings shown.
    private(set) var skin = OnionSkin()
    /// Called with the settings after each committed change (a count, the spacing, the unit).
    var onChange: (@MainActor (OnionSkin) -> Void)?
    /// Called when the unit is switched (the model keeps about the same time between ghosts).
    var onUnitChange: (@MainActor (OnionSkin.SpacingUnit) -> Void)?

    /// The popover's width, in points.
    static let width = 280.0
    private static let pad = 12.0, fieldWidth = 64.0, rowGap = 8.0

    init(text: Localizer) {
        super.init()
        identifier = "editor.onion.popover"
        backgroundColor = .token(.raised)
        cornerRadius = 8
        borderColor = .token(.border)
        beforeField.identifier = "editor.onion.before"
        afterField.identifier = "editor.onion.after"
        spacingField.identifier = "editor.onion.spacing"
        unitControl.identifier = "editor.onion.unit"
        hintLabel.numberOfLines = 3
        hintLabel.textColor = .token(.textSecondary)
        for view in [
            titleLabel, beforeLabel, beforeField, afterLabel, afterField, spacingLabel, spacingField, unitControl,
            hintLabel,
        ] as [View] {
            addSubview(view)
        }
        beforeField.onValueCommit = { [unowned self] v in
            skin.ghostsBefore = Int(v.rounded())
            onChange?(skin)
        }
        afterField.onValueCommit = { [unowned self] v in
            skin.ghostsAfter = Int(v.rounded())
            onChange?(skin)
        }
        spacingField.onValueCommit = { [unowned self] v in
            skin.spacing = skin.unit == .frames ? v.rounded() : v / 100
            onChange?(skin)
        }
        unitControl.onChange = { [unowned self] index in
            onUnitChange?(index == 0 ? .frames : .cycle)
        }
        applyLanguage(text)
        frame = Rect(x: 0, y: 0, width: Self.width, height: height(for: Self.width))
    }

    /// Sets the words in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        titleLabel.text = text(OnionSkinText.title)
        beforeLabel.text = text(OnionSkinText.before)
        afterLabel.text = text(OnionSkinText.after)
        spacingLabel.text = text(OnionSkinText.spacing)
        unitControl.segments = [text(OnionSkinText.frames), text(OnionSkinText.cycle)]
        hintLabel.text = text(OnionSkinText.hint)
        setNeedsLayout()
    }

    /// Shows `skin` (no callback); a field being edited keeps its text.
    func show(_ skin: OnionSkin) {
        self.skin = skin
        beforeField.setValue(Double(skin.ghostsBefore))
        afterField.setValue(Double(skin.ghostsAfter))
        let frames = skin.unit == .frames
        spacingField.range =
            frames
            ? OnionSkin.frameRange : (OnionSkin.cycleRange.lowerBound * 100)...(OnionSkin.cycleRange.upperBound * 100)
        spacingField.fractionDigits = frames ? 0 : 1
        spacingField.step = 1
        spacingField.setValue(frames ? skin.spacing : skin.spacing * 100)
        unitControl.selectedIndex = frames ? 0 : 1
    }

    private func height(for width: Double) -> Double {
        let h = theme.controlHeight, inner = width - 2 * Self.pad
        let hint = hintLabel.sizeThatFits(Size(inner, 1000)).height
        return Self.pad + 22 + 3 * (h + Self.rowGap) + h + Self.rowGap + hint + Self.pad
    }

    override func layoutSubviews() {
        let pad = Self.pad, h = theme.controlHeight, inner = bounds.width - 2 * pad
        titleLabel.frame = Rect(x: pad, y: pad, width: inner, height: 20)
        var y = pad + 22
        for (label, field) in [(beforeLabel, beforeField), (afterLabel, afterField), (spacingLabel, spacingField)] {
            label.frame = Rect(x: pad, y: y, width: inner - Self.fieldWidth - 8, height: h)
            field.frame = Rect(x: bounds.width - pad - Self.fieldWidth, y: y, width: Self.fieldWidth, height: h)
            y += h + Self.rowGap
        }
        unitControl.frame = Rect(x: pad, y: y, width: inner, height: h)
        y += h + Self.rowGap
        let hint = hintLabel.sizeThatFits(Size(inner, 1000)).height
        hintLabel.frame = Rect(x: pad, y: y, width: inner, height: hint)
    }

    /// Takes the height its texts need as the window's text engine measures them (once shown).
    func fitHeight() {
        let wanted = height(for: frame.width)
        if abs(frame.height - wanted) > 0.5 {
            frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: wanted)
        }
    }
}
