import Graphics
import LoaderKitUI
import Localization
import UI

/// One message row of the inbox: an avatar, the sender, the time, the subject and a preview.
@MainActor
final class InboxRowView: MockBox {
    let avatar: MockAvatar
    let sender = mockLabel(.text, font: Font(.ui, weight: .semibold))
    let time = mockLabel(.secondary, font: .uiSmall, align: .trailing)
    let subject = mockLabel(.text)
    let preview = mockLabel(.secondary)
    private let rule = MockBox(fill: .separator)
    static let height = 76.0

    init(index: Int) {
        avatar = MockAvatar(swatch: index)
        super.init(fill: .surface)
        for view in [avatar, sender, time, subject, preview, rule] as [View] { addSubview(view) }
        isSkeletonable = true
        for view in [avatar, sender, time, subject, preview] as [View] { view.isSkeletonable = true }
    }

    func show(_ row: SceneMockText.InboxRow, _ text: Localizer) {
        sender.text = text(row.sender)
        avatar.initials = MockAvatar.initials(of: sender.text)
        time.text = text(row.time)
        subject.text = text(row.subject)
        preview.text = text(row.preview)
        for label in [sender, subject, preview] { label.tooltip = label.text }
    }

    override func layoutSubviews() {
        let w = bounds.width
        avatar.frame = Rect(x: 16, y: 14, width: 44, height: 44)
        time.frame = Rect(x: w - 86, y: 13, width: 70, height: 16)
        sender.frame = Rect(x: 72, y: 12, width: max(0, w - 166), height: 18)
        subject.frame = Rect(x: 72, y: 32, width: max(0, w - 88), height: 18)
        preview.frame = Rect(x: 72, y: 51, width: max(0, w - 88), height: 18)
        rule.frame = Rect(x: 72, y: Self.height - 0.75, width: max(0, w - 72), height: 0.75)
    }
}

/// The list scene: an inbox with pull-to-refresh. The loading state sits in a band that pushes
/// the rows down; the new messages arrive at the top; an error is a banner at the top.
@MainActor
final class InboxScene: SceneMockScene {
    private let band = View()
    private let banner = MockBox(fill: .errorTint)
    private let bannerRow = MockMessageRow(icon: .alert, ink: .error, lines: 1)
    private let newRows = (0..<2).map { InboxRowView(index: $0) }
    private let oldRows = (2..<6).map { InboxRowView(index: $0) }
    private let rows = View()
    static let bandHeight = 60.0

    init(slot: SceneMockSlot) {
        let fresh = View()
        super.init(slot: slot, content: fresh, error: banner)
        band.clipsToBounds = true
        band.addSubview(slot)
        fresh.clipsToBounds = true
        for row in newRows { fresh.addSubview(row) }
        for row in oldRows { rows.addSubview(row) }
        banner.addSubview(bannerRow)
        for view in [rows, fresh, band, banner] as [View] { addSubview(view) }
        clipsToBounds = true
        fresh.isSkeletonable = true
    }

    override func applyText(_ text: Localizer) {
        for (row, message) in zip(newRows + oldRows, SceneMockText.inbox) { row.show(message, text) }
        bannerRow.label.text = text(SceneMockText.inboxError)
        bannerRow.label.tooltip = bannerRow.label.text
    }

    override func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        super.present(p, previous: previous)
        if previous == nil || previous?.loadingOpacity != p.loadingOpacity
            || previous?.contentOpacity != p.contentOpacity || previous?.errorOpacity != p.errorOpacity
        {
            setNeedsLayout()
        }
        if usesSkeleton && SceneMockApp.unit(p.loadingOpacity) > 0 { content.isHidden = false }
    }

    override func layoutSubviews() {
        backgroundColor = .fixed(palette[.surface])
        let w = bounds.width, p = shown
        let loading = SceneMockApp.unit(p.loadingOpacity), arrived = SceneMockApp.unit(p.contentOpacity)
        var y = 0.0
        let bandHeight = usesSkeleton ? 0 : (Self.bandHeight * loading).rounded()
        band.frame = Rect(x: 0, y: y, width: w, height: bandHeight)
        band.isHidden = bandHeight <= 0
        slot.frame = Rect(x: 0, y: (bandHeight - Self.bandHeight) / 2, width: w, height: Self.bandHeight)
        y += bandHeight
        let bannerHeight = (48 * SceneMockApp.unit(p.errorOpacity)).rounded()
        banner.frame = Rect(x: 0, y: y, width: w, height: bannerHeight)
        bannerRow.frame = Rect(x: 16, y: 6, width: max(0, w - 32), height: 36)
        y += bannerHeight
        let share = usesSkeleton ? max(loading, arrived) : arrived
        let freshHeight = (2 * InboxRowView.height * share).rounded()
        content.frame = Rect(x: 0, y: y, width: w, height: freshHeight)
        for (i, row) in newRows.enumerated() {
            row.frame = Rect(x: 0, y: Double(i) * InboxRowView.height, width: w, height: InboxRowView.height)
        }
        content.isHidden = freshHeight <= 0 || (!usesSkeleton && arrived <= 0)
        y += freshHeight
        rows.frame = Rect(x: 0, y: y, width: w, height: Double(oldRows.count) * InboxRowView.height)
        for (i, row) in oldRows.enumerated() {
            row.frame = Rect(x: 0, y: Double(i) * InboxRowView.height, width: w, height: InboxRowView.height)
        }
    }
}

/// One card of the feed: a picture, a title and two lines of text, on a rounded surface.
@MainActor
final class FeedCardView: MockBox {
    let picture: MockPicture
    let title = mockLabel(.text, font: Font(.ui, weight: .semibold))
    let body = mockLabel(.secondary, lines: 2)

    init(index: Int) {
        picture = MockPicture(swatch: index + 1, radius: 10)
        super.init(fill: .surface, radius: 14)
        for view in [picture, title, body] as [View] {
            addSubview(view)
            view.isSkeletonable = true
        }
        isSkeletonable = true
    }

    /// The card's height at `width`: the picture at half its width (at most 220 points).
    static func height(width: Double) -> Double { 10 + pictureHeight(width: width) + 84 }
    static func pictureHeight(width: Double) -> Double { min(220, ((width - 20) * 0.5).rounded()) }

    override func layoutSubviews() {
        let w = bounds.width, ph = Self.pictureHeight(width: w)
        picture.frame = Rect(x: 10, y: 10, width: max(0, w - 20), height: ph)
        title.frame = Rect(x: 14, y: ph + 22, width: max(0, w - 28), height: 18)
        body.frame = Rect(x: 14, y: ph + 44, width: max(0, w - 28), height: 36)
    }
}

/// The feed scene: cards in one to three columns. An indicator is centred over the feed before
/// the cards arrive; the skeleton shows on the cards' placeholders; an error sits in the middle
/// with a Retry button.
@MainActor
final class FeedScene: SceneMockScene {
    private let cards = (0..<6).map { FeedCardView(index: $0) }
    /// The cards' surfaces under the skeleton (the placeholders' cards).
    private let surfaces = (0..<6).map { _ in MockBox(fill: .surface, radius: 14) }
    private let placeholders = View()
    private let icon = MockGlyph(.alert, ink: .secondary)
    private let errorTitle = mockLabel(.text, font: Font(.ui, weight: .semibold), align: .center)
    private let errorText = mockLabel(.secondary, lines: 2, align: .center)
    private let retry = MockButtonLook()

    init(slot: SceneMockSlot) {
        let grid = View(), failure = View()
        super.init(slot: slot, content: grid, error: failure)
        for card in cards { grid.addSubview(card) }
        for surface in surfaces { placeholders.addSubview(surface) }
        for view in [icon, errorTitle, errorText, retry] as [View] { failure.addSubview(view) }
        for view in [placeholders, grid, failure, slot] as [View] { addSubview(view) }
        clipsToBounds = true
        grid.isSkeletonable = true
    }

    override func applyText(_ text: Localizer) {
        for (card, story) in zip(cards, SceneMockText.feed) {
            card.title.text = text(story.title)
            card.body.text = text(story.text)
            card.title.tooltip = card.title.text
            card.body.tooltip = card.body.text
        }
        errorTitle.text = text(SceneMockText.Feed.error)
        errorText.text = text(SceneMockText.Feed.errorDetail)
        retry.title.text = text(SceneMockText.Feed.retry)
    }

    override func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        super.present(p, previous: previous)
        // The skeleton's placeholders stay while it shows (its bones are drawn over them).
        if usesSkeleton && SceneMockApp.unit(p.loadingOpacity) > 0 { content.isHidden = false }
        placeholders.isHidden = !usesSkeleton || SceneMockApp.unit(p.loadingOpacity) <= 0
    }

    override func layoutSubviews() {
        backgroundColor = .fixed(palette[.background])
        let width = bounds.width
        let columns = Self.columns(for: width)
        let maxWidth = min(width, 1180.0)
        let margin = ((width - maxWidth) / 2).rounded() + 16
        let gap = 16.0
        let cw = ((maxWidth - 32 - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
        let ch = FeedCardView.height(width: cw)
        content.frame = bounds
        placeholders.frame = bounds
        for (i, card) in cards.enumerated() {
            let col = i % columns, row = i / columns
            card.frame = Rect(
                x: margin + Double(col) * (cw + gap), y: 16 + Double(row) * (ch + gap), width: cw, height: ch)
            surfaces[i].frame = card.frame
        }
        slot.frame = bounds
        let (x, w) = column(maximum: 300)
        error.frame = Rect(x: x, y: ((bounds.height - 200) / 2).rounded(), width: w, height: 200)
        icon.frame = Rect(x: ((w - 40) / 2).rounded(), y: 0, width: 40, height: 40)
        errorTitle.frame = Rect(x: 0, y: 56, width: w, height: 18)
        errorText.frame = Rect(x: 0, y: 80, width: w, height: 40)
        retry.frame = Rect(x: ((w - 132) / 2).rounded(), y: 136, width: 132, height: 40)
    }
}
