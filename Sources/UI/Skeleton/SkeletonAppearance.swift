import Graphics

/// The app-wide skeleton defaults (SkeletonView's `SkeletonAppearance.default`, same values).
@MainActor
public final class SkeletonAppearance {
    /// The shared appearance.
    public static let `default` = SkeletonAppearance()

    /// Colour of solid skeletons (clouds / darkClouds, following the theme).
    public var tintColor: SkeletonColor = .skeletonDefault
    /// Gradient of gradient skeletons: `[base, complement, base]` of the default colour.
    public var gradient = SkeletonGradient(baseColor: .skeletonDefault)
    /// Height of text lines under `.fixed`, in points.
    public var multilineHeight = 15.0
    /// Line height rule of text views (`.fixed(15)`).
    public var textLineHeight: SkeletonTextLineHeight = .fixed(15)
    /// Space between text lines, in points.
    public var multilineSpacing = 10.0
    /// Width of the last text line, in percent.
    public var multilineLastLineFillPercent = 70
    /// Corner radius of text lines, in points.
    public var multilineCornerRadius = 0
    /// When true a one-line text view is one bone of its full height instead of a 15 pt line.
    public var renderSingleLineAsView = false
    /// Corner radius of bones, in points.
    public var skeletonCornerRadius = 0.0

    // Beyond SkeletonView.

    /// Takes the text lines from the label's wrapped text layout when it has text (count, place
    /// and width of each line); the SkeletonView formulas apply to labels without text.
    public var linesFollowText = true
    /// A skeleton stays at least this long once drawn (seconds), so fast loads do not flash.
    public var minimumDisplayTime = 0.0

    init() {}
}
