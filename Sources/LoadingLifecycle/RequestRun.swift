/// The same seeded requests played under several policies (variants) side by side, in sync:
/// request i starts at the same moment in every variant, once the slowest variant has shown
/// request i − 1's content and a gap has passed.
public struct RequestRun: Hashable, Sendable {
    /// The variants' policies, sanitized.
    public let policies: [LoadingPolicy]
    /// Seconds from the run's start at which each request starts: start(0) = 0, start(i + 1) =
    /// start(i) + the longest duration of request i over the variants + `gap`.
    public let starts: [Double]
    /// The timelines, by variant then request.
    public let timelines: [[RequestTimeline]]
    /// Seconds between one request's content fully in (in the slowest variant) and the next start.
    public let gap: Double

    /// A run of `count` requests (0...`LatencyModel.maximumRequests`) drawn from `latency` with
    /// `seed`, each played under every policy; `gap` in seconds (0...60).
    public init(policies: [LoadingPolicy], latency: LatencyModel, seed: UInt64, count: Int, gap: Double = 0.8) {
        let requests = latency.attempts(seed: seed, count: count)
        self.policies = policies.map(\.sanitized)
        self.gap = gap.clampedSeconds()
        let timelines = self.policies.map { policy in requests.map { RequestTimeline(policy: policy, attempts: $0) } }
        var starts: [Double] = []
        var next = 0.0
        for index in requests.indices {
            starts.append(next)
            next += (timelines.map { $0[index].duration }.max() ?? 0) + self.gap
        }
        self.starts = starts
        self.timelines = timelines
    }

    /// Seconds from the run's start until the last request's content is fully in in every variant.
    public var duration: Double {
        guard let last = starts.last else { return 0 }
        return last + (timelines.map { $0.last?.duration ?? 0 }.max() ?? 0)
    }

    /// The request playing at run time `t` seconds: the last one started by then (0 before the
    /// start, for NaN and for an empty run).
    public func request(at t: Double) -> Int {
        guard !t.isNaN, starts.count > 1 else { return 0 }
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= t { low = middle } else { high = middle }
        }
        return low
    }

    /// What variant `variant` shows at run time `t` seconds: the request playing, its state, and
    /// the seconds since that request started (`local`, 0 before the run's start). Between one
    /// request's content and the next start the content stays (phase `content`); an unknown
    /// variant or an empty run shows content.
    public func state(variant: Int, at t: Double) -> (request: Int, state: LifecycleState, local: Double) {
        let index = request(at: t)
        guard timelines.indices.contains(variant), timelines[variant].indices.contains(index) else {
            return (index, .content(attempt: 0), 0)
        }
        let local = t.isNaN ? 0 : max(t - starts[index], 0)
        return (index, timelines[variant][index].state(at: local), local)
    }
}
