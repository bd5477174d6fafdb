import LoadingLifecycle

/// The seeded run of Scenes mode and where it is: the variants' timelines of the same requests,
/// the run time, whether it plays, and each variant's figures and guidance. Pure: the screen
/// advances it and shows what it says.
package struct ScenePlayer: Sendable {
    package private(set) var settings: SceneSettings
    package private(set) var run: RequestRun
    /// Counts the runs built: a view showing the run compares this, not the run's timelines,
    /// each frame.
    private(set) var runRevision = 0
    /// Seconds from the start of the run, in 0...run.duration.
    package private(set) var time = 0.0
    package var isPlaying = false
    /// Each variant's figures over `SceneSettings.statisticsCount` seeded requests.
    package private(set) var statistics: [LifecycleStatistics]
    /// Each variant's guidance.
    package private(set) var hints: [[GuidanceHint]]
    /// The upload row's transfer: the shape of a determinate progress within each wait.
    static let transfer = TransferModel(bytes: 48_000_000, rate: 6_000_000, stallChance: 0.25, stallLength: 0.6)
    /// One frame when stepping, in seconds (60 frames a second).
    package static let frame = 1.0 / 60

    package init(settings: SceneSettings) {
        let s = settings.normalized
        self.settings = s
        run = Self.makeRun(s)
        (statistics, hints) = Self.judge(s)
    }

    /// Takes new settings: the run is rebuilt (same seed, same requests), the time kept where
    /// the run still reaches; the figures are computed again only when the policy, network or
    /// content changed.
    package mutating func update(_ settings: SceneSettings) {
        let s = settings.normalized
        let old = self.settings
        self.settings = s
        if s.variants.map(\.policy) != old.variants.map(\.policy) || s.latency != old.latency || s.seed != old.seed
            || s.requestCount != old.requestCount
        {
            run = Self.makeRun(s)
            runRevision += 1
            time = min(time, run.duration)
        }
        if s.variants != old.variants || s.latency != old.latency || s.seed != old.seed || s.kind != old.kind {
            (statistics, hints) = Self.judge(s)
        }
    }

    /// Moves the run time to `t` (clamped).
    package mutating func seek(to t: Double) {
        time = t.isFinite ? min(max(0, t), run.duration) : 0
    }

    /// Plays on by `dt` seconds; at the end of the run it stops there.
    package mutating func advance(by dt: Double) {
        guard isPlaying, dt.isFinite, dt > 0 else { return }
        time = min(run.duration, time + dt)
        if time >= run.duration { isPlaying = false }
    }

    /// The request playing now (0-based).
    package var request: Int { run.request(at: time) }

    /// What variant `index`'s slot shows now.
    package func presentation(variant index: Int) -> SlotPresentation {
        let (request, state, local) = run.state(variant: index, at: time)
        var p = SlotPresentation(
            loadingOpacity: state.indicatorOpacity, loadingScale: state.indicatorScale,
            contentOpacity: state.contentOpacity, errorOpacity: state.errorOpacity)
        if settings.kind == .upload, case .progress = settings.variants[index].content {
            p.progress = uploadFraction(variant: index, request: request, attempt: state.attempt, local: local)
        }
        return p
    }

    /// The upload's fraction done at `local` seconds into `request`, in attempt `attempt`: the
    /// transfer's shape stretched over the attempt's wait; a failed attempt stops short of the end.
    private func uploadFraction(variant: Int, request: Int, attempt: Int, local: Double) -> Double {
        let timeline = run.timelines[variant][request]
        guard timeline.attempts.indices.contains(attempt) else { return 1 }
        let outcome = timeline.attempts[attempt]
        let start = timeline.bands.last { $0.phase == .error && $0.attempt < attempt }?.end ?? 0
        let u = min(max(0, (local - start) / max(outcome.seconds, 0.001)), 1)
        let shape = Self.transfer.timeline(seed: settings.seed &+ UInt64(request))
        let fraction = shape.fraction(at: u * shape.duration)
        return outcome.succeeded ? fraction : min(0.9 * u, fraction)
    }

    private static func makeRun(_ s: SceneSettings) -> RequestRun {
        RequestRun(policies: s.variants.map(\.policy), latency: s.latency, seed: s.seed, count: s.requestCount)
    }

    private static func judge(_ s: SceneSettings) -> ([LifecycleStatistics], [[GuidanceHint]]) {
        let statistics = s.variants.map {
            LifecycleStatistics(
                policy: $0.policy, latency: s.latency, seed: s.seed, count: SceneSettings.statisticsCount)
        }
        let hints = zip(s.variants, statistics).map { variant, stats in
            GuidanceHint.hints(
                policy: variant.policy, statistics: stats, kind: variant.content.indicatorKind(in: s.kind),
                blocking: s.kind.blocksInteraction)
        }
        return (statistics, hints)
    }
}
