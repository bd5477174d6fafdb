import Foundation
import Graphics
import LoaderKitCore

/// Turns an indicator into the bytes of a Lottie or animated SVG file of one steady cycle,
/// within `VectorExportLimits`.
public struct VectorExporter: Sendable {
    /// The default canvas side in pixels.
    public static let defaultSize = 160
    /// The default frame rate.
    public static let defaultFrameRate = 60.0

    public var format: VectorFormat
    /// Canvas side in pixels.
    public var size: Int
    /// Frames per second asked for; the loop gets round(duration / speed × fps) frames.
    public var frameRate: Double
    /// The playback speed the loop plays the cycle at (above 0; 1 plays it as the spec says):
    /// one loop lasts the spec's duration / speed seconds (`LoopSpeed`).
    public var speed = 1.0
    public var color: Color
    /// Per-element colours, cycled by element index; empty uses `color`.
    public var colors: [Color]
    /// CSS class prefix of an SVG (see `AnimatedSVGWriter`).
    public var classPrefix = "lk"
    /// Whether the elements a 2D affine map draws are keyframed: in Lottie from their tracks,
    /// in SVG as CSS transforms of a static shape (else every element's outline is baked at
    /// every frame).
    public var analytic = true

    public init(
        format: VectorFormat, size: Int = VectorExporter.defaultSize,
        frameRate: Double = VectorExporter.defaultFrameRate,
        color: Color, colors: [Color] = []
    ) {
        self.format = format
        self.size = size
        self.frameRate = frameRate
        self.color = color
        self.colors = colors
    }

    /// The frames of one loop of `evaluator`'s spec's cycle at `speed`.
    public func timing(for evaluator: IndicatorEvaluator) -> VectorTiming {
        VectorTiming(cycleSeconds: evaluator.spec.duration, fps: frameRate, speed: speed)
    }

    /// An export's file and how its elements were written.
    public struct Output: Sendable {
        /// The file's bytes.
        public let bytes: [UInt8]
        /// Elements keyframed rather than baked: in Lottie from their tracks, in SVG as transforms
        /// (the rest have their outline baked per frame).
        public let keyframedElements: Int
        /// Every element of the indicator.
        public let elements: Int
    }

    /// The file's bytes.
    ///
    /// - Throws: a `VectorExportLimits.Refusal` naming the limit exceeded and by how much, or
    ///   saying that `speed` makes no loop (0 or less).
    public func export(_ evaluator: IndicatorEvaluator) throws(VectorExportLimits.Refusal) -> [UInt8] {
        try exportOutput(evaluator).bytes
    }

    /// The file's bytes and how its elements were written.
    ///
    /// - Throws: a `VectorExportLimits.Refusal` naming the limit exceeded and by how much, or
    ///   saying that `speed` makes no loop (0 or less).
    public func exportOutput(_ evaluator: IndicatorEvaluator) throws(VectorExportLimits.Refusal) -> Output {
        try VectorExportLimits.checkSpeed(speed)
        let timing = timing(for: evaluator)
        try VectorExportLimits.checkFrames(timing, fps: frameRate)
        let baked = try BakedAnimation(evaluator: evaluator, size: size, timing: timing, color: color, colors: colors)
        let text: String
        var keyframed = 0
        switch format {
        case .lottie:
            let layers = analytic ? analyticLayers(evaluator, baked: baked) : [:]
            keyframed = layers.count
            text = LottieWriter.json(baked, analytic: layers)
        case .svg:
            let motions = analytic ? SVGElementMotion.all(evaluator, timing: timing, size: size) : [:]
            keyframed = motions.count
            text = AnimatedSVGWriter.svg(baked, motions: motions, classPrefix: classPrefix)
        }
        let bytes = Array(text.utf8)
        try VectorExportLimits.checkSize(bytes.count)
        return Output(bytes: bytes, keyframedElements: keyframed, elements: evaluator.elementCount)
    }

    /// The elements written as keyframed layers, by global index.
    func analyticLayers(_ evaluator: IndicatorEvaluator, baked: BakedAnimation) -> [Int: LottieAnalyticLayer] {
        let clock = LottieAnalyticLayer.Clock(
            start: evaluator.timeForCycleProgress(0), frameRate: baked.timing.specFrameRate,
            frameCount: baked.timing.frameCount)
        var layers: [Int: LottieAnalyticLayer] = [:]
        for element in baked.elements {
            let base = colors.isEmpty ? color : colors[element.index % colors.count]
            if let layer = LottieAnalyticLayer.make(
                element: element.index, evaluator: evaluator, clock: clock, size: size,
                color: base)
            {
                layers[element.index] = layer
            }
        }
        return layers
    }
}
