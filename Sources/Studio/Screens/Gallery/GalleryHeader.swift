import Graphics
import Localization
import UI

/// The gallery's control bar: the name filter, the colour, speed and size every card uses, and
/// how many indicators the filter lets through.
@MainActor
final class GalleryHeader: View, LanguageAware {
    let search = SearchField(placeholder: "")
    let colorWell = ColorWell(color: Theme.light.color(.accent))
    let speed = SliderField(value: 1, range: StudioSettings.gallerySpeedRange, step: 0.125, fractionDigits: 2)
    let size = SliderField(
        value: GalleryLook.defaultSize, range: StudioSettings.gallerySizeRange, step: 4, fractionDigits: 0)
    let countLabel = Label("", font: .uiSmall)
    private let colorCaption = caption("")
    private let speedCaption = caption("")
    private let sizeCaption = caption("")

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        colorWell.identifier = "gallery.color"
        speed.identifier = "gallery.speed"
        speed.fieldWidth = 52
        size.identifier = "gallery.size"
        size.fieldWidth = 52
        countLabel.textColor = .token(.textTertiary)
        countLabel.alignment = .trailing
        for view in [search, colorCaption, colorWell, speedCaption, speed, sizeCaption, size, countLabel] as [View] {
            addSubview(view)
        }
    }

    /// The filter's placeholder, the captions and the colour's tooltip in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        search.placeholder = text(GalleryText.filterPlaceholder)
        colorCaption.text = text(GalleryText.colour)
        speedCaption.text = text(GalleryText.speed)
        sizeCaption.text = text(GalleryText.size)
        colorWell.tooltip = text(GalleryText.colourTooltip)
        setNeedsLayout()
    }

    /// Room kept for the count ("48 of 250"), in points.
    static let countWidth = 100.0

    override func layoutSubviews() {
        let h = theme.controlHeight, y = ((bounds.height - h) / 2).rounded()
        // The search field and the two sliders give up width (down to 160 and 120 points) when
        // the window is narrow, so the count always keeps its room.
        // The captions are as wide as their words (at least their English widths).
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        func width(_ label: Label, _ least: Double) -> Double {
            max(least, engine.width(of: label.text, font: label.font).rounded(.up))
        }
        let colorWidth = width(colorCaption, 40), speedWidth = width(speedCaption, 36)
        let sizeWidth = width(sizeCaption, 28)
        let captions = colorWidth + speedWidth + sizeWidth + 3 * 8
        let fixed = 16 + 24 + captions + 44 + 24 + 24 + 24 + Self.countWidth + 16
        let flexible = max(0, bounds.width - fixed)
        let shrink = min(1, max(0, (240 + 180 + 180 - flexible) / (80 + 60 + 60)))
        var x = 16.0
        func place(_ view: View, _ width: Double, gap: Double = 8) {
            view.frame = Rect(x: x, y: y, width: width, height: h)
            x += width + gap
        }
        place(search, (240 - 80 * shrink).rounded(), gap: 24)
        place(colorCaption, colorWidth)
        place(colorWell, 44, gap: 24)
        place(speedCaption, speedWidth)
        place(speed, (180 - 60 * shrink).rounded(), gap: 24)
        place(sizeCaption, sizeWidth)
        place(size, (180 - 60 * shrink).rounded(), gap: 24)
        countLabel.frame = Rect(x: x, y: y, width: max(0, bounds.width - x - 16), height: h)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
