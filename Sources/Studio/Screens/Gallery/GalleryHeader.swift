import Graphics
import UI

/// The gallery's control bar: the name filter, the colour, speed and size every card uses, and
/// how many indicators the filter lets through.
@MainActor
final class GalleryHeader: View {
    let search = SearchField(placeholder: "Filter by name")
    let colorWell = ColorWell(color: Theme.light.color(.accent))
    let speed = SliderField(value: 1, range: StudioSettings.gallerySpeedRange, step: 0.125, fractionDigits: 2)
    let size = SliderField(
        value: GalleryLook.defaultSize, range: StudioSettings.gallerySizeRange, step: 4, fractionDigits: 0)
    let countLabel = Label("", font: .uiSmall)
    private let colorCaption = caption("Colour")
    private let speedCaption = caption("Speed")
    private let sizeCaption = caption("Size")

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        colorWell.identifier = "gallery.color"
        colorWell.tooltip = "Colour of every indicator"
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

    /// Room kept for the count ("48 of 250"), in points.
    static let countWidth = 100.0

    override func layoutSubviews() {
        let h = theme.controlHeight, y = ((bounds.height - h) / 2).rounded()
        // The search field and the two sliders give up width (down to 160 and 120 points) when
        // the window is narrow, so the count always keeps its room.
        let fixed = 16 + 24 + 48 + 44 + 24 + 44 + 24 + 36 + 24 + Self.countWidth + 16
        let flexible = max(0, bounds.width - fixed)
        let shrink = min(1, max(0, (240 + 180 + 180 - flexible) / (80 + 60 + 60)))
        var x = 16.0
        func place(_ view: View, _ width: Double, gap: Double = 8) {
            view.frame = Rect(x: x, y: y, width: width, height: h)
            x += width + gap
        }
        place(search, (240 - 80 * shrink).rounded(), gap: 24)
        place(colorCaption, 40)
        place(colorWell, 44, gap: 24)
        place(speedCaption, 36)
        place(speed, (180 - 60 * shrink).rounded(), gap: 24)
        place(sizeCaption, 28)
        place(size, (180 - 60 * shrink).rounded(), gap: 24)
        countLabel.frame = Rect(x: x, y: y, width: max(0, bounds.width - x - 16), height: h)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
