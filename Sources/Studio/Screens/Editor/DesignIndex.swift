import Graphics
import Localization
import UI

/// The Design tab's index, pinned under the tabs: one click scrolls a section's header to the
/// top of the inspector (Spec, Tracks, Layout, Shape, Timing), so no section is more than one
/// action away however tall the forms are.
@MainActor
final class DesignIndex: View, LanguageAware {
    /// The Design tab's sections, in the order they are shown.
    enum Section: String, CaseIterable {
        case spec, tracks, layout, shape, timing
    }

    private(set) var buttons: [Button] = []
    /// Called with the section clicked.
    var onJump: (@MainActor (Section) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "inspector.index"
        receivesPointer = false
        buttons = Section.allCases.map { section in
            let button = Button("", style: .plain) { [unowned self] in onJump?(section) }
            button.identifier = "inspector.index.\(section.rawValue)"
            return button
        }
        for button in buttons { addSubview(button) }
        applyLanguage(StudioCatalogue.english)
    }

    /// Names each section (`EditorFormsText`, the forms' texts).
    func applyLanguage(_ text: Localizer) {
        for (button, section) in zip(buttons, Section.allCases) {
            button.title = text(EditorFormsText.section(section))
            button.tooltip = text(EditorFormsText.scrollTo(button.title))
        }
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, theme.controlHeight - 4) }

    /// The buttons share the width, each as wide as its title needs plus an even share of the rest.
    override func layoutSubviews() {
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        let widths = buttons.map { engine.width(of: $0.title, font: .ui).rounded(.up) }
        let spare = max(0, bounds.width - widths.reduce(0, +)) / Double(max(1, buttons.count))
        var x = 0.0
        for (button, width) in zip(buttons, widths) {
            let shown = (width + spare).rounded(.down)
            button.frame = Rect(x: x, y: 0, width: shown, height: bounds.height)
            x += shown
        }
    }
}
