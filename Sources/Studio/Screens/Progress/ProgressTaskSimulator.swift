/// The rhythms a simulated task reports its progress in, so the glide can be judged.
package enum ProgressRhythm: String, CaseIterable, Sendable {
    /// An update every 0.1 s of 1.5 %.
    case steady
    /// Quick bursts of updates, then long pauses.
    case bursty
    /// Steady to 65 %, one jump back to 40 % (a retried chunk), then on to the end.
    case jumpBack
    /// The LoaderKit gallery's download (PROGRESS.md §7): from 0.4, every 0.4 s the next of
    /// 14 steps, holding 4 ticks at 100 % before starting again from 0; it never finishes.
    case download
}

/// A task that reports values over time at a rhythm; pure, driven by `advance(by:)`.
package struct ProgressTaskSimulator: Sendable, Hashable {
    package let rhythm: ProgressRhythm
    /// The last value reported.
    package private(set) var value: Double
    /// True once a finite task reached 100 % (the download never finishes).
    package private(set) var isFinished = false
    private var untilNext: Double
    private var index = 0
    private var jumped = false
    private var holds = 0

    static let downloadSteps = [0.03, 0.08, 0.01, 0.12, 0.05, 0, 0.09, 0.02, 0.15, 0.04, 0.07, 0, 0.11, 0.06]
    /// Bursty: (wait before the update, step) pairs, cycled.
    static let bursts: [(wait: Double, step: Double)] = [
        (0.05, 0.04), (0.05, 0.03), (0.05, 0.05), (0.9, 0.02), (0.08, 0.06), (0.08, 0.04), (1.3, 0.1), (0.3, 0.01),
    ]

    /// A task at `rhythm` starting from `start` (the download always starts at 0.4).
    package init(rhythm: ProgressRhythm, start: Double = 0) {
        self.rhythm = rhythm
        value = rhythm == .download ? 0.4 : start
        untilNext = Self.wait(rhythm, index: 0)
    }

    static func wait(_ rhythm: ProgressRhythm, index: Int) -> Double {
        switch rhythm {
        case .steady, .jumpBack: return 0.1
        case .bursty: return bursts[index % bursts.count].wait
        case .download: return 0.4
        }
    }

    /// Advances the task's clock by `dt` seconds; returns the values reported meanwhile, in order.
    package mutating func advance(by dt: Double) -> [Double] {
        guard dt.isFinite, dt > 0, !isFinished else { return [] }
        var reported: [Double] = []
        untilNext -= dt
        while untilNext <= 1e-9, !isFinished {
            reported.append(next())
            index += 1
            untilNext += Self.wait(rhythm, index: index)
        }
        return reported
    }

    private mutating func next() -> Double {
        switch rhythm {
        case .steady:
            value = min(1, value + 0.015)
        case .bursty:
            value = min(1, value + Self.bursts[index % Self.bursts.count].step)
        case .jumpBack:
            if !jumped && value >= 0.65 {
                jumped = true
                value = 0.4
            } else {
                value = min(1, value + 0.015)
            }
        case .download:
            if value >= 1 {
                holds += 1
                if holds >= 4 {
                    holds = 0
                    value = 0
                }
            } else {
                value = min(1, value + Self.downloadSteps[index % Self.downloadSteps.count])
            }
        }
        if rhythm != .download && value >= 1 { isFinished = true }
        return value
    }
}
