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
    /// Frames per second asked for; the cycle gets round(duration × fps) frames.
    public var frameRate: Double
    public var color: Color
    /// Per-element colours, cycled by element index; empty uses `color`.
    public var colors: [Color]
    /// CSS class prefix of an SVG (see `AnimatedSVGWriter`).
    public var classPrefix = "lk"

    public init(format: VectorFormat, size: Int = VectorExporter.defaultSize, frameRate: Double = VectorExporter.defaultFrameRate,
                color: Color, colors: [Color] = []) {
        self.format = format
        self.size = size
        self.frameRate = frameRate
        self.color = color
        self.colors = colors
    }

    /// The frames of one cycle of `evaluator`'s spec.
    public func timing(for evaluator: IndicatorEvaluator) -> VectorTiming {
        VectorTiming(duration: evaluator.spec.duration, fps: frameRate)
    }

    /// The file's bytes.
    ///
    /// - Throws: a `VectorExportLimits.Refusal` naming the limit exceeded and by how much.
    public func export(_ evaluator: IndicatorEvaluator) throws(VectorExportLimits.Refusal) -> [UInt8] {
        let timing = timing(for: evaluator)
        try VectorExportLimits.checkFrames(timing, fps: frameRate)
        let baked = try BakedAnimation(evaluator: evaluator, size: size, timing: timing, color: color, colors: colors)
        let text: String
        switch format {
        case .lottie: text = LottieWriter.json(baked)
        case .svg: text = AnimatedSVGWriter.svg(baked, classPrefix: classPrefix)
        }
        let bytes = Array(text.utf8)
        try VectorExportLimits.checkSize(bytes.count)
        return bytes
    }
}
