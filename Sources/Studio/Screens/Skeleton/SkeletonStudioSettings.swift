import Graphics
import LoaderKitUI
import StudioCommandLine

/// Everything the Skeleton inspector sets: the look, the transition, the colour and the text
/// line settings given to every skeletonable view of the mock screen.
public struct SkeletonStudioSettings: Hashable, Sendable {
    public var look: SkeletonLook = .sliding
    public var direction: GradientDirection = .leftRight
    /// nil: the theme's default colour (clouds / dark clouds).
    public var color: Color?
    public var crossfade = true
    public var fadeDuration = 0.25
    public var delay = 0.0
    public var cornerRadius = 6.0
    public var lastLineFill = 70.0
    var lineCornerRadius = 4.0
    var lineSpacing = 10.0
    var lineHeight = 15.0
    public var padding = 0.0
    /// Text lines follow the labels' real wrapped text (true), or SkeletonView's formulas with
    /// the last-line fill, spacing, line height and padding above (false).
    public var linesFollowText = true

    public init() {}

    var transition: SkeletonTransitionStyle { crossfade ? .crossDissolve(fadeDuration) : .none }
    public var skeletonColor: SkeletonColor { color.map { .fixed($0) } ?? .skeletonDefault }
    public var gradient: SkeletonGradient { SkeletonGradient(baseColor: skeletonColor) }

    /// The animation of the look (nil for the still ones).
    public var animation: SkeletonLayerAnimation? {
        switch look {
        case .solid, .gradient: return nil
        case .pulse: return .pulse
        case .sliding: return direction.slidingAnimation()
        case .shimmer:
            return .shimmer(
                SkeletonShimmer(
                    reversed: direction == .rightLeft || direction == .bottomTop
                        || direction == .bottomRightTopLeft))
        }
    }
}
