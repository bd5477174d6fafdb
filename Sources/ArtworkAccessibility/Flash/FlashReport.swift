/// What `FlashAnalyzer` found in a sequence of frames, against WCAG 2.2 SC 2.3.1 (see `FlashReference`).
///
/// Rates are flashes (pairs of opposing transitions) per one-second window: a pixel with `t` transitions inside a
/// window flashes `t / 2` times there (rounded down). Areas are in square points (CSS pixels at 1×), measured
/// inside the 341 × 256-point visual field's placement that holds the most of them when the image is larger than
/// the field, else over the whole image; so an area is at most `FlashReference.fieldArea`.
public struct FlashReport: Sendable, Equatable, Codable {
    /// The most general flashes (relative luminance) any pixel makes in any one-second window, flashes per second.
    public var generalPeakRate: Int
    /// The area, square points, of the pixels that reach `generalPeakRate` in the window where they cover the
    /// most; 0 when nothing flashes.
    public var generalPeakArea: Double
    /// The largest area, square points, of the pixels making more than three general flashes in one window
    /// (more than `FlashReference.maximumFlashesPerSecond`); the criterion fails when it is above
    /// `FlashReference.areaLimit`.
    public var generalAreaOverLimitRate: Double
    /// The largest rate `n`, flashes per second, such that in some window the pixels making `n` or more general
    /// flashes cover more than `FlashReference.areaLimit`; 0 when no rate does. Above 3 fails.
    public var generalDecisiveRate: Int
    /// `generalPeakRate` for red flashes (transitions involving a saturated red).
    public var redPeakRate: Int
    /// `generalPeakArea` for red flashes, square points.
    public var redPeakArea: Double
    /// `generalAreaOverLimitRate` for red flashes, square points.
    public var redAreaOverLimitRate: Double
    /// `generalDecisiveRate` for red flashes, flashes per second.
    public var redDecisiveRate: Int
    /// The frame rate the frames were analysed at, frames per second.
    public var framesPerSecond: Double
    /// The analysed duration, seconds: the number of frames over `framesPerSecond`.
    public var seconds: Double

    /// Creates a report from its measures (see each property for its unit).
    public init(
        generalPeakRate: Int, generalPeakArea: Double, generalAreaOverLimitRate: Double, generalDecisiveRate: Int,
        redPeakRate: Int, redPeakArea: Double, redAreaOverLimitRate: Double, redDecisiveRate: Int,
        framesPerSecond: Double, seconds: Double
    ) {
        self.generalPeakRate = generalPeakRate
        self.generalPeakArea = generalPeakArea
        self.generalAreaOverLimitRate = generalAreaOverLimitRate
        self.generalDecisiveRate = generalDecisiveRate
        self.redPeakRate = redPeakRate
        self.redPeakArea = redPeakArea
        self.redAreaOverLimitRate = redAreaOverLimitRate
        self.redDecisiveRate = redDecisiveRate
        self.framesPerSecond = framesPerSecond
        self.seconds = seconds
    }

    /// Whether the frames meet SC 2.3.1: neither the general nor the red flashing of more than three flashes per
    /// second covers more than `FlashReference.areaLimit` (21,824 square points) of the field.
    public var passes: Bool {
        generalAreaOverLimitRate <= FlashReference.areaLimit && redAreaOverLimitRate <= FlashReference.areaLimit
    }

    /// The larger of the general and red areas of more than three flashes per second, as a share of the 341 × 256
    /// field (0...1, a fraction; above `FlashReference.areaLimitShare`, 0.25, fails).
    public var areaShareOfField: Double {
        max(generalAreaOverLimitRate, redAreaOverLimitRate) / FlashReference.fieldArea
    }
}
