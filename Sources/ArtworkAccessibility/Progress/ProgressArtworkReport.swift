import Export
import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// The checks of a progress design's artwork: the progress colour against each background
/// (WCAG 2.2 SC 1.4.11, 3:1), the fill against its track (the boundary that shows the value; a
/// warning below 3:1), and flashing of its animation (indeterminate, or the ambient motion of a
/// determinate one) at 60 fps over three seconds.
public struct ProgressArtworkReport: Sendable, Equatable {
    /// The figures on one background.
    public struct Contrast: Sendable, Equatable {
        /// The background's index.
        public var background: Int
        /// The progress colour drawn (its own, or the background's automatic colour).
        public var color: Color
        /// The progress colour against the background.
        public var colorRatio: Double
        /// The fill against the track, both drawn over the background.
        public var trackRatio: Double
    }

    public var backgrounds: [CheckBackground]
    public var contrasts: [Contrast]
    /// One analysis a background, in the backgrounds' order.
    public var flashing: [FlashReport]
    /// The longer side of the design as analysed, in points (its preferred size).
    public var side: Double

    /// The background with the lowest colour ratio.
    public var weakest: Contrast? { contrasts.min { $0.colorRatio < $1.colorRatio } }
    /// The background with the lowest fill-to-track ratio.
    public var weakestTrack: Contrast? { contrasts.min { $0.trackRatio < $1.trackRatio } }

    public var contrastVerdict: CheckVerdict {
        (weakest?.colorRatio ?? 21) < IndicatorContrastReport.minimumRatio - 1e-9 ? .fail : .pass
    }
    public var trackVerdict: CheckVerdict {
        (weakestTrack?.trackRatio ?? 21) < IndicatorContrastReport.minimumRatio - 1e-9 ? .warning : .pass
    }
    public var flashingVerdict: CheckVerdict { flashing.allSatisfy(\.passes) ? .pass : .fail }
    public var verdict: CheckVerdict { max(contrastVerdict, trackVerdict, flashingVerdict) }

    /// Checks `options` on `backgrounds` (each background's `automaticColor` is the progress
    /// colour there when the options set none; else the standard accent), showing `value`
    /// (nil: indeterminate).
    public init(options: ProgressOptions, backgrounds: [CheckBackground], value: Double?) {
        self.backgrounds = backgrounds
        var contrasts: [Contrast] = []
        var flashing: [FlashReport] = []
        for (b, background) in backgrounds.enumerated() {
            let color = options.color?.color ?? background.automaticColor ?? ProgressPalette.standard.accent
            let track = options.trackColor?.color ?? color.multipliedAlpha(0.24)
            let fill = ContrastMath.composite(color, opacity: 1, over: background.color)
            let trackDrawn = ContrastMath.composite(track, opacity: 1, over: background.color)
            contrasts.append(
                Contrast(
                    background: b, color: color, colorRatio: ContrastMath.contrastRatio(fill, background.color),
                    trackRatio: ContrastMath.contrastRatio(fill, trackDrawn)))
            flashing.append(Self.flashing(options, color: color, background: background.color, value: value))
        }
        self.contrasts = contrasts
        self.flashing = flashing
        let layout = ProgressRasterizer.layoutSize(ResolvedProgress(options))
        side = max(layout.width, layout.height)
    }

    /// The animation's flashing on one background, drawn at one pixel a point.
    static func flashing(_ options: ProgressOptions, color: Color, background: Color, value: Double?) -> FlashReport {
        let palette = ProgressPalette(accent: color, text: ProgressPalette.standard.text)
        guard
            let raster = try? ProgressRasterizer(
                options: options, scale: 1, palette: palette, background: background)
        else { return FlashAnalyzer(width: 1, height: 1, framesPerSecond: 60, pointsPerPixel: 1).report() }
        let speed = raster.resolved.speed.isFinite && raster.resolved.speed > 0 ? raster.resolved.speed : 0
        var analyzer = FlashAnalyzer(
            width: raster.width, height: raster.height, framesPerSecond: 60, pointsPerPixel: 1)
        for k in 0..<180 {
            let t = Double(k) / 60
            let state =
                value == nil
                ? ProgressState(
                    indeterminate: true, value: 0, buffer: 0, wave: 1, time: t, indeterminateTime: t * speed)
                : ProgressFrames.still(value: value, buffer: nil, time: t)
            analyzer.add(raster.frame(state))
        }
        return analyzer.report()
    }
}
