import Foundation

/// A download for a determinate progress indicator: a size, a steady rate, and random stalls
/// (a Poisson process over the time spent transferring).
public struct TransferModel: Codable, Sendable, Hashable {
    /// The size in bytes (0...1e15).
    public var bytes: Double
    /// Bytes per second while not stalled (at least 1).
    public var rate: Double
    /// The chance per second of transfer that a stall begins (0...10).
    public var stallChance: Double
    /// Seconds each stall lasts (0...60).
    public var stallLength: Double

    /// The longest a transfer's moving time may be, in seconds: 3600 (the rate is raised to fit).
    static let movingLimit = 3600.0
    /// The most stalls a transfer has.
    static let stallLimit = 1000

    /// A transfer model; values are sanitized when a timeline is made.
    public init(bytes: Double, rate: Double, stallChance: Double = 0, stallLength: Double = 0) {
        self.bytes = bytes
        self.rate = rate
        self.stallChance = stallChance
        self.stallLength = stallLength
    }

    /// The progress over time of one transfer: moving stretches at `rate` and flat stalls, the
    /// stalls' starts drawn from `seed` (exponential gaps of mean 1 / `stallChance` seconds of
    /// moving time), so one seed always gives the same timeline.
    public func timeline(seed: UInt64) -> TransferTimeline {
        let size = bytes.isFinite ? min(max(bytes, 0), 1e15) : (bytes == .infinity ? 1e15 : 0)
        let speed = rate.isFinite ? min(max(rate, 1), 1e15) : (rate == .infinity ? 1e15 : 1)
        let moving = min(size / speed, TransferModel.movingLimit)
        let chance = stallChance.isNaN ? 0 : min(max(stallChance, 0), 10)
        let stall = stallLength.clampedSeconds()
        var knots: [TransferTimeline.Knot] = [.init(time: 0, fraction: 0)]
        guard moving > 0 else { return TransferTimeline(knots: [.init(time: 0, fraction: 1)]) }
        var generator = SeededRandom(seed: seed)
        var done = 0.0
        var time = 0.0
        var stalls = 0
        while done < moving {
            let remaining = moving - done
            var step = remaining
            if chance > 0 && stall > 0 && stalls < TransferModel.stallLimit {
                step = min(step, -log(generator.uniform()) / chance)
            }
            let finished = step >= remaining
            done = finished ? moving : done + step
            time += step
            knots.append(.init(time: time, fraction: finished ? 1 : done / moving))
            if !finished {
                time += stall
                stalls += 1
                knots.append(.init(time: time, fraction: done / moving))
            }
        }
        return TransferTimeline(knots: knots)
    }
}

/// The fraction of a transfer done over time: piecewise linear, flat during stalls, from 0 at
/// time 0 to 1 at `duration`.
public struct TransferTimeline: Hashable, Sendable {
    /// A corner of the piecewise linear progress.
    struct Knot: Hashable, Sendable {
        /// Seconds from the transfer's start.
        var time: Double
        /// The fraction done then, 0...1.
        var fraction: Double
    }

    /// The corners, in time order.
    let knots: [Knot]

    /// Seconds from the start to the last byte.
    public var duration: Double { knots.last?.time ?? 0 }

    /// The fraction done at `t` seconds (0...1, monotonic in `t`; 0 before the start and for
    /// NaN, 1 from `duration` on).
    public func fraction(at t: Double) -> Double {
        guard !t.isNaN, let last = knots.last else { return 0 }
        if t >= last.time { return 1 }
        if t <= 0 { return 0 }
        var low = 0
        var high = knots.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if knots[middle].time <= t { low = middle } else { high = middle }
        }
        let a = knots[low]
        let b = knots[high]
        guard b.time > a.time else { return b.fraction }
        return a.fraction + (b.fraction - a.fraction) * (t - a.time) / (b.time - a.time)
    }
}
