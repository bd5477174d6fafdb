import Graphics

/// What one bone is filled with.
enum SkeletonFill {
    case color(Color)
    case paint(Paint)
}

extension Color {
    /// Straight-alpha linear mix toward `other` by `t` (0...1).
    func mixed(with other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}

extension SkeletonConfig {
    /// The fill of a bone `rect` (window points) at skeleton `time` (seconds); `sweep` is the
    /// skeleton root's rect, which every moving gradient spans, so all bones share one phase.
    /// `moving` is false when the skeleton is not animated or motion is reduced.
    func fill(for rect: Rect, sweep: Rect, theme: Theme, time: Double, moving: Bool) -> SkeletonFill {
        let colors: [Color]
        switch type {
        case .solid:
            let base = color.resolve(in: theme)
            colors = [base, base.complementaryColor, base]
            guard moving else { return .color(base) }
            if case .pulse(let pulse) = effectiveAnimation {
                return .color(base.mixed(with: base.complementaryColor, pulse.amount(at: time)))
            }
        case .gradient:
            colors = gradient.resolvedColors(in: theme)
        }
        let stops = Self.evenStops(colors)
        let vertical = Paint.linearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY),
                                            stops: stops)
        guard moving else { return .paint(vertical) }
        switch effectiveAnimation {
        case .pulse(let pulse):
            let t = pulse.amount(at: time)
            let mixed = Self.evenStops(colors.map { $0.mixed(with: $0.complementaryColor, t) })
            return .paint(.linearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY),
                                          stops: mixed))
        case .sliding(let sliding):
            let (s, e) = sliding.points(at: time)
            func map(_ u: Point) -> Point { Point(sweep.minX + u.x * sweep.width, sweep.minY + u.y * sweep.height) }
            return .paint(.linearGradient(start: map(s), end: map(e), stops: stops))
        case .shimmer(let shimmer):
            let (s, e) = shimmer.band(at: time, over: sweep)
            return .paint(.linearGradient(start: s, end: e, stops: stops))
        }
    }

    static func evenStops(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { GradientStop(Double($0.offset) / last, $0.element) }
    }
}
