import ArtworkAccessibility
import Graphics
import LoaderKitCore
import Localization
import UI

/// The editor's centre: the indicator large (160 points by default) with 48 and 24 point
/// previews beside it, all on the chosen background, with the background switch above, the
/// onion skin's toggle and settings at the end of the caption's row, and the element overlay and
/// the motion path over the large one.
@MainActor
final class PreviewStage: View, LanguageAware {
    let backgroundControl = SegmentedControl(PreviewBackground.titles.map { StudioCatalogue.english($0) })
    let customWell = ColorWell(color: Color(hex: "#FDF2F8")!)
    let bigCard = PreviewCard()
    let mediumCard = PreviewCard()
    let smallCard = PreviewCard()
    let overlay = ElementOverlayView()
    /// The selected translate tracks' motion over one cycle, above the overlay.
    let motionPath = MotionPathView()
    /// The onion skin's switch (Alt+O) and the button that shows its settings.
    let onionButton = ToggleButton("", icon: Icons.onionSkin, tooltip: "", identifier: "editor.onion")
    let onionSettingsButton = Button("", style: .plain)
    let staleBadge = Badge("Stale: showing the last good spec", tone: .warning)
    /// Names the colour-vision simulation the previews show (hidden when none).
    let simulationBadge = Badge("", tone: .accent)
    let nameLabel = Label("", font: .ui)
    /// The captions under the three previews (their sides in points).
    let sizeCaptions = [caption(""), caption("48"), caption("24")]
    /// Side of the big preview, in points.
    /// The language of the sizes under the previews.
    private var text = StudioCatalogue.english
    var mainSize = 160.0 { didSet { if mainSize != oldValue { setNeedsLayout() } } }
    var background: PreviewBackground = .light {
        didSet { for card in [bigCard, mediumCard, smallCard] { card.background = background } }
    }
    /// The colour-vision deficiency the previews simulate, or nil.
    var colorVision: ColorVisionDeficiency? {
        didSet {
            guard colorVision != oldValue else { return }
            for card in [bigCard, mediumCard, smallCard] { card.colorVision = colorVision }
            showSimulation()
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "editor.stage"
        backgroundControl.identifier = "editor.background"
        customWell.identifier = "editor.background.custom"
        bigCard.preview.identifier = "editor.preview"
        mediumCard.preview.identifier = "editor.preview48"
        smallCard.preview.identifier = "editor.preview24"
        overlay.preview = bigCard.preview
        motionPath.preview = bigCard.preview
        onionSettingsButton.icon = Icons.tune
        onionSettingsButton.identifier = "editor.onion.settings"
        clipsToBounds = true
        staleBadge.isHidden = true
        simulationBadge.isHidden = true
        simulationBadge.identifier = "editor.simulation"
        nameLabel.textColor = .token(.textSecondary)
        for view in [nameLabel, onionButton, onionSettingsButton, backgroundControl, customWell] as [View] {
            addSubview(view)
        }
        for view in [bigCard, mediumCard, smallCard] as [View] {
            addSubview(view)
        }
        for label in sizeCaptions {
            label.textColor = .token(.textTertiary)
            label.alignment = .center
            addSubview(label)
        }
        bigCard.addSubview(overlay)
        bigCard.addSubview(motionPath)
        addSubview(staleBadge)
        addSubview(simulationBadge)
    }

    private func showSimulation() {
        simulationBadge.isHidden = colorVision == nil
        simulationBadge.text = colorVision.map { text(CheckText.simulating(text(CheckText.deficiency($0)))) } ?? ""
        simulationBadge.tooltip = simulationBadge.text.isEmpty ? nil : simulationBadge.text
        setNeedsLayout()
    }

    /// Sets the switch, the badge and the tooltip in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        backgroundControl.segments = PreviewBackground.titles.map { text($0) }
        customWell.tooltip = text(EditorText.customTip)
        staleBadge.text = text(EditorText.stale)
        showSimulation()
        onionButton.tooltip = CommonText.tooltip(OnionSkinText.toggle, [Self.onionShortcut], text)
        onionSettingsButton.tooltip = text(OnionSkinText.settings)
        for (label, side) in zip(sizeCaptions.dropFirst(), [48.0, 24]) { label.text = text.number(side) }
        setNeedsLayout()
    }

    /// Shows the caption above the previews (name and cycle), whole in its tooltip too, for when
    /// the stage is too narrow for it.
    func showCaption(_ text: String) {
        nameLabel.text = text
        nameLabel.tooltip = text
    }

    /// Shows the onion skin's state on its switch.
    func showOnionSkin(_ skin: OnionSkin) {
        onionButton.isOn = skin.enabled
    }

    /// The key that shows or hides the onion skin.
    static let onionShortcut = Shortcut(.character("o"), modifiers: .alt)

    /// A size caption's height under its card, with the gap, in points.
    static let captionHeight = 20.0

    private static let pad = 16.0, switchWidth = 296.0, wellWidth = 44.0
    /// The onion skin's two square buttons and the gap between them, in points.
    private var onionWidth: Double { 2 * theme.controlHeight + 4 }
    private static let medium = 48 + 40.0, small = 24 + 40.0

    /// The background switch's row at `width`: beside the caption when the whole caption fits,
    /// else on a row of its own. Points from the top.
    private func switchRowY(width: Double) -> Double {
        let captionWidth = nameLabel.intrinsicContentSize?.width ?? 0
        let oneRow =
            width - 2 * Self.pad >= Self.switchWidth + 8 + Self.wellWidth + 8 + onionWidth + 8 + captionWidth
        return oneRow ? Self.pad : Self.pad + theme.controlHeight + 4
    }

    /// True when the 48 and 24 point previews go beside the big one at `width` (else under it).
    private func previewsBeside(width: Double) -> Bool {
        max(mainSize + 64, 224) + 24 + Self.medium <= width - 2 * Self.pad
    }

    /// The least height at `width` that shows the three previews with their captions, in points.
    func minimumHeight(width: Double) -> Double {
        let beside = previewsBeside(width: width)
        let top = switchRowY(width: width) + theme.controlHeight + 16
        return top + max(mainSize + 16, beside ? 180 : 0) + (beside ? 0 : 24 + Self.medium) + Self.captionHeight
    }

    override func layoutSubviews() {
        let pad = Self.pad, switchWidth = Self.switchWidth, wellWidth = Self.wellWidth, h = theme.controlHeight
        let oneRow = switchRowY(width: bounds.width) == pad
        let switchRowY = switchRowY(width: bounds.width)
        // On a stage too narrow for the switch and the well side by side, the switch takes its
        // row's whole width and the well goes to the end of the caption's row.
        let wellBesideSwitch = bounds.width - 2 * pad >= backgroundControl.fittingWidth + 8 + wellWidth
        let wellY = wellBesideSwitch ? switchRowY : pad
        let inner = bounds.width - 2 * pad
        // The onion skin's buttons end the caption's row (before the well when it is there).
        let rowEnd =
            oneRow ? inner - switchWidth - wellWidth - 16 : wellBesideSwitch ? inner : inner - wellWidth - 8
        let onionX = pad + rowEnd - onionWidth
        onionButton.frame = Rect(x: onionX, y: pad, width: h, height: h)
        onionSettingsButton.frame = Rect(x: onionX + h + 4, y: pad, width: h, height: h)
        nameLabel.frame = Rect(x: pad, y: pad, width: max(0, rowEnd - onionWidth - 8), height: h)
        let controlsWidth = max(0, wellBesideSwitch ? min(switchWidth, inner - wellWidth - 8) : inner)
        backgroundControl.frame = Rect(
            x: bounds.width - pad - (wellBesideSwitch ? wellWidth + 8 : 0) - controlsWidth, y: switchRowY,
            width: controlsWidth, height: h)
        customWell.frame = Rect(x: bounds.width - pad - wellWidth, y: wellY, width: wellWidth, height: h)
        let medium = Self.medium, small = Self.small
        let top = switchRowY + h + 16
        // The 48 and 24 point previews go beside the big one, or under it when the stage is narrow.
        let beside = previewsBeside(width: bounds.width)
        // On a short stage the big card narrows its margin (to 8 points) so the captions stay in;
        // beside it, the 48 and 24 point cards with their captions need 180 points.
        let room = bounds.height - top - Self.captionHeight - (beside ? 0 : 24 + medium)
        let bigSide = max(mainSize + 16, beside ? 180 : 0, min(max(mainSize + 64, 224), room.rounded(.down)))
        let total = beside ? bigSide + 24 + medium : bigSide
        let tall = beside ? bigSide : bigSide + 24 + medium
        let x0 = max(pad, ((bounds.width - total) / 2).rounded())
        let y0 = (top + max(0, (bounds.height - top - tall - 24) / 2)).rounded()
        bigCard.frame = Rect(x: x0, y: y0, width: bigSide, height: bigSide)
        bigCard.previewSide = mainSize
        overlay.frame = bigCard.bounds
        motionPath.frame = bigCard.bounds
        if beside {
            mediumCard.frame = Rect(x: x0 + bigSide + 24, y: y0, width: medium, height: medium)
            smallCard.frame = Rect(
                x: x0 + bigSide + 24 + (medium - small) / 2, y: y0 + medium + 28, width: small, height: small)
        } else {
            let rowY = y0 + bigSide + 24
            mediumCard.frame = Rect(x: x0 + (bigSide - medium - 24 - small) / 2, y: rowY, width: medium, height: medium)
            smallCard.frame = Rect(
                x: mediumCard.frame.maxX + 24, y: rowY + (medium - small) / 2, width: small, height: small)
        }
        mediumCard.previewSide = 48
        smallCard.previewSide = 24
        sizeCaptions[0].text = text.number(mainSize.rounded(.towardZero))
        for (label, card) in zip(sizeCaptions, [bigCard, mediumCard, smallCard]) {
            label.frame = Rect(x: card.frame.minX, y: card.frame.maxY + 4, width: card.frame.width, height: 16)
        }
        let simulation = simulationBadge.intrinsicContentSize ?? .zero
        simulationBadge.frame = Rect(
            x: bigCard.frame.maxX - 10 - simulation.width, y: bigCard.frame.maxY - 10 - simulation.height,
            width: simulation.width, height: simulation.height)
        let badge = staleBadge.intrinsicContentSize ?? .zero
        staleBadge.frame = Rect(
            x: bigCard.frame.minX + 10, y: bigCard.frame.minY + 10, width: badge.width, height: badge.height)
    }
}

/// A rounded card filled with the preview background, holding one centred indicator.
@MainActor
final class PreviewCard: View {
    let preview = IndicatorPreviewView()
    var background: PreviewBackground = .light { didSet { if background != oldValue { setNeedsDisplay() } } }
    /// The colour-vision deficiency the card's background is simulated for (the indicator's
    /// colours are simulated by whoever shows it), or nil.
    var colorVision: ColorVisionDeficiency? { didSet { if colorVision != oldValue { setNeedsDisplay() } } }
    /// Side of the indicator, in points.
    var previewSide = 160.0 { didSet { if previewSide != oldValue { setNeedsLayout() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        cornerRadius = theme.cardRadius
        borderColor = .token(.border)
        receivesPointer = false
        addSubview(preview)
    }

    override func layoutSubviews() {
        preview.frame = Rect(
            x: ((bounds.width - previewSide) / 2).rounded(), y: ((bounds.height - previewSide) / 2).rounded(),
            width: previewSide, height: previewSide)
    }

    override func draw(in canvas: inout Canvas) {
        if let colorVision, let solid = background.solidColor {
            canvas.fill(bounds, color: colorVision.simulate(solid), radius: cornerRadius)
        } else {
            background.fill(bounds, radius: cornerRadius, in: &canvas)
        }
    }
}
