/// One eased value that follows its updates (the reference's glide): isolated updates take 0.5 s
/// forward and 0.4 s backward; a stream of updates (gaps under 1.5 s) glides over about 1.15×
/// the average interval and keeps moving into the next update. Cubic Hermite between the ends,
/// with end slopes kept within 3× the average slope so the curve never overshoots.
public struct ProgressGlide: Sendable, Hashable {
    /// Gaps below this (seconds) count as a stream of updates.
    public static let rhythmGap = 1.5
    /// Duration of a backward glide, in seconds.
    public static let backwardDuration = 0.4
    /// Duration of an isolated forward glide, in seconds.
    public static let isolatedDuration = 0.5

    /// The displayed value.
    public private(set) var value: Double
    /// Where the glide is heading.
    public private(set) var target: Double
    /// Rate of change of `value`, per second.
    public private(set) var velocity = 0.0
    /// Clock of the last update (seconds), nil before the first or after leaving indeterminate.
    public var lastAt: Double?
    /// Smoothed interval between updates, in seconds.
    public private(set) var interval = 0.5
    /// Whether the glide is moving.
    public private(set) var active = false
    private var from = 0.0
    private var to = 0.0
    private var duration = 0.5
    private var v0 = 0.0
    private var v1 = 0.0
    private var elapsed = 0.0

    public init(_ value: Double) {
        self.value = value
        target = value
    }

    /// Sits at `x` at once.
    public mutating func jump(_ x: Double) {
        value = x
        target = x
        velocity = 0
        active = false
    }

    /// Heads for `target`, an update arriving at clock `now` (seconds); without `smooth` it jumps.
    public mutating func move(to target: Double, now: Double, smooth: Bool) {
        let gap = lastAt.map { now - $0 } ?? .infinity
        lastAt = now
        guard smooth else { return jump(target) }
        let rhythmic = gap >= 0 && gap < Self.rhythmGap
        interval = rhythmic ? 0.5 * interval + 0.5 * max(0.05, gap) : 0.5
        self.target = target
        let distance = target - value
        if abs(distance) < 1e-5 { return jump(target) }
        if distance < 0 {
            duration = Self.backwardDuration
            v0 = 0
            v1 = 0
        } else {
            duration = rhythmic ? min(1, max(0.25, 1.15 * interval)) : Self.isolatedDuration
            let slope = distance / duration
            v0 = min(2.5 * slope, max(0, velocity))
            v1 = (rhythmic && target < 1) ? 0.5 * slope : 0
        }
        from = value
        to = target
        elapsed = 0
        active = true
    }

    /// Advances the glide by `dt` seconds.
    public mutating func step(_ dt: Double) {
        guard active else { return }
        elapsed += dt
        let u = elapsed >= duration - 1e-9 ? 1 : elapsed / duration
        let m0 = duration * v0
        let m1 = duration * v1
        let u2 = u * u
        let u3 = u2 * u
        value = (2 * u3 - 3 * u2 + 1) * from + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * to + (u3 - u2) * m1
        velocity =
            ((6 * u2 - 6 * u) * from + (3 * u2 - 4 * u + 1) * m0 + (-6 * u2 + 6 * u) * to + (3 * u2 - 2 * u) * m1)
            / duration
        if u >= 1 { jump(to) }
    }
}
