import Graphics
import LoaderKitUI
import Localization
import UI

/// The toolbar scene: a document under the app's toolbar; the loading state is a bar across
/// the top of the page (a progress design at the size given); the page's text appears.
@MainActor
final class DocumentScene: SceneMockScene {
    private let heading = mockLabel(.text, font: .title)
    private let meta = mockLabel(.secondary, font: .uiSmall)
    private let paragraphs = (0..<3).map { _ in mockLabel(.text, lines: 0) }
    private let picture = MockPicture(swatch: 5, radius: 12)
    private let errorRow = MockMessageRow(icon: .alert, ink: .error, lines: 2)

    init(slot: SceneMockSlot) {
        let page = MockBox(fill: .surface)
        super.init(slot: slot, content: page, error: MockBox(fill: .errorTint))
        error.addSubview(errorRow)
        for view in [heading, meta] + paragraphs + [picture] as [View] {
            page.addSubview(view)
            view.isSkeletonable = true
        }
        addSubview(page)
        addSubview(error)
        addSubview(slot)
        clipsToBounds = true
        page.isSkeletonable = true
    }

    override func applyText(_ text: Localizer) {
        let D = SceneMockText.Document.self
        heading.text = text(D.heading)
        meta.text = text(D.meta)
        for (label, message) in zip(paragraphs, [D.p1, D.p2, D.p3]) { label.text = text(message) }
        errorRow.label.text = text(D.error)
        errorRow.label.tooltip = errorRow.label.text
        setNeedsLayout()
    }

    override func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        super.present(p, previous: previous)
        if usesSkeleton && SceneMockApp.unit(p.loadingOpacity) > 0 { content.isHidden = false }
    }

    override func layoutSubviews() {
        backgroundColor = .fixed(palette[.surface])
        slot.frame = Rect(x: 0, y: 0, width: bounds.width, height: slotSize)
        content.frame = bounds
        let (x, w) = column(maximum: 640)
        error.frame = Rect(x: 0, y: 0, width: bounds.width, height: 56)
        errorRow.frame = Rect(x: x, y: 8, width: w, height: 40)
        var y = 28.0
        heading.frame = Rect(x: x, y: y, width: w, height: 22)
        y += 26
        meta.frame = Rect(x: x, y: y, width: w, height: 16)
        y += 30
        for label in paragraphs {
            let h = label.sizeThatFits(Size(w, .infinity)).height.rounded(.up)
            label.frame = Rect(x: x, y: y, width: w, height: h)
            y += h + 14
        }
        let ph = min(240, (w * 0.5).rounded())
        picture.frame = Rect(x: x, y: y + 4, width: w, height: ph)
        picture.isHidden = y + 4 + ph > bounds.height - 8
    }
}

/// One file of the upload scene's list: a file icon, its name and a detail line.
@MainActor
final class FileRowView: View {
    let icon: MockGlyph
    let name = mockLabel(.text, font: Font(.ui, weight: .semibold))
    let detail = mockLabel(.secondary, font: .uiSmall)
    let more = MockGlyph(.more, ink: .secondary)
    let rule = MockBox(fill: .separator)
    static let height = 60.0

    init(ink: MockInk) {
        icon = MockGlyph(.file, ink: ink)
        super.init()
        for view in [icon, name, detail, more, rule] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let w = bounds.width
        icon.frame = Rect(x: 16, y: 14, width: 32, height: 32)
        name.frame = Rect(x: 62, y: 12, width: max(0, w - 110), height: 18)
        detail.frame = Rect(x: 62, y: 32, width: max(0, w - 110), height: 16)
        more.frame = Rect(x: w - 40, y: 18, width: 24, height: 24)
        rule.frame = Rect(x: 62, y: bounds.height - 0.75, width: max(0, w - 62), height: 0.75)
    }
}

/// The upload scene: a list of files whose first row is uploading: a determinate progress design
/// in the row and a Stop button; then "Uploaded" with a check, or "Upload failed".
@MainActor
final class UploadScene: SceneMockScene {
    private let section = mockLabel(.secondary, font: Font(.uiSmall, weight: .semibold))
    private let card = MockBox(fill: .surface, radius: 14)
    private let row = View()
    private let icon = MockGlyph(.file, ink: .accent)
    private let name = mockLabel(.text, font: Font(.ui, weight: .semibold))
    private let uploading = mockLabel(.secondary, font: .uiSmall)
    private let done = MockMessageRow(icon: .check, ink: .success, font: .uiSmall, lines: 1)
    private let failed = MockMessageRow(icon: .alert, ink: .error, font: .uiSmall, lines: 1)
    /// The Stop button (a small circle with a square) while the file uploads.
    let stop = MockGlyph(.stop, ink: .secondary)
    /// Where the progress design goes: the skeleton's placeholder.
    private let track = MockBox(fill: .field, radius: 3)
    private let rule = MockBox(fill: .separator)
    private let files: [FileRowView]

    init(slot: SceneMockSlot) {
        files = [MockInk.success, .error, .accent, .secondary].map { FileRowView(ink: $0) }
        super.init(slot: slot, content: done, error: failed)
        stop.identifier = "scene.mock.stop"
        for view in [icon, name, uploading, done, failed, stop, track, slot, rule] as [View] { row.addSubview(view) }
        row.clipsToBounds = true
        card.addSubview(row)
        for file in files { card.addSubview(file) }
        addSubview(section)
        addSubview(card)
        card.isSkeletonable = true
        row.isSkeletonable = true
        track.isSkeletonable = true
        track.isHidden = true
    }

    override func applyText(_ text: Localizer) {
        let U = SceneMockText.Upload.self
        section.text = text(U.section)
        name.text = text(U.file)
        let size = text.quantity(48, unit: text(U.megabytes))
        uploading.text = size + " · " + text(U.uploading)
        done.label.text = size + " · " + text(U.done)
        failed.label.text = text(U.failed)
        for (file, entry) in zip(files, U.files) {
            file.name.text = text(entry.name)
            file.detail.text = text(entry.detail)
        }
    }

    override func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        super.present(p, previous: previous)
        let loading = SceneMockApp.unit(p.loadingOpacity)
        fade(uploading, loading)
        fade(stop, loading)
        track.isHidden = !usesSkeleton || loading <= 0
        if previous?.loadingOpacity != p.loadingOpacity { setNeedsLayout() }
    }

    /// The uploading row's height: room for the progress design under the name while it shows.
    var rowHeight: Double { (64 + (slotSize + 8) * SceneMockApp.unit(shown.loadingOpacity)).rounded() }

    override func layoutSubviews() {
        backgroundColor = .fixed(palette[.background])
        let (x, w) = column(maximum: 720)
        section.frame = Rect(x: x + 16, y: 16, width: max(0, w - 32), height: 16)
        let rh = rowHeight
        card.frame = Rect(x: x, y: 40, width: w, height: rh + Double(files.count) * FileRowView.height)
        row.frame = Rect(x: 0, y: 0, width: w, height: rh)
        icon.frame = Rect(x: 16, y: 14, width: 32, height: 32)
        name.frame = Rect(x: 62, y: 12, width: max(0, w - 116), height: 18)
        uploading.frame = Rect(x: 62, y: 32, width: max(0, w - 116), height: 16)
        done.frame = Rect(x: 62, y: 31, width: max(0, w - 116), height: 18)
        failed.frame = done.frame
        stop.frame = Rect(x: w - 44, y: 14, width: 28, height: 28)
        slot.frame = Rect(x: 62, y: 58, width: max(0, w - 78), height: slotSize)
        track.frame = Rect(x: 62, y: 58 + max(0, (slotSize - 6) / 2), width: max(0, w - 78), height: min(6, slotSize))
        rule.frame = Rect(x: 62, y: rh - 0.75, width: max(0, w - 62), height: 0.75)
        for (i, file) in files.enumerated() {
            file.frame = Rect(x: 0, y: rh + Double(i) * FileRowView.height, width: w, height: FileRowView.height)
        }
        files.last?.rule.isHidden = true
    }
}
