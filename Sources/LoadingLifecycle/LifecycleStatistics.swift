/// A policy judged in numbers over many seeded requests: how often the loading state flashes or
/// never shows, how long the content takes, how long the loading state is seen.
public struct LifecycleStatistics: Hashable, Sendable {
    /// The requests measured (0...`LatencyModel.maximumRequests`).
    public let requestCount: Int
    /// The share of requests whose loading state flashed (`RequestTimeline.flashed`), 0...1.
    public let flashShare: Double
    /// The share of requests whose loading state never showed, 0...1.
    public let neverShownShare: Double
    /// The median seconds to content (until the content begins to enter), by nearest rank: the
    /// value at rank ⌈0.5 n⌉ of the n sorted times (0 for no requests).
    public let medianTimeToContent: Double
    /// The 95th percentile of the seconds to content, by nearest rank: rank ⌈0.95 n⌉.
    public let p95TimeToContent: Double
    /// The share of requests with at least one failed attempt, 0...1.
    public let failedShare: Double
    /// The mean over all requests (those that never showed it counting 0) of the seconds the
    /// loading state was visible.
    public let meanVisibleTime: Double

    /// The statistics of `policy` over `count` requests of `latency` drawn with `seed` (the same
    /// requests `RequestRun` plays with that seed).
    public init(policy: LoadingPolicy, latency: LatencyModel, seed: UInt64, count: Int = 1000) {
        let timelines = latency.attempts(seed: seed, count: count).map {
            RequestTimeline(policy: policy, attempts: $0)
        }
        let n = Double(max(timelines.count, 1))
        func share(_ test: (RequestTimeline) -> Bool) -> Double { Double(timelines.filter(test).count) / n }
        let times = timelines.map(\.timeToContent).sorted()
        self.init(
            requestCount: timelines.count, flashShare: share(\.flashed), neverShownShare: share(\.neverShown),
            medianTimeToContent: LifecycleStatistics.nearestRank(times, 0.5),
            p95TimeToContent: LifecycleStatistics.nearestRank(times, 0.95),
            failedShare: share { $0.attempts.count > 1 },
            meanVisibleTime: timelines.reduce(0) { $0 + $1.visibleTime } / n)
    }

    /// Statistics with these values as they are (for tests of the guidance at its thresholds).
    init(
        requestCount: Int, flashShare: Double, neverShownShare: Double, medianTimeToContent: Double,
        p95TimeToContent: Double, failedShare: Double, meanVisibleTime: Double
    ) {
        self.requestCount = requestCount
        self.flashShare = flashShare
        self.neverShownShare = neverShownShare
        self.medianTimeToContent = medianTimeToContent
        self.p95TimeToContent = p95TimeToContent
        self.failedShare = failedShare
        self.meanVisibleTime = meanVisibleTime
    }

    /// The nearest-rank percentile `p` (0...1) of `sorted`: the value at rank ⌈p n⌉ (at least 1).
    static func nearestRank(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
