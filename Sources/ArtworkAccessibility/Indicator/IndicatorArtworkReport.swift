import Graphics
import LoaderKitCore

/// Every check of an indicator's artwork: contrast on each background, flashing at each size on
/// each background, the reduced-motion still frame, and colour vision.
public struct IndicatorArtworkReport: Sendable, Equatable {
    /// One flashing analysis: at a size (points), on a background (index).
    public struct Flashing: Sendable, Equatable {
        public var size: Double
        public var background: Int
        public var report: FlashReport
        public var verdict: CheckVerdict { report.passes ? .pass : .fail }
    }

    public var contrast: IndicatorContrastReport
    /// The analyses, by size then background.
    public var flashing: [Flashing]
    public var reducedMotion: ReducedMotionReport
    public var colorVision: ColorVisionReport

    /// The analysis with the most flashing (area over the limit first, then the rate).
    public var worstFlashing: Flashing? {
        flashing.max { a, b in
            (a.verdict, a.report.generalPeakRate, a.report.redPeakRate)
                < (b.verdict, b.report.generalPeakRate, b.report.redPeakRate)
        }
    }

    /// The most severe verdict of the checks.
    public var verdict: CheckVerdict {
        ([contrast.verdict, reducedMotion.verdict, colorVision.verdict] + flashing.map(\.verdict)).max() ?? .pass
    }

    /// Runs every check. `sizes` are the box sides in points the indicator is used at (its own
    /// and the largest the user sets); `speed` scales the playback as in the views.
    public init(
        evaluator: IndicatorEvaluator, color: Color, colors: [Color] = [], backgrounds: [CheckBackground],
        sizes: [Double], speed: Double = 1
    ) {
        contrast = IndicatorContrastReport(
            evaluator: evaluator, color: color, colors: colors, backgrounds: backgrounds)
        var analyses: [Flashing] = []
        for size in Set(sizes.filter { $0 > 0 && $0.isFinite }).sorted() {
            for (b, background) in backgrounds.enumerated() {
                let report = IndicatorFlashing.report(
                    evaluator: evaluator, color: background.automaticColor ?? color, colors: colors,
                    background: background.color, size: size,
                    speed: speed)
                analyses.append(Flashing(size: size, background: b, report: report))
            }
        }
        flashing = analyses
        reducedMotion = ReducedMotionReport(evaluator: evaluator)
        colorVision = ColorVisionReport(contrast: contrast, colors: colors)
    }
}
