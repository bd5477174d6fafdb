import Graphics
import UI

/// The colour stops of a gradient skeleton, spaced evenly from 0 to 1.
public struct SkeletonGradient: Hashable, Sendable {
    /// The stops; a missing secondary colour is `nil` in `[base, nil, base]` and resolves to the
    /// base's complementary colour in the current theme.
    public var colors: [SkeletonColor?]

    /// `[base, secondary, base]`, or `[base, base.complementaryColor, base]` without a secondary.
    public init(baseColor: SkeletonColor, secondaryColor: SkeletonColor? = nil) {
        colors = [baseColor, secondaryColor, baseColor]
    }

    /// Any number of stops.
    public init(colors: [SkeletonColor]) { self.colors = colors }

    /// The first stop, the base colour.
    public var baseColor: SkeletonColor { colors.first.flatMap { $0 } ?? .skeletonDefault }

    /// The resolved colours in `theme` (a nil stop becomes the complement of the stop before).
    public func resolvedColors(in theme: Theme) -> [Color] {
        var result: [Color] = []
        for stop in colors {
            if let stop {
                result.append(stop.resolve(in: theme))
            } else {
                result.append((result.last ?? baseColor.resolve(in: theme)).complementaryColor)
            }
        }
        return result
    }

    /// The resolved stops, evenly spaced.
    public func stops(in theme: Theme) -> [GradientStop] {
        let colors = resolvedColors(in: theme)
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } }
        return colors.enumerated().map { GradientStop(Double($0.offset) / Double(colors.count - 1), $0.element) }
    }
}
