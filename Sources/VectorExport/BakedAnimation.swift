import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// One cycle of an indicator sampled at every frame: for each element, its outline in canvas
/// pixels and its alpha per frame, drawn by LoaderKit's drawing rules (`IndicatorDrawing`), so
/// perspective, trims and clamps come out exactly as the renderer draws them.
public struct BakedAnimation: Sendable {
    /// One element at one frame.
    public struct Frame: Equatable, Sendable {
        /// The filled outlines (nonzero rule), in canvas pixels; empty when nothing is drawn.
        var contours: [BezierContour]
        /// The fill's alpha, 0 to 1 (the colour's alpha times the clamped opacity, in 8-bit steps).
        public var alpha: Double
    }

    /// One element over the cycle.
    public struct Element: Sendable {
        /// Global element index (the drawing order).
        public var index: Int
        /// The fill colour without alpha.
        public var color: Color
        /// One entry per frame.
        public var frames: [Frame]

        /// Whether the element shows in any frame.
        var isVisible: Bool { frames.contains { $0.alpha > 0 && !$0.contours.isEmpty } }
    }

    /// The indicator's name (the spec's `name`).
    public let name: String
    /// Canvas side in pixels.
    public let size: Int
    public let timing: VectorTiming
    /// Elements in drawing order.
    public let elements: [Element]

    /// Samples `evaluator` at every frame of `timing` on a `size`-pixel canvas.
    ///
    /// - Throws: a `VectorExportLimits.Refusal` when there would be too many outlines.
    public init(
        evaluator: IndicatorEvaluator, size: Int, timing: VectorTiming, color: Color,
        colors: [Color] = []
    ) throws(VectorExportLimits.Refusal) {
        try VectorExportLimits.checkOutlines(frames: timing.frameCount, elements: evaluator.elementCount)
        name = evaluator.spec.name
        self.size = size
        self.timing = timing
        let canvas = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        var elements = (0..<evaluator.elementCount).map { index in
            let base = colors.isEmpty ? color : colors[index % colors.count]
            return Element(
                index: index, color: Color(red: base.red, green: base.green, blue: base.blue),
                frames: [])
        }
        var states: [ElementState] = []
        var list = DisplayList(capacity: 4)
        for k in 0..<timing.frameCount {
            evaluator.states(at: evaluator.timeForCycleProgress(timing.cycleProgress(ofFrame: k)), into: &states)
            for state in states where state.index >= 0 && state.index < elements.count {
                list.commands.removeAll(keepingCapacity: true)
                IndicatorDrawing.record(
                    [state], evaluator: evaluator, in: canvas, color: color, colors: colors, into: &list)
                elements[state.index].frames.append(Self.frame(of: list))
            }
        }
        self.elements = elements
    }

    /// The outline and alpha the recorded fills of one element draw.
    private static func frame(of list: DisplayList) -> Frame {
        var contours: [BezierContour] = []
        var alpha = 0.0
        for command in list.commands {
            guard case .fill(let path, let paint, _, let transform) = command, let color = paint.solidColor else {
                continue
            }
            contours += BezierContour.contours(of: path, transform: transform)
            alpha = color.alpha
        }
        return Frame(contours: contours, alpha: contours.isEmpty ? 0 : alpha)
    }
}
