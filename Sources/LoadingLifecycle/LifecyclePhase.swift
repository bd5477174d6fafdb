/// Where one request stands, as the person waiting sees it.
public enum LifecyclePhase: String, CaseIterable, Codable, Sendable, Hashable {
    /// Before the show delay is over: nothing shown yet (the previous content, or a blank slot).
    case waiting
    /// The loading state is visible.
    case indicator
    /// The response has arrived but the minimum visible time is not over: the loading state stays.
    case holding
    /// The loading state leaves.
    case exiting
    /// An attempt failed: the error state shows until the retry.
    case error
    /// The content arrives (for a crossfade entry, while the loading state's exit runs).
    case entering
    /// The content is fully in.
    case content
}

/// One phase of a request's timeline, from `start` to `end` (seconds from the request's start).
public struct PhaseBand: Hashable, Sendable {
    public let phase: LifecyclePhase
    /// Seconds from the request's start.
    public let start: Double
    /// Seconds from the request's start; `end >= start`.
    public let end: Double
    /// The attempt (0-based) the band belongs to.
    public let attempt: Int

    /// The band's length in seconds.
    public var length: Double { end - start }
}

/// What a request shows at one moment: the phase and the values to draw it with.
public struct LifecycleState: Hashable, Sendable {
    public var phase: LifecyclePhase
    /// How far through its phase, 0...1 (1 for `content` and for a band of no length).
    public var phaseProgress: Double
    /// The loading state's opacity, 0...1.
    public var indicatorOpacity: Double
    /// The loading state's scale (1 but during a `scale` exit, down to `TransitionKind.exitScale`).
    public var indicatorScale: Double
    /// The content's opacity, 0...1.
    public var contentOpacity: Double
    /// The content's scale (1 but during a `scale` entry, up from `TransitionKind.entryScale`).
    public var contentScale: Double
    /// The error state's opacity, 0 or 1.
    public var errorOpacity: Double
    /// The attempt (0-based) under way.
    public var attempt: Int

    /// The content fully in after attempt `attempt`.
    static func content(attempt: Int) -> LifecycleState {
        LifecycleState(
            phase: .content, phaseProgress: 1, indicatorOpacity: 0, indicatorScale: 1, contentOpacity: 1,
            contentScale: 1, errorOpacity: 0, attempt: attempt)
    }
}
