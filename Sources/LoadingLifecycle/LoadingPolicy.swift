/// When a loading state shows, how long it stays, and how it hands over to the content: the
/// choices a designer tunes against simulated latency. All times are seconds, each in 0...60.
public struct LoadingPolicy: Codable, Sendable, Hashable {
    /// Seconds from a request's start (or a retry's) before the loading state shows; a response
    /// within it shows no loading state at all.
    public var showDelay: Double
    /// Once shown, the loading state stays at least this many seconds, so it never blinks.
    public var minimumVisible: Double
    /// How the loading state leaves.
    public var exit: Transition
    /// How the content arrives.
    public var entry: Transition
    /// Seconds the error state shows after a failed attempt before the retry starts.
    public var retryAfter: Double

    /// The default exit: a 0.2 s ease-out fade.
    public static let defaultExit = Transition(kind: .fade, duration: 0.2, easing: .easeOut)
    /// The default entry: a 0.25 s ease-in-out crossfade.
    public static let defaultEntry = Transition(kind: .crossfade, duration: 0.25, easing: .easeInOut)

    /// A policy; each time (seconds) is clamped to 0...60, NaN and negative values becoming 0.
    public init(
        showDelay: Double = 0, minimumVisible: Double = 0, exit: Transition = LoadingPolicy.defaultExit,
        entry: Transition = LoadingPolicy.defaultEntry, retryAfter: Double = 1.5
    ) {
        self.showDelay = showDelay
        self.minimumVisible = minimumVisible
        self.exit = exit
        self.entry = entry
        self.retryAfter = retryAfter
        self = sanitized
    }

    /// This policy with every time in 0...60 s (NaN and negative values 0): the properties are
    /// variables, so a timeline sanitizes the policy it is given.
    public var sanitized: LoadingPolicy {
        var policy = self
        policy.showDelay = showDelay.clampedSeconds()
        policy.minimumVisible = minimumVisible.clampedSeconds()
        policy.exit.duration = exit.duration.clampedSeconds()
        policy.entry.duration = entry.duration.clampedSeconds()
        policy.retryAfter = retryAfter.clampedSeconds()
        return policy
    }
}
