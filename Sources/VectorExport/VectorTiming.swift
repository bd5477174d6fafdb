import Foundation

/// The frames of one exported cycle: frame k shows cycle progress k / frameCount (after the
/// stagger warm-up), and the loop lasts the spec's duration exactly.
public struct VectorTiming: Equatable, Sendable {
    /// Frames in one cycle (the Lottie file's `op`).
    public let frameCount: Int
    /// The cycle length in seconds.
    public let duration: Double

    /// Frames of a cycle of `duration` seconds at about `fps` frames a second: round(duration ×
    /// fps), at least 1, at most `countCap` (so a 1e308-second cycle stays countable). Callers
    /// check the count against `VectorExportLimits` first.
    public init(duration: Double, fps: Double) {
        self.duration = duration
        let wanted = (duration * fps).rounded()
        frameCount = wanted >= 1 ? Int(min(wanted, Double(Self.countCap))) : 1
    }

    /// The largest frame count kept; a longer cycle counts as this many.
    static let countCap = 1_000_000_000_000

    /// Frames per second that make `frameCount` frames last `duration` exactly (Lottie's `fr`).
    public var frameRate: Double { Double(frameCount) / duration }

    /// The cycle progress of frame `k`.
    public func cycleProgress(ofFrame k: Int) -> Double { Double(k) / Double(frameCount) }

    /// The frame nearest to cycle progress `progress` (0 to 1).
    public func frame(nearestTo progress: Double) -> Int {
        Int((progress * Double(frameCount)).rounded()) % frameCount
    }
}
