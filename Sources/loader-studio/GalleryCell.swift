import Graphics
import UI

/// One built-in in the grid: a card with the animating indicator and its name under it.
@MainActor
final class GalleryCell: View {
    let indicatorView = LoaderKitView()
    let nameLabel = Label("", font: .uiSmall)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        borderColor = .token(.border)
        cornerRadius = 10
        nameLabel.textColor = .token(.textSecondary)
        nameLabel.alignment = .center
        addSubview(indicatorView)
        addSubview(nameLabel)
    }

    /// Shows the built-in `name`, restarting its clock.
    func configure(name: String) {
        indicatorView.indicator = name
        nameLabel.text = name
        tooltip = name
        applyThemeColor()
    }

    override func layoutSubviews() {
        let side = GalleryLayout.indicatorSide
        indicatorView.frame = Rect(x: ((bounds.width - side) / 2).rounded(), y: GalleryLayout.indicatorTop,
                                   width: side, height: side)
        nameLabel.frame = Rect(x: 6, y: bounds.height - GalleryLayout.nameHeight - 10,
                               width: bounds.width - 12, height: GalleryLayout.nameHeight)
    }

    override func didMoveToWindow() { applyThemeColor() }
    override func themeDidChange() { applyThemeColor() }

    /// Indicators in the gallery take the theme's accent (DESIGN.md).
    private func applyThemeColor() {
        if let theme = window?.theme { indicatorView.color = theme.color(.accent) }
    }
}
