import Graphics
import LoaderKitCore
import UI

/// The editor's centre: the indicator large (160 points by default) with 48 and 24 point
/// previews beside it, all on the chosen background, with the background switch above and the
/// element overlay over the large one.
@MainActor
final class PreviewStage: View {
    let backgroundControl = SegmentedControl(PreviewBackground.titles)
    let customWell = ColorWell(color: Color(hex: "#FDF2F8")!)
    let bigCard = PreviewCard()
    let mediumCard = PreviewCard()
    let smallCard = PreviewCard()
    let overlay = ElementOverlayView()
    let staleBadge = Badge("Stale: showing the last good spec", tone: .warning)
    let nameLabel = Label("", font: .ui)
    private let sizeCaptions = [caption(""), caption("48"), caption("24")]
    /// Side of the big preview, in points.
    var mainSize = 160.0 { didSet { if mainSize != oldValue { setNeedsLayout() } } }
    var background: PreviewBackground = .light {
        didSet { for card in [bigCard, mediumCard, smallCard] { card.background = background } }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundControl.identifier = "editor.background"
        customWell.identifier = "editor.background.custom"
        customWell.tooltip = "Custom background colour"
        bigCard.preview.identifier = "editor.preview"
        mediumCard.preview.identifier = "editor.preview48"
        smallCard.preview.identifier = "editor.preview24"
        overlay.preview = bigCard.preview
        staleBadge.isHidden = true
        nameLabel.textColor = .token(.textSecondary)
        for view in [nameLabel, backgroundControl, customWell, bigCard, mediumCard, smallCard] as [View] { addSubview(view) }
        for label in sizeCaptions {
            label.textColor = .token(.textTertiary)
            label.alignment = .center
            addSubview(label)
        }
        bigCard.addSubview(overlay)
        addSubview(staleBadge)
    }

    override func layoutSubviews() {
        let pad = 16.0
        nameLabel.frame = Rect(x: pad, y: pad, width: max(0, bounds.width - 2 * pad - 356), height: 28)
        backgroundControl.frame = Rect(x: bounds.width - pad - 52 - 296, y: pad, width: 296, height: 28)
        customWell.frame = Rect(x: bounds.width - pad - 44, y: pad, width: 44, height: 28)
        let bigSide = max(mainSize + 64, 224), medium = 48 + 40.0, small = 24 + 40.0
        let total = bigSide + 24 + medium
        let top = 60.0
        let x0 = ((bounds.width - total) / 2).rounded()
        let y0 = (top + max(0, (bounds.height - top - bigSide - 24) / 2)).rounded()
        bigCard.frame = Rect(x: x0, y: y0, width: bigSide, height: bigSide)
        bigCard.previewSide = mainSize
        overlay.frame = bigCard.bounds
        mediumCard.frame = Rect(x: x0 + bigSide + 24, y: y0, width: medium, height: medium)
        mediumCard.previewSide = 48
        smallCard.frame = Rect(x: x0 + bigSide + 24 + (medium - small) / 2, y: y0 + medium + 28, width: small, height: small)
        smallCard.previewSide = 24
        sizeCaptions[0].text = CheckedInt.from(mainSize, rounding: .towardZero).map(String.init) ?? ""
        for (label, card) in zip(sizeCaptions, [bigCard, mediumCard, smallCard]) {
            label.frame = Rect(x: card.frame.minX, y: card.frame.maxY + 4, width: card.frame.width, height: 16)
        }
        let badge = staleBadge.intrinsicContentSize ?? .zero
        staleBadge.frame = Rect(x: bigCard.frame.minX + 10, y: bigCard.frame.minY + 10, width: badge.width, height: badge.height)
    }
}

/// A rounded card filled with the preview background, holding one centred indicator.
@MainActor
final class PreviewCard: View {
    let preview = IndicatorPreviewView()
    var background: PreviewBackground = .light { didSet { if background != oldValue { setNeedsDisplay() } } }
    /// Side of the indicator, in points.
    var previewSide = 160.0 { didSet { if previewSide != oldValue { setNeedsLayout() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        cornerRadius = 10
        borderColor = .token(.border)
        receivesPointer = false
        addSubview(preview)
    }

    override func layoutSubviews() {
        preview.frame = Rect(x: ((bounds.width - previewSide) / 2).rounded(), y: ((bounds.height - previewSide) / 2).rounded(),
                             width: previewSide, height: previewSide)
    }

    override func draw(in canvas: inout Canvas) {
        background.fill(bounds, radius: cornerRadius, in: &canvas)
    }
}
