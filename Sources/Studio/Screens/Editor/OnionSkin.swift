import Graphics

/// The onion skin of the Editor's big preview: ghosts of the indicator at times before (warm) and
/// after (cool) the playhead, drawn under the current frame, the nearest the most opaque. A way of
/// looking, not an edit: kept in the settings, never in the history nor in an export.
///
/// Decoding is lenient, as the settings' is: a missing or out-of-range field takes its default.
struct OnionSkin: Codable, Equatable, Sendable {
    /// The unit of `spacing`.
    enum SpacingUnit: String, Codable, CaseIterable, Sendable {
        /// Frames of spec time at 60 fps (1/60 s each).
        case frames
        /// A fraction of the spec's cycle.
        case cycle
    }

    /// True while the ghosts are drawn.
    var enabled = false
    /// Ghosts before and after the playhead, each in `ghostRange`.
    var ghostsBefore = 3
    var ghostsAfter = 3
    /// The time between two neighbouring ghosts, in `unit`s: frames in `frameRange`, a cycle
    /// fraction in `cycleRange`.
    var spacing = 3.0
    var unit = SpacingUnit.frames

    /// The ghosts allowed on each side.
    static let ghostRange = 0...8
    /// The spacings allowed in frames (whole frames) and as a fraction of the cycle.
    static let frameRange = 1.0...120.0
    static let cycleRange = 0.005...0.5
    /// One frame of spec time, in seconds.
    static let frameSeconds = 1.0 / 60
    /// The opacity of the ghost nearest the playhead (0...1).
    static let nearestOpacity = 0.35
    /// The ghosts' tints: warm before the playhead, cool after it.
    static let beforeColor = Color(red: 0.91, green: 0.33, blue: 0.16)
    static let afterColor = Color(red: 0.10, green: 0.52, blue: 0.92)

    init() {}

    /// The spacings `unit` allows.
    static func spacingRange(_ unit: SpacingUnit) -> ClosedRange<Double> {
        unit == .frames ? frameRange : cycleRange
    }

    /// `spacing` kept within its unit's range (whole frames for frames).
    static func clampedSpacing(_ value: Double, unit: SpacingUnit) -> Double {
        let range = spacingRange(unit)
        guard value.isFinite else { return range.lowerBound }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        return unit == .frames ? clamped.rounded() : clamped
    }

    /// The time between two neighbouring ghosts, in seconds of spec time, for a cycle of
    /// `duration` seconds.
    func spacingSeconds(duration: Double) -> Double {
        let value = Self.clampedSpacing(spacing, unit: unit)
        return unit == .frames ? value * Self.frameSeconds : value * duration
    }

    /// The opacity of ghost `k` (1: the nearest) of `count` on its side: 0.35 × (1 − (k − 1)/(count + 1)).
    static func opacity(step k: Int, of count: Int) -> Double {
        nearestOpacity * (1 - Double(k - 1) / Double(count + 1))
    }

    /// The ghosts around the frame at spec time `time` (seconds) of a cycle of `duration` seconds
    /// that repeats from `cycleStart` (`IndicatorEvaluator.timeForCycleProgress(0)`), farthest
    /// first (the order they are drawn in, so the nearest lie on top). A ghost's time is `time`
    /// ± k spacings; once the playhead is in the repeating cycle, a ghost before `cycleStart`
    /// wraps to the cycle's end (the frame before the cycle's first is its last). During the
    /// warm-up a ghost before 0 s is left out. Empty when disabled.
    func ghosts(at time: Double, duration: Double, cycleStart: Double) -> [OnionGhost] {
        guard enabled, time.isFinite, duration.isFinite, duration > 0 else { return [] }
        let step = spacingSeconds(duration: duration)
        guard step > 0 else { return [] }
        let before = min(max(ghostsBefore, 0), Self.ghostRange.upperBound)
        let after = min(max(ghostsAfter, 0), Self.ghostRange.upperBound)
        var ghosts: [OnionGhost] = []
        ghosts.reserveCapacity(before + after)
        for (side, count) in [(-1, before), (1, after)] where count > 0 {
            for k in stride(from: count, through: 1, by: -1) {
                var t = time + Double(side * k) * step
                if time >= cycleStart, t < cycleStart {
                    t += ((cycleStart - t) / duration).rounded(.up) * duration
                }
                guard t >= 0 else { continue }
                ghosts.append(OnionGhost(step: side * k, time: t, opacity: Self.opacity(step: k, of: count)))
            }
        }
        // Farthest first on both sides: the before and after ghosts interleave by distance.
        return ghosts.sorted { abs($0.step) != abs($1.step) ? abs($0.step) > abs($1.step) : $0.step < $1.step }
    }

    // MARK: Codable (lenient)

    enum CodingKeys: String, CodingKey { case enabled, ghostsBefore, ghostsAfter, spacing, unit }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let v = try? c.decodeIfPresent(Bool.self, forKey: .enabled) { enabled = v }
        for (key, path) in [(CodingKeys.ghostsBefore, \OnionSkin.ghostsBefore), (.ghostsAfter, \.ghostsAfter)] {
            if let v = try? c.decodeIfPresent(Double.self, forKey: key), v.rounded() == v,
                v >= Double(Self.ghostRange.lowerBound), v <= Double(Self.ghostRange.upperBound)
            {
                self[keyPath: path] = Int(v)
            }
        }
        if let v = try? c.decodeIfPresent(SpacingUnit.self, forKey: .unit) { unit = v }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .spacing), Self.spacingRange(unit).contains(v) {
            spacing = Self.clampedSpacing(v, unit: unit)
        } else if unit != .frames {
            spacing = 0.05
        }
    }
}

/// One ghost of the onion skin.
struct OnionGhost: Equatable, Sendable {
    /// Its place: −k is the k-th before the playhead, +k the k-th after it.
    let step: Int
    /// The spec time it shows, in seconds.
    let time: Double
    /// Its opacity, 0...1.
    let opacity: Double

    /// Its tint: `OnionSkin.beforeColor` before the playhead, `afterColor` after it.
    var color: Color { step < 0 ? OnionSkin.beforeColor : OnionSkin.afterColor }
}
