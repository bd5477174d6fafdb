import Foundation
import Graphics

/// A skeleton animation as a pure function of the skeleton time (seconds), shared by every bone
/// of an overlay, so all bones move in one phase and any time can be drawn (scrubbing, tests).
public enum SkeletonLayerAnimation: Hashable, Sendable {
    /// Colours go to their complements and back.
    case pulse(SkeletonPulse)
    /// The gradient's start and end points slide across the skeleton's rect (SkeletonView's
    /// unit points, applied to the whole overlay instead of each view).
    case sliding(SkeletonSliding)
    /// A highlight band of fixed width sweeps at a fixed speed, tilted, with a pause.
    case shimmer(SkeletonShimmer)

    /// SkeletonView's `CALayer.pulse`: 1 s, ease-in-out, autoreversed (2 s a cycle).
    public static let pulse = SkeletonLayerAnimation.pulse(SkeletonPulse())
}

/// The pulse: base → complement → base.
public struct SkeletonPulse: Hashable, Sendable {
    /// One way, in seconds.
    public var duration: Double = 1
    /// Goes back to the base colour after reaching the complement.
    public var autoreverses = true
    public var timing: SkeletonTimingCurve = .easeInEaseOut

    public init(duration: Double = 1, autoreverses: Bool = true, timing: SkeletonTimingCurve = .easeInEaseOut) {
        self.duration = duration
        self.autoreverses = autoreverses
        self.timing = timing
    }

    /// How far the colours are toward their complements (0...1) at `time` seconds.
    public func amount(at time: Double) -> Double {
        guard duration > 0 else { return 0 }
        let cycle = autoreverses ? 2 * duration : duration
        let phase = time.truncatingRemainder(dividingBy: cycle)
        let local = phase < 0 ? phase + cycle : phase
        if local <= duration { return timing.value(at: local / duration) }
        return timing.value(at: (cycle - local) / duration)
    }
}

/// The sliding gradient: start and end points move from their `from` to their `to` values.
public struct SkeletonSliding: Hashable, Sendable {
    public var direction: GradientDirection
    /// One sweep, in seconds.
    public var duration: Double
    /// Sweeps back after each sweep.
    public var autoreverses: Bool
    public var timing: SkeletonTimingCurve = .easeIn

    public init(
        direction: GradientDirection = .leftRight, duration: Double = 1.5, autoreverses: Bool = false,
        timing: SkeletonTimingCurve = .easeIn
    ) {
        self.direction = direction
        self.duration = duration
        self.autoreverses = autoreverses
        self.timing = timing
    }

    /// The sweep's progress 0...1 (after the timing curve) at `time` seconds.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 0 }
        let cycle = autoreverses ? 2 * duration : duration
        var local = time.truncatingRemainder(dividingBy: cycle)
        if local < 0 { local += cycle }
        if local <= duration { return timing.value(at: local / duration) }
        return timing.value(at: (cycle - local) / duration)
    }

    /// The gradient's start and end points in unit coordinates at `time` seconds.
    public func points(at time: Double) -> (start: Point, end: Point) {
        let p = progress(at: time)
        let s = direction.startPoint, e = direction.endPoint
        return (s.from.interpolated(to: s.to, t: p), e.from.interpolated(to: e.to, t: p))
    }
}

/// A shimmer band in points and seconds: the same visual speed on every bone, whatever its size.
public struct SkeletonShimmer: Hashable, Sendable {
    /// Sweep speed in points per second.
    public var speed: Double = 230
    /// Width of the highlight band (base → highlight → base), in points.
    public var highlightWidth: Double = 160
    /// Tilt of the band from the vertical, in radians (positive leans right at the top).
    public var tilt: Double = 20 * Double.pi / 180
    /// Pause between sweeps, in seconds.
    public var pause: Double = 0.4
    /// Sweeps right to left instead of left to right.
    public var reversed = false

    public init(
        speed: Double = 230, highlightWidth: Double = 160, tilt: Double = 20 * Double.pi / 180,
        pause: Double = 0.4, reversed: Bool = false
    ) {
        self.speed = speed
        self.highlightWidth = highlightWidth
        self.tilt = tilt
        self.pause = pause
        self.reversed = reversed
    }

    /// The unit vector the band moves along.
    var axis: Point {
        let sign = reversed ? -1.0 : 1.0
        return Point(sign * cos(tilt), sin(tilt))
    }

    /// Length of one sweep across `rect` (points): the rect's extent along the axis plus the band.
    func sweepLength(over rect: Rect) -> Double {
        let (lo, hi) = extent(of: rect)
        return hi - lo + highlightWidth
    }

    /// The seconds of one cycle over `rect`: the sweep plus the pause.
    public func cycle(over rect: Rect) -> Double {
        (speed > 0 ? sweepLength(over: rect) / speed : 0) + max(0, pause)
    }

    /// The band's start and end points (window points) at `time` seconds over `rect`.
    public func band(at time: Double, over rect: Rect) -> (start: Point, end: Point) {
        let (lo, _) = extent(of: rect)
        let cycle = self.cycle(over: rect)
        var local = cycle > 0 ? time.truncatingRemainder(dividingBy: cycle) : 0
        if local < 0 { local += cycle }
        let travelled = min(local * speed, sweepLength(over: rect))
        let centre = lo - highlightWidth / 2 + travelled
        let a = axis
        return (
            Point(a.x * (centre - highlightWidth / 2), a.y * (centre - highlightWidth / 2)),
            Point(a.x * (centre + highlightWidth / 2), a.y * (centre + highlightWidth / 2))
        )
    }

    private func extent(of rect: Rect) -> (Double, Double) {
        let a = axis
        let corners = [
            Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
            Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY),
        ]
        let projections = corners.map { $0.x * a.x + $0.y * a.y }
        return (projections.min()!, projections.max()!)
    }
}

/// Makes sliding animations, as SkeletonView's builder.
public struct SkeletonAnimationBuilder: Sendable {
    public init() {}

    /// A sliding gradient animation in `direction` (1.5 s, ease-in, no autoreverse by default).
    public func makeSlidingAnimation(
        withDirection direction: GradientDirection, duration: Double = 1.5,
        autoreverses: Bool = false
    ) -> SkeletonLayerAnimation {
        direction.slidingAnimation(duration: duration, autoreverses: autoreverses)
    }
}
