import Graphics
import LoaderKitCore
import UI

/// The window's content until the Studio lands: a header and every built-in indicator animating
/// in a scrolling grid of `LoaderKitView`s with their names.
@MainActor
final class BuiltinGalleryView: View {
    let names: [String]
    let header = View()
    let titleLabel = Label("LoaderKit built-ins", font: .title)
    let hintLabel = Label("", font: .uiSmall)
    let grid: CollectionView

    init(names: [String] = IndicatorSpec.builtinNames) {
        self.names = names
        grid = CollectionView(layout: GalleryLayout.grid, makeCell: { GalleryCell() }, configureCell: { cell, index in
            guard let cell = cell as? GalleryCell else { return }
            cell.configure(name: names[index])
        })
        super.init()
        backgroundColor = .token(.windowBackground)
        header.backgroundColor = .token(.panel)
        hintLabel.text = "\(names.count) indicators   ·   T  theme   ·   Ctrl+Q  quit"
        hintLabel.textColor = .token(.textSecondary)
        hintLabel.alignment = .trailing
        header.addSubview(titleLabel)
        header.addSubview(hintLabel)
        grid.minimumCellWidth = GalleryLayout.minimumCellWidth
        grid.itemCount = names.count
        addSubview(grid)
        addSubview(header)
    }

    override func layoutSubviews() {
        let h = GalleryLayout.headerHeight, p = GalleryLayout.padding
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
        titleLabel.frame = Rect(x: p, y: 0, width: max(0, bounds.width / 2 - p), height: h)
        hintLabel.frame = Rect(x: bounds.width / 2, y: 0, width: max(0, bounds.width / 2 - p), height: h)
        grid.frame = Rect(x: 0, y: h, width: bounds.width, height: max(0, bounds.height - h))
    }

    override func drawOverSubviews(in canvas: inout Canvas) {
        // The header's bottom hairline.
        canvas.fill(Rect(x: 0, y: GalleryLayout.headerHeight - canvas.hairline, width: bounds.width, height: canvas.hairline),
                    color: canvas.color(.border))
    }
}
