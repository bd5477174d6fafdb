import Graphics
import UI

/// What one bone is filled with.
enum SkeletonFill {
    case color(Color)
    case paint(Paint)
}

extension Color {
    /// Straight-alpha linear mix toward `other` by `t` (0...1).
    func mixed(with other: Color, _ t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}

/// The fill of every bone of a skeleton at one time in one theme, worked out once a frame: only
/// the vertical gradients of still and pulsing gradient skeletons depend on the bone's rect.
struct SkeletonBoneFill {
    private enum Kind {
        case color(Color)
        /// A gradient from the top to the bottom of each bone.
        case vertical([GradientStop])
        /// One gradient in window points that every bone shares.
        case shared(Paint)
    }

    private let kind: Kind
    /// True when every colour is opaque.
    let isOpaque: Bool

    /// The fill at skeleton `time` (seconds); `sweep` is the skeleton root's rect, which every
    /// moving gradient spans, so all bones share one phase. `moving` is false when the skeleton
    /// is not animated or motion is reduced.
    init(config: SkeletonConfig, sweep: Rect, theme: Theme, time: Double, moving: Bool) {
        let colors: [Color]
        switch config.type {
        case .solid:
            let base = config.color.resolve(in: theme)
            colors = [base, base.complementaryColor, base]
            isOpaque = base.alpha >= 1
        case .gradient:
            colors = config.gradient.resolvedColors(in: theme)
            isOpaque = colors.allSatisfy { $0.alpha >= 1 }
        }
        let stops = Self.evenStops(colors)
        guard moving else {
            kind = config.type == .solid ? .color(colors[0]) : .vertical(stops)
            return
        }
        switch config.effectiveAnimation {
        case .pulse(let pulse):
            let t = pulse.amount(at: time)
            if config.type == .solid {
                kind = .color(colors[0].mixed(with: colors[0].complementaryColor, t))
            } else {
                kind = .vertical(Self.evenStops(colors.map { $0.mixed(with: $0.complementaryColor, t) }))
            }
        case .sliding(let sliding):
            let (s, e) = sliding.points(at: time)
            func map(_ u: Point) -> Point { Point(sweep.minX + u.x * sweep.width, sweep.minY + u.y * sweep.height) }
            kind = .shared(.linearGradient(start: map(s), end: map(e), stops: stops))
        case .shimmer(let shimmer):
            let (s, e) = shimmer.band(at: time, over: sweep)
            kind = .shared(.linearGradient(start: s, end: e, stops: stops))
        }
    }

    /// The fill of a bone `rect` (window points).
    func fill(for rect: Rect) -> SkeletonFill {
        switch kind {
        case .color(let color): return .color(color)
        case .vertical(let stops):
            return .paint(
                .linearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY), stops: stops))
        case .shared(let paint): return .paint(paint)
        }
    }

    static func evenStops(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { GradientStop(Double($0.offset) / last, $0.element) }
    }
}
