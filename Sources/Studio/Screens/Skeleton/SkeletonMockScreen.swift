import Graphics
import LoaderKitUI
import Localization
import UI

/// The Skeleton mode's mock app screen: a feed of cards on the left that scrolls like an app's
/// feed, and a list that fills its height on the right; the screen, the feed, the cards and the
/// list are skeletonable, so
/// `showSkeleton` on the screen covers every card part and fills the list with placeholder rows.
@MainActor
package final class SkeletonMockScreen: View, LanguageAware {
    /// The cards' container, scrolled by the wheel (the cards live in its `documentView`).
    package let feed = ScrollView()
    /// The cards, in reading order.
    package let cards: [SkeletonMockCard]
    /// The list of rows (icon and name).
    package let list: CollectionView
    /// Width of the list column, in points; on a narrow screen it gives up to 40% of the width
    /// (but not below 160 points) so the feed's cards keep room for their text.
    var listWidth = 320.0 { didSet { setNeedsLayout() } }
    /// The language of the list's rows (the cards take it from the tree).
    private(set) var text = StudioCatalogue.english

    /// A screen of `cardCount` cards and a list of `rowCount` rows.
    package init(cardCount: Int = 8, rowCount: Int = 40) {
        cards = (0..<cardCount).map { SkeletonMockCard(index: $0) }
        list = CollectionView(
            layout: GridLayout(columns: 1, rowHeight: 44, spacing: 4, padding: EdgeInsets(all: 8)),
            makeCell: SkeletonMockScreen.makeRow,
            configureCell: { _, _ in })
        super.init()
        list.configureCell = { [unowned self] cell, index in
            (cell.subviews.last as? Label)?.text = text(SkeletonText.item(index + 1))
        }
        backgroundColor = .token(.windowBackground)
        for card in cards { feed.documentView.addSubview(card) }
        list.itemCount = rowCount
        list.backgroundColor = .token(.panel)
        addSubview(feed)
        addSubview(list)
        for view in [self, feed, feed.documentView, list] as [View] { view.isSkeletonable = true }
    }

    /// The list's rows in the language of `text`.
    package func applyLanguage(_ text: Localizer) {
        self.text = text
        for (index, cell) in list.visibleCells { list.configureCell(cell, index) }
    }

    /// Cards of at least 260 points in as many columns as fit, 16 points apart; the list on the
    /// right at full height.
    package override func layoutSubviews() {
        let feedWidth = max(0, bounds.width - min(listWidth, max(160, (bounds.width * 0.4).rounded())))
        feed.frame = Rect(x: 0, y: 0, width: feedWidth, height: bounds.height)
        list.frame = Rect(x: feedWidth, y: 0, width: bounds.width - feedWidth, height: bounds.height)
        let grid = GridLayout(
            columns: GridLayout.columns(
                fitting: feedWidth, minimumWidth: 260, spacing: 16,
                padding: EdgeInsets(all: 16)),
            rowHeight: 360, spacing: 16, padding: EdgeInsets(all: 16))
        for (index, card) in cards.enumerated() { card.frame = grid.frame(of: index, width: feedWidth) }
        feed.contentHeight = (cards.last?.frame.maxY ?? 0) + 16
    }

    /// A list row: an icon and a name, both skeletonable.
    static func makeRow() -> View { MockRow() }
}

/// A row of the mock list: a 28-point icon and a name that takes the rest of the width.
@MainActor
private final class MockRow: View {
    let icon = View(frame: Rect(x: 8, y: 8, width: 28, height: 28))
    let name = Label("")

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        icon.backgroundColor = .token(.border)
        icon.cornerRadius = 6
        addSubview(icon)
        addSubview(name)
        for view in [self, icon, name] as [View] { view.isSkeletonable = true }
    }

    override func layoutSubviews() {
        name.frame = Rect(x: 44, y: 12, width: min(200, max(0, bounds.width - 52)), height: 20)
    }
}
