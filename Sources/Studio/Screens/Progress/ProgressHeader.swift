import Graphics
import Localization
import UI

/// The Progress mode's control bar: the title filter and a line on what the grid shows.
@MainActor
final class ProgressHeader: View, LanguageAware {
    let search = SearchField(placeholder: "")
    let info = Label("", font: .uiSmall)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        search.identifier = "progress.search"
        info.textColor = .token(.textSecondary)
        addSubview(search)
        addSubview(info)
    }

    /// The line's clauses, longest first: the one shown is the longest that fits.
    private var clauses = [""]
    /// The language of the line and the filter's placeholder.
    private var text = StudioCatalogue.english
    /// The designs shown and their total.
    private var counts = (shown: 0, total: 0)

    /// Shows how many of the `total` designs the filter lets through.
    func show(count: Int, of total: Int) {
        counts = (count, total)
        let designs = text(count == total ? ProgressText.designs(total) : ProgressText.designs(count, of: total))
        clauses = [text(ProgressText.infoSimulates(designs)), text(ProgressText.infoPairs(designs)), designs]
        setNeedsLayout()
    }

    /// The placeholder and the line in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        search.placeholder = text(ProgressText.filterPlaceholder)
        show(count: counts.shown, of: counts.total)
    }

    override func layoutSubviews() {
        let h = theme.controlHeight, y = ((bounds.height - h) / 2).rounded()
        search.frame = Rect(x: 16, y: y, width: 240, height: h)
        info.frame = Rect(x: 280, y: y, width: max(0, bounds.width - 296), height: h)
        // A narrow window drops the line's last clauses; what still does not fit is in the tooltip.
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        info.text = clauses.first { engine.width(of: $0, font: info.font) <= info.frame.width } ?? clauses.last ?? ""
        info.tooltip = info.text != clauses.first ? clauses.first : nil
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
