import Foundation

/// How long requests take and how often they fail: a log-normal response time given by its
/// median and 95th percentile, a failure rate, and an offline start.
///
/// Every property is sanitized where it is used (see `sanitized`), so a model decoded or edited
/// with NaN, infinite or negative values still gives sane, finite outcomes.
public struct LatencyModel: Codable, Sendable, Hashable {
    /// The median response time, in seconds.
    public var p50: Double
    /// The 95th percentile of the response time, in seconds; equal to `p50` for a fixed time.
    public var p95: Double
    /// The share of attempts that fail (0...1), drawn for each attempt after the offline ones.
    public var failureRate: Double
    /// The first N attempts of every request fail: the device is offline.
    public var offlineAttempts: Int
    /// Seconds until a failed attempt reports its error.
    public var failAfter: Double

    /// The most requests a run, a set of statistics or `attempts(seed:count:)` computes: 10,000.
    public static let maximumRequests = 10_000
    /// The most attempts of one request: after four failures the fifth attempt succeeds.
    public static let maximumAttempts = 5
    /// z for the 95th percentile of the standard normal distribution.
    static let z95 = 1.6448536

    /// A model; times in seconds, `failureRate` a share 0...1. Out-of-range values are clamped:
    /// times to 0...60 s (`p95` to at least `p50`), the rate to 0...1, offline attempts to 0...100.
    public init(p50: Double, p95: Double, failureRate: Double = 0, offlineAttempts: Int = 0, failAfter: Double = 1.5) {
        self.p50 = p50
        self.p95 = p95
        self.failureRate = failureRate
        self.offlineAttempts = offlineAttempts
        self.failAfter = failAfter
        self = sanitized
    }

    /// This model with every value in range: times finite in 0...60 s, `p95 >= p50`, the failure
    /// rate in 0...1, offline attempts in 0...100.
    public var sanitized: LatencyModel {
        var model = self
        model.p50 = p50.clampedSeconds()
        model.p95 = Swift.max(p95.isNaN ? model.p50 : p95.clampedSeconds(), model.p50)
        model.failureRate = failureRate.clampedShare
        model.offlineAttempts = Swift.min(Swift.max(offlineAttempts, 0), 100)
        model.failAfter = failAfter.clampedSeconds()
        return model
    }

    /// Every request answers after exactly `seconds`, never failing.
    public static func fixed(_ seconds: Double) -> LatencyModel {
        LatencyModel(p50: seconds, p95: seconds)
    }

    /// Response times log-normally distributed with median `p50` and 95th percentile `p95`
    /// (seconds), never failing.
    public static func logNormal(p50: Double, p95: Double) -> LatencyModel {
        LatencyModel(p50: p50, p95: p95)
    }

    /// The model of a preset. The figures are typical, not measured here: they follow the
    /// throttling profiles of browser developer tools (Chrome DevTools' "Slow 3G" adds 2 s of
    /// latency, its "Fast 4G" profile about 0.17 s) and published medians of mobile and Wi-Fi
    /// round trips plus server time:
    /// - fast Wi-Fi: p50 0.08 s, p95 0.25 s;
    /// - 4G: p50 0.35 s, p95 1.2 s;
    /// - slow 3G: p50 2.0 s, p95 6.0 s;
    /// - offline then online: the first 3 attempts fail after 1.5 s each, then 4G.
    public static func preset(_ preset: LatencyPreset) -> LatencyModel {
        switch preset {
        case .fastWiFi: return .logNormal(p50: 0.08, p95: 0.25)
        case .fourG: return .logNormal(p50: 0.35, p95: 1.2)
        case .slow3G: return .logNormal(p50: 2.0, p95: 6.0)
        case .offlineThenOnline:
            return LatencyModel(p50: 0.35, p95: 1.2, failureRate: 0, offlineAttempts: 3, failAfter: 1.5)
        }
    }

    /// The preset this model equals, if any.
    public var preset: LatencyPreset? {
        LatencyPreset.allCases.first { LatencyModel.preset($0) == sanitized }
    }

    /// One response time in seconds, in 0...60: `p50` when the time is fixed, else
    /// exp(mu + sigma z) with mu = ln p50, sigma = (ln p95 − ln p50) / 1.6448536 and z standard
    /// normal (one normal draw from `generator`).
    public func sample(using generator: inout SeededRandom) -> Double {
        let model = sanitized
        let z = generator.normal()
        guard model.p95 > model.p50, model.p50 > 0 else { return model.p50 }
        let mu = log(model.p50)
        let sigma = (log(model.p95) - mu) / LatencyModel.z95
        return exp(mu + sigma * z).clampedSeconds()
    }

    /// The attempts of `count` requests (at most `maximumRequests`): for each, zero or more
    /// failures then one success, at most `maximumAttempts` in all (the last one a success).
    /// Request i depends only on `seed`, i and this model (its own generator is seeded from the
    /// pair), never on `count` or on a loading policy, so variants replay the same requests.
    public func attempts(seed: UInt64, count: Int) -> [[RequestOutcome]] {
        let model = sanitized
        let n = Swift.min(Swift.max(count, 0), LatencyModel.maximumRequests)
        return (0..<n).map { model.attempts(of: SeededRandom.stream(seed: seed, index: $0)) }
    }

    /// One request's attempts from its own generator (the model already sanitized). Each attempt
    /// draws the same numbers whatever its outcome (one uniform, one normal), so the offline
    /// attempts do not shift the times of the later ones.
    private func attempts(of stream: SeededRandom) -> [RequestOutcome] {
        var generator = stream
        var outcomes: [RequestOutcome] = []
        for index in 0..<LatencyModel.maximumAttempts {
            let fails = generator.uniform() < failureRate
            let seconds = sample(using: &generator)
            if index == LatencyModel.maximumAttempts - 1 {
                outcomes.append(.success(after: seconds))
            } else if index < offlineAttempts || fails {
                outcomes.append(.failure(after: failAfter))
            } else {
                outcomes.append(.success(after: seconds))
                break
            }
        }
        return outcomes
    }
}
