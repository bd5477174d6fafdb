import Graphics
import UI

/// The keyboard in a grid of cards (Gallery, Progress). One card is the grid's Tab stop: the
/// last one focused while it is on screen, else the first card shown. On a focused card the
/// arrow keys move to the next card (Up and Down: the nearest in the row above or below), Page
/// Up and Page Down about a screenful, Home and End to the first and the last card; the grid
/// scrolls to show it (cells exist only for rows on screen, so it scrolls first). Space or
/// Enter clicks the card. Other keys (typing) go on to the screen.
@MainActor
final class CardGridNavigator {
    unowned let grid: CollectionView
    /// True for the items that are cards (the gallery's headings are not).
    var isCard: @MainActor (Int) -> Bool = { _ in true }
    /// The item of the card focused last.
    private(set) var current: Int?

    init(grid: CollectionView) {
        self.grid = grid
    }

    /// The items of the cards on screen.
    private var shownCards: [Int] {
        grid.visibleCells.compactMap { item, cell in cell is CardCell && isCard(item) ? item : nil }.sorted()
    }

    /// The item whose card Tab stops at.
    var tabStopItem: Int? {
        let shown = shownCards
        if let current, shown.contains(current) { return current }
        let top = grid.contentOffset
        return shown.first { grid.itemFrame($0).minY >= top - 0.5 } ?? shown.first
    }

    func isTabStop(_ card: CardCell) -> Bool { card.item == tabStopItem }

    /// Called when a card takes focus.
    var onCardFocus: (@MainActor (CardCell) -> Void)?

    func cardDidTakeFocus(_ card: CardCell) {
        current = card.item
        onCardFocus?(card)
    }

    /// Handles a key on the focused `card`; false lets it go on.
    func handle(_ key: Key, modifiers: Modifiers, from card: CardCell) -> Bool {
        let item = card.item
        if modifiers == .control, key == .home || key == .end { return move(to: key == .home ? firstCard : lastCard) }
        guard modifiers.isEmpty else { return false }
        switch key {
        case .space, .enter:
            card.clicked()
            keepFocus()
            return true
        case .left: return move(to: (0..<item).last(where: isCard))
        case .right: return move(to: (item + 1..<grid.itemCount).first(where: isCard))
        case .up, .down: return move(to: verticalNeighbour(of: item, down: key == .down, distance: 1))
        case .pageUp, .pageDown:
            return move(to: verticalNeighbour(of: item, down: key == .pageDown, distance: grid.pageHeight))
        case .home: return move(to: firstCard)
        case .end: return move(to: lastCard)
        default: return false
        }
    }

    private var firstCard: Int? { (0..<grid.itemCount).first(where: isCard) }
    private var lastCard: Int? { (0..<grid.itemCount).last(where: isCard) }

    /// Focuses the card of `item` (when there is one); the key is taken either way.
    private func move(to item: Int?) -> Bool {
        if let item { focus(item: item) }
        return true
    }

    /// The card in the row at least `distance` points above or below `item`'s (the last row
    /// when none is that far), nearest to it across.
    private func verticalNeighbour(of item: Int, down: Bool, distance: Double) -> Int? {
        let from = grid.itemFrame(item)
        let cards = (0..<grid.itemCount).filter(isCard).map { ($0, grid.itemFrame($0)) }
        let beyond = cards.filter { down ? $0.1.minY > from.minY + 0.5 : $0.1.minY < from.minY - 0.5 }
        guard !beyond.isEmpty else { return nil }
        let target = down ? from.minY + distance : from.minY - distance
        let rowTops = Set(beyond.map(\.1.minY))
        let reached = rowTops.filter { down ? $0 >= target - 0.5 : $0 <= target + 0.5 }
        let row = down ? (reached.min() ?? rowTops.max()!) : (reached.max() ?? rowTops.min()!)
        return beyond.filter { $0.1.minY == row }.min { abs($0.1.midX - from.midX) < abs($1.1.midX - from.midX) }?.0
    }

    /// Scrolls the grid to show `item` (the very top for the first card, headings and all) and
    /// focuses its card.
    func focus(item: Int) {
        guard let window = grid.window, (0..<grid.itemCount).contains(item) else { return }
        grid.layoutIfNeeded()
        let frame = grid.itemFrame(item)
        let margin = grid.gridLayout.spacing
        if item == firstCard {
            grid.scrollToVisible(Rect(x: frame.minX, y: 0, width: frame.width, height: frame.maxY + margin))
        } else {
            grid.scrollToVisible(frame.insetBy(dx: 0, dy: -margin))
        }
        grid.layoutIfNeeded()
        if let card = grid.visibleCells[item] as? CardCell { window.focus(card, reveal: true) }
    }

    /// After a click that may lay the grid out again (the Progress inspector opening beside it),
    /// focus stays on the clicked item's card.
    private func keepFocus() {
        guard grid.isVisibleInWindow else { return }
        grid.superview?.layoutIfNeeded()
        gridDidLayout()
    }

    /// Called after the grid was laid out: a focused card that now shows another item (cells
    /// are reused) hands focus to the card of the item it showed.
    func gridDidLayout() {
        guard let window = grid.window, let focused = window.focusedView as? CardCell, focused.isDescendant(of: grid),
            let current, focused.item != current || focused.isHidden || grid.visibleCells[current] !== focused
        else { return }
        focus(item: current)
    }
}
