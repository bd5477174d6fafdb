/// One request's life under a loading policy, from its start to its content fully in: the
/// phases as contiguous bands, and the state to draw at any moment.
///
/// Each attempt starting at a (the first at 0) with its response or error at a + r:
/// - if r <= showDelay the loading state never shows for it: `waiting` until a + r;
/// - else `waiting` until a + showDelay, `indicator` until a + r, `holding` until
///   h = max(a + r, a + showDelay + minimumVisible), then the exit from h for its duration
///   (none: at once);
/// - on success the content enters: a crossfade entry starts at h together with the exit (one
///   `entering` band lasting as long as the longer of the two); another entry starts when the
///   exit ends; with no loading state shown, at a + r;
/// - on failure the error state shows after the exit (at a + r if nothing showed) for
///   `retryAfter`, then the next attempt starts, show delay included.
/// The last band is always `entering` (of length 0 for a `none` entry); after `duration` the
/// state is `content`.
public struct RequestTimeline: Hashable, Sendable {
    /// A shown interval shorter than this, or a loading state hidden and shown again sooner
    /// than this, is a flash: 0.3 s, below which a loading state reads as a blink rather than a
    /// state (the figure behind common "show at least 300 ms or not at all" guidance).
    public static let flashThreshold = 0.3
    /// The most attempts a timeline takes from its list; the rest are left out.
    static let attemptLimit = 100

    /// The policy, sanitized.
    public let policy: LoadingPolicy
    /// The attempts the timeline plays: those up to and including the first success, times
    /// clamped to 0...60 s. An empty list is one immediate success; a list with no success has
    /// its last attempt taken as a success after the same time.
    public let attempts: [RequestOutcome]
    /// The phases, contiguous from 0 to `duration`, zero-length ones left out but the last
    /// (`entering`).
    public let bands: [PhaseBand]
    /// When the loading state was visible: from its show to the start of its exit, one interval
    /// per attempt that showed it, in seconds from the request's start.
    public private(set) var shownIntervals: [ClosedRange<Double>]
    /// Whether the final exit runs inside the `entering` band (a crossfade after a shown state).
    private let exitDuringEntry: Bool

    /// The timeline of one request under `policy`, its attempts in order.
    public init(policy: LoadingPolicy, attempts: [RequestOutcome]) {
        let policy = policy.sanitized
        var outcomes: [RequestOutcome] = []
        for outcome in attempts.prefix(RequestTimeline.attemptLimit) {
            switch outcome {
            case .success(let after): outcomes.append(.success(after: after.clampedSeconds()))
            case .failure(let after): outcomes.append(.failure(after: after.clampedSeconds()))
            }
            if outcome.succeeded { break }
        }
        if let last = outcomes.last, !last.succeeded {
            outcomes[outcomes.count - 1] = .success(after: last.seconds)
        } else if outcomes.isEmpty {
            outcomes = [.success(after: 0)]
        }
        self.policy = policy
        self.attempts = outcomes

        let delay = policy.showDelay
        let exit = policy.exit.effectiveDuration
        let entry = policy.entry.effectiveDuration
        var bands: [PhaseBand] = []
        var intervals: [ClosedRange<Double>] = []
        var overlap = false
        func add(_ phase: LifecyclePhase, _ start: Double, _ end: Double, _ attempt: Int, always: Bool = false) {
            if end > start || always { bands.append(PhaseBand(phase: phase, start: start, end: end, attempt: attempt)) }
        }
        var a = 0.0
        for (index, outcome) in outcomes.enumerated() {
            let r = outcome.seconds
            if r > delay {
                let hide = max(a + r, a + delay + policy.minimumVisible)
                add(.waiting, a, a + delay, index)
                add(.indicator, a + delay, a + r, index)
                add(.holding, a + r, hide, index)
                intervals.append((a + delay)...hide)
                if outcome.succeeded && policy.entry.kind == .crossfade {
                    add(.entering, hide, hide + max(exit, entry), index, always: true)
                    overlap = true
                } else {
                    add(.exiting, hide, hide + exit, index)
                    a = hide + exit
                }
            } else {
                add(.waiting, a, a + r, index)
                a += r
            }
            if overlap { break }
            if outcome.succeeded {
                add(.entering, a, a + entry, index, always: true)
            } else {
                add(.error, a, a + policy.retryAfter, index)
                a += policy.retryAfter
            }
        }
        self.bands = bands
        self.shownIntervals = intervals
        self.exitDuringEntry = overlap
    }

    /// Seconds from the request's start until the content is fully in (and, for a crossfade,
    /// the loading state fully out).
    public var duration: Double { bands.last?.end ?? 0 }

    /// Seconds from the request's start to the moment the content begins to enter.
    public var timeToContent: Double { bands.last?.start ?? 0 }

    /// Whether the loading state flashed: a shown interval shorter than `flashThreshold`, or
    /// the state hidden and shown again less than `flashThreshold` later.
    public var flashed: Bool {
        let threshold = RequestTimeline.flashThreshold
        if shownIntervals.contains(where: { $0.upperBound - $0.lowerBound < threshold }) { return true }
        return zip(shownIntervals, shownIntervals.dropFirst()).contains { $1.lowerBound - $0.upperBound < threshold }
    }

    /// Whether the loading state never showed: every response came within the show delay.
    public var neverShown: Bool { shownIntervals.isEmpty }

    /// Seconds the loading state was visible in all, from each show to the start of its exit.
    public var visibleTime: Double { shownIntervals.reduce(0) { $0 + ($1.upperBound - $1.lowerBound) } }

    /// The state at `t` seconds from the request's start (NaN and negative times count as 0;
    /// from `duration` on, the content fully in).
    public func state(at t: Double) -> LifecycleState {
        let time = t.isNaN ? 0 : max(t, 0)
        let lastAttempt = attempts.count - 1
        guard time < duration, let band = bands.first(where: { time >= $0.start && time < $0.end }) else {
            return .content(attempt: lastAttempt)
        }
        let elapsed = time - band.start
        var state = LifecycleState.content(attempt: band.attempt)
        state.phase = band.phase
        state.phaseProgress = band.length > 0 ? min(elapsed / band.length, 1) : 1
        state.contentOpacity = 0
        switch band.phase {
        case .waiting:
            break
        case .indicator, .holding:
            state.indicatorOpacity = 1
        case .exiting:
            applyExit(elapsed, to: &state)
        case .error:
            state.errorOpacity = 1
        case .entering:
            let progress = policy.entry.progress(elapsed)
            state.contentOpacity = progress
            if policy.entry.kind == .scale {
                state.contentScale = TransitionKind.entryScale + (1 - TransitionKind.entryScale) * progress
            }
            if exitDuringEntry { applyExit(elapsed, to: &state) }
        case .content:
            state.contentOpacity = 1
        }
        return state
    }

    /// The loading state's opacity and scale `elapsed` seconds into its exit.
    private func applyExit(_ elapsed: Double, to state: inout LifecycleState) {
        let progress = policy.exit.progress(elapsed)
        state.indicatorOpacity = 1 - progress
        if policy.exit.kind == .scale {
            state.indicatorScale = 1 - (1 - TransitionKind.exitScale) * progress
        }
    }
}
