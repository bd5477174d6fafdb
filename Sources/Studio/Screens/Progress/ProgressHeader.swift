import Graphics
import UI

/// The Progress mode's control bar: the title filter and a line on what the grid shows.
@MainActor
final class ProgressHeader: View {
    let search = SearchField(placeholder: "Filter by title")
    let info = Label("", font: .uiSmall)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        search.identifier = "progress.search"
        info.textColor = .token(.textSecondary)
        addSubview(search)
        addSubview(info)
    }

    /// Shows how many of the `total` designs the filter lets through.
    func show(count: Int, of total: Int) {
        let designs = count == total ? "\(total) designs" : "\(count) of \(total) designs"
        info.text = "\(designs) · 10 types, 42 type/variant pairs · the grid simulates a download"
    }

    override func layoutSubviews() {
        let h = theme.controlHeight, y = ((bounds.height - h) / 2).rounded()
        search.frame = Rect(x: 16, y: y, width: 240, height: h)
        info.frame = Rect(x: 280, y: y, width: max(0, bounds.width - 296), height: h)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
