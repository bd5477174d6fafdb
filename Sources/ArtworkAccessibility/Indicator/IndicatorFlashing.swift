import Export
import Graphics
import LoaderKitCore
import Render

/// Flashing (WCAG 2.2 SC 2.3.1) of an indicator as it plays: frames rendered at 60 fps from the
/// reduced-motion still frame on, over two cycles and at least three seconds (at most six), at
/// the indicator's size in points, on one background, analysed by `FlashAnalyzer`. Sizes above
/// 256 points are rendered at 256 pixels, each pixel then standing for more than one point.
public enum IndicatorFlashing {
    /// Frames per second of the analysis.
    public static let framesPerSecond = 60.0
    /// The largest side rendered, in pixels.
    static let maximumPixels = 256

    /// The seconds analysed for a cycle of `cycle` seconds played at `speed`.
    public static func seconds(cycle: Double, speed: Double) -> Double {
        let played = speed > 0 && speed.isFinite ? cycle / speed : cycle
        return min(6, max(3, 2 * played))
    }

    /// Analyses the indicator drawn `size` points wide (the box side) on `background`.
    public static func report(
        evaluator: IndicatorEvaluator, color: Color, colors: [Color] = [], background: Color, size: Double,
        speed: Double = 1
    ) -> FlashReport {
        let pixels = max(8, min(maximumPixels, Int(size.rounded())))
        let raster = IndicatorRasterizer(
            evaluator: evaluator, size: pixels, color: color, colors: colors,
            background: Color(red: background.red, green: background.green, blue: background.blue))
        var analyzer = FlashAnalyzer(
            width: pixels, height: pixels, framesPerSecond: framesPerSecond,
            pointsPerPixel: max(1, size / Double(pixels)))
        let rate = speed > 0 && speed.isFinite ? speed : 1
        let frames = Int((seconds(cycle: evaluator.spec.duration, speed: rate) * framesPerSecond).rounded())
        let start = evaluator.timeForCycleProgress(0)
        for k in 0..<frames {
            analyzer.add(raster.frame(at: start + Double(k) * rate / framesPerSecond))
        }
        return analyzer.report()
    }
}
