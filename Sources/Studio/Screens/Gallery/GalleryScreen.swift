import Graphics
import LoaderKitCore
import UI

/// Gallery mode: every document (the 50 built-ins, then opened files) animating in a grid of
/// reused cards with names. Typing filters by name; the colour, speed and size of the header
/// apply to every card; clicking a card opens it in the editor.
@MainActor
public final class GalleryScreen: View {
    let library: DocumentLibrary
    let header: GalleryHeader
    let grid: CollectionView
    let typing: FilterTyping
    /// The documents shown, after the filter.
    public private(set) var shown: [SpecDocument] = []
    /// The colour of every card; nil follows the theme's accent.
    public private(set) var color: Color?
    /// Speed of every card (1 = real time).
    public private(set) var speed = 1.0
    /// Side of every indicator, in points.
    public private(set) var indicatorSize = 64.0
    /// Called when a card is clicked.
    public var onOpen: (@MainActor (SpecDocument) -> Void)?

    public init(library: DocumentLibrary) {
        self.library = library
        var cellMaker: (@MainActor () -> View)!
        var configure: (@MainActor (View, Int) -> Void)!
        grid = CollectionView(layout: GridLayout(columns: 6, rowHeight: 120, spacing: 12,
                                                 padding: EdgeInsets(all: 16)),
                              makeCell: { cellMaker() }, configureCell: { configure($0, $1) })
        header = GalleryHeader()
        typing = FilterTyping(search: header.search)
        super.init()
        clipsToBounds = true
        grid.identifier = "gallery.grid"
        grid.minimumCellWidth = 136
        cellMaker = { [unowned self] in
            let cell = GalleryCell()
            cell.onOpen = { [unowned self] document in onOpen?(document) }
            return cell
        }
        configure = { [unowned self] view, index in configureCell(view, index) }
        addSubview(grid)
        addSubview(header)
        typing.onFilterChange = { [unowned self] in applyFilter() }
        typing.onSubmit = { [unowned self] in if shown.count == 1 { onOpen?(shown[0]) } }
        addSubview(typing)
        header.colorWell.onChange = { [unowned self] c in setColor(c) }
        header.speed.onChange = { [unowned self] v in setSpeed(v) }
        header.size.onChange = { [unowned self] v in setIndicatorSize(v) }
        applyFilter()
    }

    /// The filter text.
    public var filterText: String { header.search.text }

    /// Cards on screen now (cells are made only for visible rows and reused).
    public var visibleCardCount: Int { grid.visibleCells.count }

    /// Sets the filter as if typed.
    public func setFilter(_ text: String) { header.search.setText(text) }

    /// Gives keyboard focus to the gallery (typing then filters).
    public func takeFocus() { typing.takeFocus(within: self) }

    func focusSearch() { typing.focusSearch() }

    /// Recomputes `shown` from the library and the filter.
    public func applyFilter() {
        let documents = library.documents
        shown = GalleryFilter.matches(documents.map(\.displayName), query: header.search.text).map { documents[$0] }
        let total = documents.count
        header.countLabel.text = shown.count == total ? "\(total) indicators" : "\(shown.count) of \(total)"
        grid.itemCount = shown.count
    }

    /// Refreshes the cards of documents that reloaded.
    public func documentsDidChange(_ changed: [SpecDocument]) {
        for (index, cell) in grid.visibleCells {
            guard index < shown.count, changed.contains(where: { $0 === shown[index] }) else { continue }
            configureCell(cell, index)
        }
    }

    /// The colour the cards use now.
    func effectiveColor(_ theme: Theme) -> Color { color ?? theme.color(.accent) }

    func setColor(_ newColor: Color) {
        color = newColor
        for cell in grid.visibleCells.values { (cell as? GalleryCell)?.preview.color = newColor }
    }

    func setSpeed(_ value: Double) {
        speed = value
        for cell in grid.visibleCells.values { (cell as? GalleryCell)?.preview.speed = value }
    }

    func setIndicatorSize(_ value: Double) {
        indicatorSize = value
        var layout = grid.gridLayout
        layout.rowHeight = value + 56
        grid.minimumCellWidth = max(136, value + 32)
        grid.gridLayout = layout
    }

    private func configureCell(_ view: View, _ index: Int) {
        guard let cell = view as? GalleryCell, index < shown.count else { return }
        cell.indicatorSize = indicatorSize
        cell.configure(shown[index], color: effectiveColor(window?.theme ?? .light), speed: speed)
    }

    public override func themeDidChange() {
        guard color == nil else { return }
        let accent = effectiveColor(window?.theme ?? .light)
        header.colorWell.color = accent
        for cell in grid.visibleCells.values { (cell as? GalleryCell)?.preview.color = accent }
    }

    public override func didMoveToWindow() {
        if color == nil, let theme = window?.theme { header.colorWell.color = theme.color(.accent) }
    }

    public override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 52)
        grid.frame = Rect(x: 0, y: 52, width: bounds.width, height: max(0, bounds.height - 52))
        typing.frame = .zero
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        window?.focus(typing)
        return false
    }

    /// The cell showing `document`, if it is on screen.
    func cell(for document: SpecDocument) -> GalleryCell? {
        grid.visibleCells.values.compactMap { $0 as? GalleryCell }.first { $0.document === document }
    }
}
