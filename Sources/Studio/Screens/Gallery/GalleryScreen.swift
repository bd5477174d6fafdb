import Graphics
import LoaderKitCore
import Localization
import LoaderKitUI
import UI

/// Gallery mode: the user's files under their own heading, then the 50 built-ins, animating in a
/// grid of reused cards with names. Typing filters by name (a filter without a match says so);
/// the colour, speed and size of the header apply to every card and are undoable; clicking a
/// card (or Enter on a focused one) opens it in the editor; Enter in the filter opens the first
/// match.
@MainActor
package final class GalleryScreen: View, LanguageAware {
    let library: DocumentLibrary
    let header: GalleryHeader
    let grid: CollectionView
    let typing: FilterTyping
    let navigator: CardGridNavigator
    /// "No indicator matches …", over the empty grid.
    let emptyMessage = Label("", font: .ui)
    /// The language of the count, the headings, the empty state and the cards.
    private(set) var text = StudioCatalogue.english
    /// The documents shown, after the filter, in grid order: files first, then built-ins.
    package private(set) var shown: [SpecDocument] = []
    /// The grid's items: headings and cards.
    private(set) var items = GalleryItems(files: 0, builtins: 0, headed: false)
    /// The colour, speed and size every card uses.
    package internal(set) var look = GalleryLook()
    /// Undo and redo of the look.
    package let history = EditHistory()
    /// True while a change of the look is one of many (a drag): not yet worth saving.
    var isAdjustingLook = false
    /// The colour picker whose changes make the open colour step.
    var colorSession: ObjectIdentifier?
    /// Called after the look changed; `settled` is false while a drag goes on.
    var onLookChange: (@MainActor (_ look: GalleryLook, _ settled: Bool) -> Void)?
    /// Called when a card is clicked.
    var onOpen: (@MainActor (SpecDocument) -> Void)?
    /// Called when another card takes focus (Export takes the focused card).
    var onFocusedDocumentChange: (@MainActor () -> Void)?
    /// The document of the card focused last, kept while focus is elsewhere (on the toolbar's
    /// Export, say).
    private weak var lastFocusedDocument: SpecDocument?

    /// The colour of every card; nil follows the theme's accent.
    package var color: Color? { look.color }
    /// Speed of every card (1 = real time).
    package var speed: Double { look.speed }
    /// Side of every indicator, in points.
    package var indicatorSize: Double { look.size }

    package init(library: DocumentLibrary) {
        self.library = library
        grid = CollectionView(
            layout: GridLayout(
                columns: 6, rowHeight: 120, spacing: 12,
                padding: EdgeInsets(all: 16)),
            makeCell: { View() }, configureCell: { _, _ in })
        header = GalleryHeader()
        typing = FilterTyping(search: header.search)
        navigator = CardGridNavigator(grid: grid)
        super.init()
        clipsToBounds = true
        grid.identifier = "gallery.grid"
        grid.minimumCellWidth = 136
        // The cells need the screen: the grid's factory is set once the screen exists.
        grid.makeCell = { [unowned self] in
            let cell = GalleryCell()
            cell.navigator = navigator
            cell.onOpen = { [unowned self] document in onOpen?(document) }
            return cell
        }
        navigator.onCardFocus = { [unowned self] card in
            guard let document = (card as? GalleryCell)?.document, document !== lastFocusedDocument else { return }
            lastFocusedDocument = document
            onFocusedDocumentChange?()
        }
        grid.makeCellOfKind[1] = GalleryScreen.makeHeading
        grid.itemKind = { [unowned self] in items.isHeading($0) ? 1 : 0 }
        navigator.isCard = { [unowned self] in !items.isHeading($0) }
        grid.itemSpan = { [unowned self] in items.isHeading($0) ? Int.max : 1 }
        grid.itemHeight = { [unowned self] in items.isHeading($0) ? GalleryItems.headingHeight : nil }
        grid.configureCell = { [unowned self] view, index in configureCell(view, index) }
        emptyMessage.textColor = .token(.textSecondary)
        emptyMessage.alignment = .center
        emptyMessage.identifier = "gallery.empty"
        addSubview(grid)
        addSubview(emptyMessage)
        addSubview(header)
        typing.onFilterChange = { [unowned self] in applyFilter() }
        typing.onSubmit = { [unowned self] in if let first = shown.first { onOpen?(first) } }
        addSubview(typing)
        wireLookControls()
        applyFilter()
    }

    /// The filter text.
    package var filterText: String { header.search.text }

    /// The document of the card focused last, while the filter shows it: what Export takes.
    var focusedDocument: SpecDocument? {
        guard let document = lastFocusedDocument, shown.contains(where: { $0 === document }) else { return nil }
        return document
    }

    /// Cards on screen now (cells are made only for visible rows and reused).
    package var visibleCardCount: Int { grid.visibleCells.values.filter { $0 is GalleryCell }.count }

    /// Sets the filter as if typed.
    package func setFilter(_ text: String) { header.search.setText(text) }

    /// Gives keyboard focus to the gallery (typing then filters).
    func takeFocus() { typing.takeFocus() }

    func focusSearch() { typing.focusSearch() }

    /// Recomputes `shown` and the grid's items from the library and the filter.
    func applyFilter() {
        let documents = library.documents
        let query = header.search.text
        func matching(_ list: [SpecDocument]) -> [SpecDocument] {
            GalleryFilter.matches(list.map(\.displayName), query: query).map { list[$0] }
        }
        let files = matching(documents.filter { !$0.isBuiltin }), builtins = matching(documents.filter(\.isBuiltin))
        shown = files + builtins
        items = GalleryItems(files: files.count, builtins: builtins.count, headed: !library.fileDocuments.isEmpty)
        let total = documents.count
        header.countLabel.text = text(
            shown.count == total ? GalleryText.countAll(total) : GalleryText.countSome(shown.count, of: total))
        emptyMessage.text = shown.isEmpty ? text(GalleryText.empty(query)) : ""
        emptyMessage.isHidden = !shown.isEmpty
        grid.itemCount = items.count
    }

    /// Shows the count, the empty state, the headings and the cards in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        applyFilter()
        for (index, cell) in grid.visibleCells { configureCell(cell, index) }
    }

    /// Refreshes the cards of documents that reloaded.
    func documentsDidChange(_ changed: [SpecDocument]) {
        for (index, cell) in grid.visibleCells {
            guard index < items.count, case .card(let i) = items[index], changed.contains(where: { $0 === shown[i] })
            else { continue }
            configureCell(cell, index)
        }
    }

    /// Marks the cards on screen whose document's text became unsaved, and unmarks those saved
    /// or undone back to their file's bytes (the others are left alone).
    func showUnsavedMarks() {
        for (index, view) in grid.visibleCells {
            guard let cell = view as? GalleryCell, let document = cell.document, cell.showsUnsaved != document.isDirty
            else { continue }
            configureCell(cell, index)
        }
    }

    /// The colour the cards use now: the one chosen, else Automatic (the playground's theme
    /// colour: the text colour), as the Editor shows an indicator with no colour set.
    func effectiveColor(_ theme: Theme) -> Color { look.color ?? theme.color(.textPrimary) }

    /// A section heading: a line of semibold secondary text.
    static func makeHeading() -> View {
        let heading = Label("", font: Font(.ui, weight: .semibold))
        heading.textColor = .token(.textSecondary)
        heading.insets = EdgeInsets(top: 8, left: 4, bottom: 0, right: 4)
        return heading
    }

    private func configureCell(_ view: View, _ index: Int) {
        guard index < items.count else { return }
        switch items[index] {
        case .heading(let section, let count):
            guard let heading = view as? Label else { return }
            heading.identifier = section.identifier
            heading.text = text(section.heading(count))
        case .card(let i):
            guard let cell = view as? GalleryCell else { return }
            cell.item = index
            cell.indicatorSize = look.size
            cell.configure(shown[i], text: text, color: effectiveColor(window?.theme ?? .light), speed: look.speed)
        }
    }

    package override func themeDidChange() {
        guard look.color == nil else { return }
        let automatic = effectiveColor(window?.theme ?? .light)
        header.colorWell.color = automatic
        for cell in grid.visibleCells.values { (cell as? GalleryCell)?.preview.color = automatic }
    }

    package override func didMoveToWindow() {
        if let theme = window?.theme { header.colorWell.color = effectiveColor(theme) }
    }

    package override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 52)
        grid.frame = Rect(x: 0, y: 52, width: bounds.width, height: max(0, bounds.height - 52))
        emptyMessage.frame = Rect(x: 16, y: 52 + 48, width: max(0, bounds.width - 32), height: 28)
        typing.frame = .zero
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

    /// The cell showing `document`, if it is on screen.
    func cell(for document: SpecDocument) -> GalleryCell? {
        grid.visibleCells.values.compactMap { $0 as? GalleryCell }.first { $0.document === document }
    }
}
