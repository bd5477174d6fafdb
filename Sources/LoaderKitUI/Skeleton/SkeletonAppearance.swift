import Graphics
import UI

/// The skeleton defaults (SkeletonView's `SkeletonAppearance`, same values): `default` holds
/// SkeletonView's values; a view's `skeletonAppearance` applies to it and to the views below it.
public struct SkeletonAppearance: Hashable, Sendable {
    /// SkeletonView's defaults.
    public static let `default` = SkeletonAppearance()

    /// Colour of solid skeletons (clouds / darkClouds, following the theme).
    public var tintColor: SkeletonColor = .skeletonDefault
    /// Gradient of gradient skeletons: `[base, complement, base]` of the default colour.
    public var gradient = SkeletonGradient(baseColor: .skeletonDefault)
    /// Height of text lines under `.fixed`, in points.
    public var multilineHeight = 15.0
    /// Line height rule of text views (`.fixed(15)`).
    var textLineHeight: SkeletonTextLineHeight = .fixed(15)
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

    public init() {}
}

/// The slot of `View.attachments` holding an appearance set on that view.
enum SkeletonAppearanceKey: ViewAttachmentKey {
    static var defaultValue: SkeletonAppearance? { nil }
}

extension View {
    /// The skeleton defaults for this view and the views below it: the one set on this view or
    /// the nearest superview, else `SkeletonAppearance.default`. Setting it sets this view's.
    public var skeletonAppearance: SkeletonAppearance {
        get {
            var current: View? = self
            while let view = current {
                if let appearance = view.attachments[SkeletonAppearanceKey.self] { return appearance }
                current = view.superview
            }
            return .default
        }
        set { attachments[SkeletonAppearanceKey.self] = newValue }
    }
}
