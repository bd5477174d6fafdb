import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render

/// Draws one indicator into square pixmaps: the studio's exports and previews, `render`, and
/// the golden images.
public final class IndicatorRasterizer {
    public let evaluator: IndicatorEvaluator
    /// Side of the square image, in pixels.
    public let size: Int
    public var color: Color
    public var colors: [Color]
    /// Filled behind the indicator; nil leaves the image transparent.
    public var background: Color?
    /// Bands on every core for a large image (`TiledRenderer.minimumTiledArea`).
    private let renderer = TiledRenderer()
    private var states: [ElementState] = []
    private var list = DisplayList(capacity: 64)

    /// The default indicator colour on plain backgrounds (the theme's primary text, #18181B).
    public static let defaultColor = Color(red8: 0x18, green8: 0x18, blue8: 0x1B)

    public init(
        evaluator: IndicatorEvaluator, size: Int, color: Color = IndicatorRasterizer.defaultColor,
        colors: [Color] = [], background: Color? = nil
    ) {
        self.evaluator = evaluator
        self.size = size
        self.color = color
        self.colors = colors
        self.background = background
    }

    /// The frame at spec time `t` (seconds).
    public func frame(at t: Double) -> Pixmap {
        var pixmap = Pixmap(width: size, height: size)!
        pixmap.clear(background ?? .clear)
        evaluator.states(at: t, into: &states)
        list.commands.removeAll(keepingCapacity: true)
        IndicatorDrawing.record(
            states, evaluator: evaluator, in: Rect(x: 0, y: 0, width: Double(size), height: Double(size)),
            color: color, colors: colors, into: &list)
        renderer.render(list, into: &pixmap)
        return pixmap
    }

    /// The spec times of `count` frames spanning one cycle after the warm-up (seconds).
    public func cycleTimes(count: Int) -> [Double] {
        (0..<count).map { evaluator.timeForCycleProgress(Double($0) / Double(count)) }
    }
}
