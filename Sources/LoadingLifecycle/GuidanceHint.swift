/// The kind of loading state a designer judges, for the guidance that depends on it.
public enum IndicatorKind: String, CaseIterable, Codable, Sendable, Hashable {
    /// An indeterminate spinner or similar looping indicator.
    case spinner
    /// A skeleton screen: placeholders shaped like the content.
    case skeleton
    /// A determinate progress indicator (percent done).
    case determinate
}

/// One piece of advice on a policy, carrying the numbers that raised it; the studio renders it
/// through its message catalogue. The limits follow Jakob Nielsen's response-time limits
/// ("Response Times: The 3 Important Limits", Nielsen Norman Group, 1993, after Miller 1968
/// and Card et al. 1991): 0.1 s feels instantaneous, 1 s keeps the user's flow of thought,
/// 10 s keeps their attention on the task.
public enum GuidanceHint: Hashable, Sendable {
    /// More than `flashShareLimit` of the requests flash their loading state (shown less than
    /// 0.3 s, or hidden and shown again within 0.3 s): add a show delay or a minimum visible
    /// time. Common guidance (Material Design's progress indicators, "delay the spinner, then
    /// keep it briefly") shows a loading state only past a short delay and then for a minimum.
    case flashes(share: Double)
    /// A spinner for waits whose median is over `flowLimit` (1 s): past about a second the
    /// flow of thought breaks (Nielsen), and skeleton screens or progress indicators are
    /// advised over a spinner for such waits (Nielsen Norman Group, "Skeleton Screens 101",
    /// 2023; "Progress Indicators Make a Slow System Less Insufferable", 2001).
    case spinnerForLongWait(median: Double)
    /// An indeterminate indicator while the 95th percentile wait is over `attentionLimit`
    /// (10 s): past 10 s users need to know how long it will take, so a determinate progress
    /// indicator is advised (Nielsen's third limit).
    case indeterminatePastTenSeconds(p95: Double)
    /// A show delay over `delayLimit` (1 s): the screen gives no feedback past the limit at
    /// which the flow of thought breaks (Nielsen's second limit).
    case delayTooLong(delay: Double)
    /// A minimum visible time over `minimumLimit` (2 s): the minimum is there to stop flashes,
    /// and a few hundred milliseconds do that; more keeps content that has arrived hidden.
    case minimumTooLong(minimum: Double)
    /// A loading state that blocks the screen (a scrim over it, no way to cancel) while the 95th
    /// percentile wait is over `motionLimit` (5 s): WCAG 2.2 SC 2.2.2 asks that moving content
    /// lasting more than 5 s can be paused, stopped or hidden; a Cancel and stopping the
    /// indicator when the wait ends (LoaderKit's `stop` with `hidesWhenStopped`) give that.
    case motionOverFiveSeconds(p95: Double)

    /// The share of flashing requests above which `flashes` is raised: 5 %.
    public static let flashShareLimit = 0.05
    /// Seconds after which a wait breaks the flow of thought: 1 (Nielsen).
    public static let flowLimit = 1.0
    /// Seconds after which a wait loses the user's attention: 10 (Nielsen).
    public static let attentionLimit = 10.0
    /// The longest show delay without a hint, in seconds: 1.
    public static let delayLimit = 1.0
    /// The longest minimum visible time without a hint, in seconds: 2.
    public static let minimumLimit = 2.0
    /// Seconds of motion after which WCAG 2.2 SC 2.2.2 asks for a way to stop it: 5.
    public static let motionLimit = 5.0

    /// The hints for `policy` judged by `statistics` with a loading state of `kind` (`blocking`
    /// when it covers the screen with no way out), in the order of the cases above; each limit
    /// is exceeded strictly (a value at a limit raises nothing).
    public static func hints(
        policy: LoadingPolicy, statistics: LifecycleStatistics, kind: IndicatorKind, blocking: Bool = false
    ) -> [GuidanceHint] {
        let policy = policy.sanitized
        var hints: [GuidanceHint] = []
        if statistics.flashShare > flashShareLimit {
            hints.append(.flashes(share: statistics.flashShare))
        }
        if kind == .spinner && statistics.medianTimeToContent > flowLimit {
            hints.append(.spinnerForLongWait(median: statistics.medianTimeToContent))
        }
        if kind != .determinate && statistics.p95TimeToContent > attentionLimit {
            hints.append(.indeterminatePastTenSeconds(p95: statistics.p95TimeToContent))
        }
        if policy.showDelay > delayLimit {
            hints.append(.delayTooLong(delay: policy.showDelay))
        }
        if policy.minimumVisible > minimumLimit {
            hints.append(.minimumTooLong(minimum: policy.minimumVisible))
        }
        if blocking && statistics.p95TimeToContent > motionLimit {
            hints.append(.motionOverFiveSeconds(p95: statistics.p95TimeToContent))
        }
        return hints
    }
}
