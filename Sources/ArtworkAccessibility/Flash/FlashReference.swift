/// The numbers of WCAG 2.2 Success Criterion 2.3.1, "Three Flashes or Below Threshold" (Level A): "Web pages do
/// not contain anything that flashes more than three times in any one second period, or the flash is below the
/// general flash and red flash thresholds."
///
/// WCAG 2.2's glossary entry "general flash and red flash thresholds" says that a flash or rapidly changing image
/// sequence is below the threshold (passes) when either there are no more than three general flashes and no more
/// than three red flashes within any one-second period, or the combined area of flashes occurring concurrently
/// occupies no more than a total of .006 steradians within any 10 degree visual field on the screen (25% of any
/// 10 degree visual field) at typical viewing distance, where:
///
/// - a **general flash** is "a pair of opposing changes in relative luminance of 10% or more of the maximum
///   relative luminance where the relative luminance of the darker image is below 0.80", a pair of opposing
///   changes being an increase followed by a decrease, or a decrease followed by an increase (the maximum
///   relative luminance is 1.0, so the change is 0.1 or more);
/// - a **red flash** is "any pair of opposing transitions involving a saturated red";
/// - a **transition** (a note of the same entry) is the change between adjacent peaks and valleys in a plot of
///   relative luminance (or luminance/colour, for red) against time, and a flash consists of two opposing
///   transitions.
///
/// The glossary's note and "Understanding SC 2.3.1" estimate a 10° visual field, for a 1024 × 768 screen viewed
/// at 22–26 inches, as a 341 × 256 pixel rectangle anywhere on the screen, and Understanding reads those pixels
/// as CSS pixels (the points of this studio at 1×): a field of 87,296 square points, whose quarter, 21,824 square
/// points, is the area limit.
///
/// Not modelled: the glossary's exception for fine, balanced patterns (white noise, a checkerboard of squares
/// smaller than 0.1° on a side), which the analyser counts as flashing like any other change.
public enum FlashReference {
    /// Width of the 10° visual field, in points (CSS pixels): 341.
    public static let fieldWidth = 341.0
    /// Height of the 10° visual field, in points (CSS pixels): 256.
    public static let fieldHeight = 256.0
    /// The field's area, square points: 341 × 256 = 87,296.
    public static let fieldArea = fieldWidth * fieldHeight
    /// The share of the field that flashing may cover concurrently without failing: 25% (a fraction, 0.25).
    public static let areaLimitShare = 0.25
    /// The area limit, square points: 0.25 × 341 × 256 = 21,824. Flashing over *more* than this area, more than
    /// three times in one second, fails.
    public static let areaLimit = areaLimitShare * fieldWidth * fieldHeight
    /// The flashes allowed in any one second: 3 (more than three fail, over more than the area limit).
    public static let maximumFlashesPerSecond = 3
    /// The smallest change of relative luminance (0...1, the maximum being 1.0) that is a general-flash
    /// transition: 0.1 ("10% or more of the maximum relative luminance").
    public static let luminanceChange = 0.1
    /// The darker state of a general-flash transition must have a relative luminance below this: 0.80.
    public static let darkerBelow = 0.8
    /// A saturated red state has R / (R + G + B) at least this: 0.8, with R, G, B the linear channels (0...1)
    /// of the relative luminance definition.
    ///
    /// WCAG's glossary gives two working definitions of "a pair of opposing transitions involving a saturated
    /// red" in its notes. The one used here is the one it calls the current working definition in the field
    /// (Harding and Binnie): for either or both states of each transition R / (R + G + B) ≥ 0.8, and the change in
    /// (R − G − B) × 320 (negative values set to 0) is more than 20 for both transitions. The other, which the
    /// note marks as new in WCAG 2.2 (from ISO 9241-391), keeps the ratio and asks instead for a difference of
    /// more than 0.2 between the states in the CIE 1976 UCS (u′, v′) chromaticity diagram.
    public static let redRatio = 0.8
    /// A red transition changes (R − G − B) × 320 (negative values set to 0; unitless, 0...320) by *more* than
    /// this: 20. See `redRatio`.
    public static let redChange = 20.0
    /// The scale of the red measure: (R − G − B) × 320.
    public static let redScale = 320.0
}
