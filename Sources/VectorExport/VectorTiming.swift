import Foundation

/// The frames of one exported loop: frame k shows cycle progress k / frameCount (after the
/// stagger warm-up), and the loop lasts the spec's cycle divided by the playback speed exactly
/// (a 0.75 s cycle at 1.25× loops in 0.6 s).
public struct VectorTiming: Equatable, Sendable {
    /// Frames in one loop (the Lottie file's `op`).
    public let frameCount: Int
    /// How long one loop plays, in seconds: the cycle's length divided by `speed` (an SVG
    /// animation's duration).
    public let duration: Double
    /// The playback speed the loop plays the cycle at (1 plays it as the spec says).
    public let speed: Double
    /// The spec's cycle length in seconds (`duration` × `speed`).
    public let cycleSeconds: Double

    /// Frames of a loop of a `cycleSeconds` cycle played at `speed` (above 0), at about `fps`
    /// frames a second: round(cycleSeconds / speed × fps), at least 1, at most `countCap` (so a
    /// 1e308-second loop stays countable). Callers check the count against `VectorExportLimits`
    /// first.
    public init(cycleSeconds: Double, fps: Double, speed: Double = 1) {
        self.speed = speed
        self.cycleSeconds = cycleSeconds
        duration = cycleSeconds / speed
        let wanted = (duration * fps).rounded()
        frameCount = wanted >= 1 ? Int(min(wanted, Double(Self.countCap))) : 1
    }

    /// The largest frame count kept; a longer loop counts as this many.
    static let countCap = 1_000_000_000_000

    /// Frames per second of playback that make `frameCount` frames last `duration` exactly
    /// (Lottie's `fr`).
    public var frameRate: Double { Double(frameCount) / duration }

    /// Frames per second of spec time: frame f shows spec time start + f / specFrameRate (the
    /// clock of a Lottie file's keyframed tracks). `frameRate` / `speed`.
    public var specFrameRate: Double { Double(frameCount) / cycleSeconds }

    /// The cycle progress of frame `k`.
    public func cycleProgress(ofFrame k: Int) -> Double { Double(k) / Double(frameCount) }

    /// The frame nearest to cycle progress `progress` (0 to 1).
    public func frame(nearestTo progress: Double) -> Int {
        Int((progress * Double(frameCount)).rounded()) % frameCount
    }
}
