import Graphics
import LoaderKitCore
import LoaderKitUI
import Localization
import UI

/// One card of the gallery: the indicator animating above its name (marked `•` while the
/// document's text is unsaved), with a badge when the file behind it is loading, stale, missing
/// or broken. Clicking it opens the editor.
@MainActor
final class GalleryCell: CardCell {
    let preview = LoaderKitView()
    let nameLabel = Label("", font: .uiSmall)
    let badge = Badge()
    /// The document shown.
    private(set) weak var document: SpecDocument?
    /// The document's derivation the preview draws (shared, never prepared again here).
    private(set) var derivation: SpecDerivation?
    /// True while the name carries the unsaved mark.
    private(set) var showsUnsaved = false
    /// Called when the card is clicked.
    var onOpen: (@MainActor (SpecDocument) -> Void)?
    /// Side of the indicator, in points.
    var indicatorSize = 64.0 { didSet { if indicatorSize != oldValue { setNeedsLayout() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        preview.receivesPointer = false
        nameLabel.textColor = .token(.textSecondary)
        nameLabel.alignment = .center
        addSubview(preview)
        addSubview(nameLabel)
        addSubview(badge)
    }

    /// Shows `document` with the gallery's shared look, its badge and tooltip in the language of
    /// `text`.
    func configure(_ document: SpecDocument, text: Localizer = StudioCatalogue.english, color: Color, speed: Double) {
        self.document = document
        identifier = "cell.\(document.displayName)"
        if derivation !== document.shown || preview.evaluator == nil {
            derivation = document.shown
            if let prepared = document.evaluator { preview.show(prepared: prepared) } else { preview.spec = nil }
        }
        preview.color = color
        preview.speed = speed
        showsUnsaved = document.isDirty
        nameLabel.text = UnsavedMark.name(document.displayName, unsaved: showsUnsaved)
        let status = GalleryCell.status(of: document, text)
        badge.text = status?.text ?? ""
        badge.tone = status?.tone ?? .warning
        badge.isHidden = status == nil
        let name = document.displayName
        let what =
            document.path
            ?? text(document.isUntitled ? GalleryText.newSpecTooltip(name) : GalleryText.builtinTooltip(name))
        tooltip = showsUnsaved ? text(GalleryText.unsavedTooltip(what)) : what
        setNeedsLayout()
    }

    /// The badge a document earns (loading, missing, problems with no spec yet, or stale), in
    /// the language of `text`.
    static func status(of document: SpecDocument, _ text: Localizer) -> (text: String, tone: ThemeColor)? {
        if document.isLoading { return (text(DocumentText.loading), .accent) }
        if document.isMissing { return (text(GalleryText.missing), .warning) }
        if document.spec == nil { return (text(GalleryText.broken), .error) }
        if document.isStale { return (text(GalleryText.stale), .warning) }
        return nil
    }

    override func layoutSubviews() {
        let side = min(indicatorSize, bounds.width - 16)
        let top = ((bounds.height - 28 - side) / 2 + 4).rounded()
        preview.frame = Rect(x: ((bounds.width - side) / 2).rounded(), y: top, width: side, height: side)
        nameLabel.frame = Rect(x: 8, y: bounds.height - 28, width: bounds.width - 16, height: 20)
        let badgeSize = badge.intrinsicContentSize ?? .zero
        badge.frame = Rect(
            x: bounds.width - badgeSize.width - 8, y: 8, width: badgeSize.width, height: badgeSize.height)
    }

    override func clicked() {
        if let document { onOpen?(document) }
    }
}
