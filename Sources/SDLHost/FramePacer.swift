/// When the next frame may start: at most one frame per display refresh.
///
/// Frames keep the refresh cadence (each deadline one period after the last), so waits that
/// overshoot by a timer tick do not lower the rate, and the count of frames in any stretch of
/// time never exceeds the refreshes in it by more than one. A frame more than half a period late
/// starts a new cadence instead of catching up.
public struct FramePacer: Sendable {
    /// Seconds between frames: one over the refresh rate, which is taken within 24...240 Hz.
    public let period: Double
    /// The earliest start of the next frame, in monotonic seconds; nil before the first frame.
    public private(set) var nextFrame: Double?

    /// A pacer for a display refreshing `refreshRate` times a second (60 when not finite).
    public init(refreshRate: Double) {
        let rate = refreshRate.isFinite ? refreshRate : 60
        period = 1 / min(max(rate, 24), 240)
    }

    /// Seconds to wait at `now` before the next frame may start (0: it may start now).
    public func wait(at now: Double) -> Double {
        guard let nextFrame else { return 0 }
        return max(0, nextFrame - now)
    }

    /// Records that a frame starts at `now`.
    public mutating func frameStarted(at now: Double) {
        if let next = nextFrame, now - next < period / 2 {
            nextFrame = next + period
        } else {
            nextFrame = now + period
        }
    }
}
