import Graphics
import UI

/// How tall each skeleton text line is.
public enum SkeletonTextLineHeight: Hashable, Sendable {
    /// The font's line height (from the text engine's metrics), in points.
    case relativeToFont
    /// The view's height divided by the line count (we have no constraints; this is the closest
    /// meaning); `multilineHeight` when the line count is 0.
    case relativeToConstraints
    /// A fixed height in points.
    case fixed(Double)
}

/// How many skeleton lines a text view shows.
public enum SkeletonTextNumberOfLines: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The label's own `numberOfLines` (0 derives the count from the height).
    case inherited
    /// A fixed count; negative values mean 1.
    case custom(Int)

    public init(integerLiteral value: Int) { self = .custom(value) }
}

/// The per-view skeleton settings, kept in the view's attachments (see `View.skeletonSettings`).
///
/// Optional fields fall back to the view's `skeletonAppearance` when read, so changing the
/// appearance changes every view below it that did not set its own value.
struct SkeletonSettings: Hashable, Sendable {
    /// Opt-in flag: only skeletonable views take part (off by default).
    public var isSkeletonable = false
    /// The view is drawn as hidden while the skeleton is active (the overlay covers it with the
    /// backdrop; the view itself is not changed).
    public var isHiddenWhenSkeletonIsActive = false
    /// Pointer input to the view is swallowed while the skeleton is active (on by default).
    public var isUserInteractionDisabledWhenSkeletonIsActive = true
    /// Corner radius of the view's bone, in points; nil for the appearance's.
    public var skeletonCornerRadius: Double?

    // Text views.

    /// Width of the last line in percent of the line width; capped at 100, no lower bound.
    public var lastLineFillPercent: Int? {
        didSet { if let v = lastLineFillPercent, v > 100 { lastLineFillPercent = 100 } }
    }
    /// Corner radius of each text line, in points; nil for the appearance's.
    public var linesCornerRadius: Int?
    /// Space between text lines, in points; nil for the appearance's.
    public var skeletonLineSpacing: Double?
    /// Padding between the view's edges and its lines, in points.
    public var skeletonPaddingInsets: EdgeInsets = .zero
    /// The line height rule; nil for the appearance's.
    public var skeletonTextLineHeight: SkeletonTextLineHeight?
    /// The line count rule.
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines = .inherited

    // Lists.

    /// Placeholder rows of a collection view; `CollectionView.automaticNumberOfSkeletonRows`
    /// (-1) fills its height.
    public var skeletonNumberOfRows = -1

    public init() {}
}
