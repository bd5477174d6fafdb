import Foundation
import Graphics
import LoaderKitCore
import Localization
import UI

/// The hovered element's full state: LoaderKit's 21 fields, names in the UI face and values in
/// mono so the digits hold still while the indicator moves.
@MainActor
final class ElementStatePanel: View, LanguageAware {
    let header = SectionHeader("ELEMENT")
    /// Shown instead of the fields while no element is hovered; wraps to the panel's width.
    let hint = Label("Hover the preview to inspect an element", font: .uiSmall)
    /// The language of the header, the hint and the values.
    private var text = StudioCatalogue.english
    /// The state shown, nil for the hint.
    var state: ElementState? {
        didSet {
            guard state != oldValue else { return }
            setNeedsDisplay()
            header.label.text = title
            hint.isHidden = state != nil
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
        identifier = "element.state"
        hint.textColor = .token(.textTertiary)
        hint.numberOfLines = 0
        addSubview(header)
        addSubview(hint)
    }

    private var title: String { text(state.map { EditorText.element($0.index) } ?? EditorText.elementHeader) }

    /// Shows the header and the hint in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        header.label.text = title
        hint.text = text(EditorText.elementHint)
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// Row height, in points.
    static let rowHeight = 16.0

    /// The value text of field `i` of the state (index and part as integers, others to 4 places).
    static func valueText(_ values: [Double], _ i: Int, _ text: Localizer = StudioCatalogue.english) -> String {
        i < 2
            ? CheckedInt.from(values[i], rounding: .towardZero).map(String.init) ?? JSNumberFormat.string(values[i])
            : text.decimal(String(format: "%.4f", values[i] == 0 ? 0 : values[i]))
    }

    override func sizeThatFits(_ size: Size) -> Size {
        let hintHeight = hint.sizeThatFits(Size(size.width, 1000)).height
        return Size(
            size.width,
            36 + (state == nil ? hintHeight + 4 : Double(ElementState.fieldNames.count) * ElementStatePanel.rowHeight))
    }

    override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 32)
        hint.frame = Rect(x: 0, y: 36, width: bounds.width, height: hint.sizeThatFits(Size(bounds.width, 1000)).height)
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let engine = canvas.textEngine
        guard let state else { return }
        let values = state.fieldValues
        var y = 36.0
        for (i, name) in ElementState.fieldNames.enumerated() {
            let baseline = y + 12
            canvas.drawText(name, font: .uiSmall, color: theme.color(.textSecondary), baseline: Point(0, baseline))
            let value = ElementStatePanel.valueText(values, i, text)
            let width = engine.width(of: value, font: .mono)
            canvas.drawText(
                value, font: .mono, color: theme.color(.textPrimary),
                baseline: Point((bounds.width - width).rounded(), baseline))
            y += ElementStatePanel.rowHeight
        }
    }
}
