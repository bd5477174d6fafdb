/// How the loading state leaves, or the content arrives.
public enum TransitionKind: String, CaseIterable, Codable, Sendable, Hashable {
    /// At once, whatever the duration.
    case none
    /// The opacity eases from 1 to 0 (exit) or 0 to 1 (entry).
    case fade
    /// As `fade`, with the scale easing from 1 to `exitScale` (exit) or from `entryScale` to 1 (entry).
    case scale
    /// For an entry: the content fades in while the loading state's exit runs, both starting
    /// together; for an exit, the same as `fade`.
    case crossfade

    /// The indicator's scale at the end of a `scale` exit.
    public static let exitScale = 0.6
    /// The content's scale at the start of a `scale` entry.
    public static let entryScale = 0.95
}

/// One transition: its kind, how long it runs (seconds) and its easing.
public struct Transition: Codable, Sendable, Hashable {
    public var kind: TransitionKind
    /// Seconds, in 0...60 (NaN and negative values become 0).
    public var duration: Double
    public var easing: Easing

    /// A transition; `duration` in seconds is clamped to 0...60 (NaN and negative values become 0).
    public init(kind: TransitionKind, duration: Double, easing: Easing) {
        self.kind = kind
        self.duration = duration.clampedSeconds()
        self.easing = easing
    }

    /// The seconds it really takes: 0 for `none`, else the duration (sanitized).
    public var effectiveDuration: Double {
        kind == .none ? 0 : duration.clampedSeconds()
    }

    /// The eased progress (0...1) at `elapsed` seconds from its start: 1 once it is over, and at
    /// once for a transition of no duration.
    func progress(_ elapsed: Double) -> Double {
        let length = effectiveDuration
        guard length > 0 else { return elapsed >= 0 ? 1 : 0 }
        return easing.value(elapsed / length)
    }
}
