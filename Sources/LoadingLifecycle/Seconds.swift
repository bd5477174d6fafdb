extension Double {
    /// The longest time, in seconds, that a policy or a latency holds: 60 s.
    static let timeLimit = 60.0

    /// This duration in seconds made safe: NaN and negative values become 0, anything above
    /// `limit` (infinity too) becomes `limit`.
    func clampedSeconds(upTo limit: Double = .timeLimit) -> Double {
        guard !isNaN else { return 0 }
        return Swift.min(Swift.max(self, 0), limit)
    }

    /// This share made safe: NaN becomes 0, the rest is clamped to 0...1.
    var clampedShare: Double {
        guard !isNaN else { return 0 }
        return Swift.min(Swift.max(self, 0), 1)
    }
}
