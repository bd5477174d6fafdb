import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render

/// An image the export limits do not allow, with a message naming its size.
public struct ImageSizeError: Error, Sendable {
    public var message: String
}

/// Draws one progress indicator into pixmaps: the off-screen path behind
/// `render --progress`, the progress golden images and the `progress` benchmark.
///
/// The indicator is laid out in units at its preferred size (square types `size` × `size`,
/// default 48; bars 4:3 and battery 2:1 of `size`; a linear bar `width` (default 240) wide at
/// its intrinsic height; a border `width` (default 160) wide around a 56-unit-high box, the
/// reference example) and drawn at `scale` pixels per unit, as on a display of that density.
/// Labels use the headless vector font (`ProgressVectorLabels`), rasterized once per text and
/// position (`ProgressLabelMasks`).
public final class ProgressRasterizer {
    public let resolved: ResolvedProgress
    /// Image size in pixels.
    public let width: Int, height: Int
    /// Pixels per unit.
    public let scale: Double
    public var palette: ProgressPalette
    /// Filled behind the indicator; nil leaves the image transparent.
    public var background: Color?
    /// The gallery child drawn with the indicator: the stop square, or the "Upload" chip a
    /// border goes around.
    public var child: ProgressDesign.Child
    /// Bands on every core for a large image (`TiledRenderer.minimumTiledArea`).
    private let renderer = TiledRenderer()
    private let labels = ProgressLabelMasks()
    private var list = DisplayList(capacity: 128)

    /// Width of a linear bar's layout, in units (the test vectors' box).
    static let linearWidth = 240.0
    /// The border's layout box, in units (the reference's plain example).
    static let borderSize = (width: 160.0, height: 56.0)

    /// The layout box of `resolved`, in units; `width` sets the length of a linear bar or the
    /// width of a border (whose height then keeps the 160 × 56 proportion).
    public static func layoutSize(_ resolved: ResolvedProgress, width: Double? = nil) -> (width: Double, height: Double)
    {
        switch resolved.type {
        case .linear: return (width ?? linearWidth, resolved.linearHeight)
        case .border:
            guard let width else { return borderSize }
            return (width, (width * borderSize.height / borderSize.width).rounded())
        default:
            let preferred = resolved.preferredSize
            return (preferred.width ?? ProgressDefaults.size, preferred.height ?? ProgressDefaults.size)
        }
    }

    /// The period of the pair's indeterminate animation (see `ProgressFrames.indeterminateCycle`).
    static func indeterminateCycle(_ resolved: ResolvedProgress) -> Double {
        ProgressFrames.indeterminateCycle(resolved)
    }

    /// The most pixels one image may have (the largest side squared: 4096 x 4096).
    static let maximumPixels = ExportBudget.sizeRange.upperBound * ExportBudget.sizeRange.upperBound

    /// A rasterizer for `options` laid out at their preferred size (`width` for linear and
    /// border, in units) and drawn at `scale` pixels per unit (default 2: 96 px for a 48-unit
    /// circular).
    ///
    /// - Throws: `ImageSizeError` when the image would have more than `maximumPixels` pixels (a
    ///   thickness of 1e300, say), naming its size.
    public init(
        options: ProgressOptions, width layoutWidth: Double? = nil, scale: Double = 2,
        palette: ProgressPalette = .standard, background: Color? = nil,
        child: ProgressDesign.Child = .none
    ) throws(ImageSizeError) {
        resolved = ResolvedProgress(options)
        let layout = Self.layoutSize(resolved, width: layoutWidth)
        self.scale = scale
        let side = 0...Self.maximumPixels
        guard let w = CheckedInt.from(layout.width * scale, in: side),
            let h = CheckedInt.from(layout.height * scale, in: side),
            max(1, w) * max(1, h) <= Self.maximumPixels
        else {
            let size = JSNumberFormat.string(layout.width * scale) + "x" + JSNumberFormat.string(layout.height * scale)
            throw ImageSizeError(
                message: "the image would be \(size) pixels, more than 4096x4096; "
                    + "use a smaller --size, --scale or --options value")
        }
        width = max(1, w)
        height = max(1, h)
        self.palette = palette
        self.background = background
        self.child = child
    }

    /// The frame of `state`.
    public func frame(_ state: ProgressState) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        pixmap.clear(background ?? .clear)
        list.commands.removeAll(keepingCapacity: true)
        let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let labels = self.labels
        ProgressRecorder.record(
            resolved, state, in: rect, scale: scale, palette: palette,
            label: { labels.draw($0, into: &$1) }, into: &list)
        switch child {
        case .none:
            break
        case .stop:
            let side = 12 * scale
            let color = ProgressRecorder.color(.color, alpha: 1, resolved: resolved, palette: palette)
            list.fill(
                Path.roundedRect(Rect(center: rect.center, size: Size(side, side)), radius: 2 * scale), color: color)
        case .button:
            recordUploadChip(in: rect)
        }
        renderer.render(list, into: &pixmap)
        return pixmap
    }

    /// The gallery's "Upload" chip (PROGRESS.md §7): 13-unit semibold text centred in a
    /// radius-8 chip on the page background. A border goes around it (it fills the border's
    /// content, inset by the content inset); other types centre it at its natural size.
    private func recordUploadChip(in rect: Rect) {
        let textSize = 13.0, padding = (x: 14.0, y: 6.0)
        let chip: Rect
        if resolved.type == .border {
            let inset = resolved.contentInset * scale
            chip = rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2))
        } else {
            let text = ProgressVectorLabels.width(of: "Upload") * textSize
            chip = Rect(
                center: rect.center, size: Size((text + 2 * padding.x) * scale, (textSize + 2 * padding.y) * scale))
        }
        if let background, chip.width > 0, chip.height > 0 {
            list.fill(Path.roundedRect(chip, radius: 8 * scale), color: background)
        }
        labels.draw(
            ProgressLabelRun(
                text: "Upload", anchor: chip.center, size: textSize * scale, alignment: .center,
                color: palette.text), into: &list)
    }
}
