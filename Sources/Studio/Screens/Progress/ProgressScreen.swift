import Graphics
import LoaderKitCore
import LoaderKitUI
import Localization
import UI

/// Progress mode (STUDIO.md mode 3): the 50 LoaderKit progress designs in gallery order with
/// their titles, in a grid of reused cards that all show the gallery's simulated download;
/// linear designs span two columns (PROGRESS.md §7). Typing filters by title (every word must
/// occur in it); titles follow each design's edited type and variant. Clicking a design (or
/// Enter on a focused one) opens the inspector beside the grid, with a large preview and every
/// option.
@MainActor
package final class ProgressScreen: View, FrameAnimating, LanguageAware {
    package let model: ProgressModel
    let header: ProgressHeader
    let grid: CollectionView
    let inspector: ProgressInspector
    let typing: FilterTyping
    let navigator: CardGridNavigator
    /// The language of the cards' chips.
    private(set) var text = StudioCatalogue.english
    /// The design indices the filter lets through, in gallery order (the grid's items).
    package private(set) var shown: [Int] = []
    /// Called after a design was selected or the inspector closed.
    var onSelectionChange: (@MainActor () -> Void)?
    /// Called after the selected design, its options or its value changed (the Code panel follows).
    var onDesignChange: (@MainActor () -> Void)?
    static let inspectorWidth = 300.0
    static let headerHeight = 52.0

    package init(model: ProgressModel = ProgressModel()) {
        self.model = model
        inspector = ProgressInspector(model: model)
        grid = CollectionView(
            layout: GridLayout(columns: 4, rowHeight: 132, spacing: 12, padding: EdgeInsets(all: 16)),
            makeCell: { View() }, configureCell: { _, _ in })
        header = ProgressHeader()
        typing = FilterTyping(search: header.search)
        navigator = CardGridNavigator(grid: grid)
        super.init()
        clipsToBounds = true
        identifier = "progress"
        grid.identifier = "progress.grid"
        grid.itemSpan = { [unowned self] item in
            shown.indices.contains(item) && model.designs[shown[item]].type == .linear ? 2 : 1
        }
        // The cells need the screen: the grid's factory is set once the screen exists.
        grid.makeCell = { [unowned self] in
            let cell = ProgressCell()
            cell.navigator = navigator
            cell.onSelect = { [unowned self] index in select(index) }
            return cell
        }
        grid.configureCell = { [unowned self] view, index in configureCell(view, index) }
        addSubview(grid)
        addSubview(header)
        addSubview(inspector)
        typing.onFilterChange = { [unowned self] in applyFilter() }
        typing.onSubmit = { [unowned self] in if shown.count == 1 { select(shown[0]) } }
        addSubview(typing)
        inspector.isHidden = true
        inspector.onClose = { [unowned self] in select(nil) }
        model.onChange = { [unowned self] change in modelDidChange(change) }
        applyFilter()
    }

    /// Shows the cards in the language of `text` (the header and the inspector take it too).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        for (item, cell) in grid.visibleCells { configureCell(cell, item) }
    }

    /// Selects design `index` (nil closes the inspector).
    package func select(_ index: Int?) { model.select(index) }

    /// The filter text.
    package var filterText: String { header.search.text }

    /// Sets the filter as if typed.
    package func setFilter(_ text: String) { header.search.setText(text) }

    /// Gives keyboard focus to the screen (typing then filters).
    func takeFocus() { typing.takeFocus() }

    func focusSearch() { typing.focusSearch() }

    /// Recomputes `shown` from the designs' titles and the filter.
    func applyFilter() {
        shown = GalleryFilter.matches(model.designs.indices.map(model.title(of:)), query: header.search.text)
        header.show(count: shown.count, of: model.designs.count)
        grid.itemCount = shown.count
    }

    /// Scrolls the grid as little as needed to show design `index` (if the filter shows it).
    package func reveal(_ index: Int) {
        guard let item = shown.firstIndex(of: index) else { return }
        layoutIfNeeded()
        grid.layoutIfNeeded()
        grid.scrollToVisible(grid.itemFrame(item))
    }

    /// The card of design `index`, if it is on screen.
    func cell(_ index: Int) -> ProgressCell? {
        grid.visibleCells.values.lazy.compactMap { $0 as? ProgressCell }.first { $0.index == index }
    }

    /// The visible cards with the design index each shows.
    private var visibleDesignCells: [(design: Int, cell: ProgressCell)] {
        grid.visibleCells.compactMap { item, view in
            guard let cell = view as? ProgressCell, shown.indices.contains(item) else { return nil }
            return (shown[item], cell)
        }
    }

    private func configureCell(_ view: View, _ item: Int) {
        guard let cell = view as? ProgressCell, shown.indices.contains(item) else { return }
        let index = shown[item]
        cell.item = item
        cell.configure(
            index: index, design: model.designs[index], title: model.numberedTitle(of: index),
            options: model.options[index],
            value: model.gridValue(index), buffer: model.gridBuffer(index), selected: model.selected == index,
            upload: text(ProgressText.upload))
    }

    private func modelDidChange(_ change: ProgressChange) {
        if change.contains(.gallery) {
            for (index, cell) in visibleDesignCells {
                cell.indicator.value = model.gridValue(index)
                cell.indicator.buffer = model.gridBuffer(index)
            }
        }
        if change.contains(.selection) {
            let open = model.selected != nil
            if inspector.isHidden == open {
                inspector.isHidden = !open
                setNeedsLayout()
            }
            for (index, cell) in visibleDesignCells { cell.isSelected = model.selected == index }
            onSelectionChange?()
        }
        if change.contains(.options), let selected = model.selected,
            let item = visibleDesignCells.first(where: { $0.design == selected })
        {
            item.cell.configure(
                index: selected, design: model.designs[selected], title: model.numberedTitle(of: selected),
                options: model.options[selected],
                value: model.gridValue(selected), buffer: model.gridBuffer(selected), selected: true,
                upload: text(ProgressText.upload))
        }
        if change.contains(.selection) || change.contains(.options) || change.contains(.value) {
            inspector.refresh(change, theme: window?.theme ?? .light)
            onDesignChange?()
        }
    }

    // MARK: Frames

    package var wantsFrames: Bool { isVisibleInWindow }
    package var wantsFramesWhenOnScreen: Bool { true }

    /// Advances the grid's download and the inspector's task.
    package func advance(by dt: Double) {
        model.advance(by: min(0.1, dt))
        if !inspector.isHidden { inspector.refreshReadout() }
    }

    package override func themeDidChange() {
        if let options = model.selectedOptions, let theme = window?.theme {
            inspector.showColors(options, theme: theme)
        }
    }

    package override func layoutSubviews() {
        let inspectorWidth = inspector.isHidden ? 0 : Self.inspectorWidth
        let gridWidth = max(0, bounds.width - inspectorWidth)
        header.frame = Rect(x: 0, y: 0, width: gridWidth, height: Self.headerHeight)
        let columns = Self.columns(fitting: gridWidth, layout: grid.gridLayout)
        if columns != grid.gridLayout.columns { grid.gridLayout.columns = columns }
        grid.frame = Rect(
            x: 0, y: Self.headerHeight, width: gridWidth, height: max(0, bounds.height - Self.headerHeight))
        inspector.frame = Rect(x: gridWidth, y: 0, width: inspectorWidth, height: bounds.height)
        typing.frame = .zero
        grid.layoutIfNeeded()
        navigator.gridDidLayout()
    }

    /// Cards are at least this wide, in points.
    static let minimumCardWidth = 200.0

    /// The most columns of cards at least `minimumCardWidth` wide, rounded down to an even count
    /// so that rows of two-column linear cards and runs of the others (all of even length in
    /// gallery order) fill every row.
    static func columns(fitting width: Double, layout: GridLayout) -> Int {
        let fitting = GridLayout.columns(
            fitting: width, minimumWidth: minimumCardWidth, spacing: layout.spacing,
            padding: layout.padding)
        return fitting >= 2 ? fitting - fitting % 2 : 1
    }

    package override func pointerDown(_ event: PointerEvent) -> Bool {
        window?.focus(typing)
        return false
    }

    /// Keys no view of the screen took: typing for the filter; the page keys scroll the grid.
    package override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        typing.keyDown(key, modifiers: modifiers) || grid.keyDown(key, modifiers: modifiers)
    }

    /// Text no view of the screen took goes to the filter.
    package override func insertText(_ text: String) -> Bool { typing.insertText(text) }
}
