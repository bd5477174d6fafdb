import LoaderKitCore

/// The frames of one looping animation (a GIF of one cycle) and how long each shows, in whole
/// centiseconds, GIF's unit: the one source of GIF timing for the command line and the studio.
///
/// Frame k starts at the exact time k·seconds/count. Rounding is carried from frame to frame
/// (frame k starts at round(k·C/count) cs, C = round(100·seconds)), so every frame starts
/// within 1 cs of its exact time and one loop lasts the cycle within half a centisecond;
/// rounding each delay alone would drift (a 1 s cycle at 30 fps would loop in 0.9 s).
public struct LoopTiming: Equatable, Sendable {
    /// Seconds one loop lasts.
    public let seconds: Double
    /// Frames in one loop; 1 to 2^20.
    public let frameCount: Int

    /// The shortest delay, in centiseconds: browsers show shorter ones as 10 cs.
    static let minimumDelay = 2
    /// The longest delay a GIF can store, in centiseconds.
    static let maximumDelay = 65535
    /// The highest frame rate a GIF keeps (a 2 cs delay), in frames per second.
    public static let maximumFramesPerSecond = 50.0

    /// A loop of `seconds` (> 0) in `frameCount` frames (clamped to 1...2^20).
    public init(seconds: Double, frameCount: Int) {
        self.seconds = seconds
        self.frameCount = min(1 << 20, max(1, frameCount))
    }

    /// One loop of `seconds` at `fps` frames per second (at most 50 are kept): round(seconds ×
    /// fps) frames, at least 2 and no more than `maximumFrameCount(seconds:)`; nil when that
    /// would be more than `limit` frames or is not a number (a cycle of 1e308 s, say).
    public static func atFrameRate(_ fps: Double, seconds: Double, limit: Int) -> LoopTiming? {
        let rate = fps.isNaN ? fps : min(fps, maximumFramesPerSecond)
        guard let wanted = CheckedInt.from(seconds * rate, in: Int.min...limit) else { return nil }
        let count = max(2, min(wanted, maximumFrameCount(seconds: seconds)))
        return count <= limit ? LoopTiming(seconds: seconds, frameCount: count) : nil
    }

    /// The most frames a loop of `seconds` can have with no delay below 2 cs (at least 2).
    public static func maximumFrameCount(seconds: Double) -> Int {
        guard let total = totalCentiseconds(seconds) else { return Int.max }
        return max(2, total / minimumDelay)
    }

    /// The start of frame `index` in seconds from the start of the loop: index·seconds/count.
    func startTime(of index: Int) -> Double {
        seconds * Double(index) / Double(frameCount)
    }

    /// How long each frame shows, in centiseconds (`minimumDelay` to `maximumDelay`).
    public var delaysCentiseconds: [Int] {
        guard let total = Self.totalCentiseconds(seconds) else {
            return Array(repeating: Self.maximumDelay, count: frameCount)
        }
        // Frame k starts at round(k·total/count) cs, in integers: exact, and each delay is at
        // least 2 cs whenever total/count is.
        func start(_ k: Int) -> Int { (2 * k * total + frameCount) / (2 * frameCount) }
        return (0..<frameCount).map { k in
            min(Self.maximumDelay, max(Self.minimumDelay, start(k + 1) - start(k)))
        }
    }

    /// round(100·seconds) when it is small enough to count in (at most 2^40 cs, 350 years).
    private static func totalCentiseconds(_ seconds: Double) -> Int? {
        CheckedInt.from(100 * seconds, in: 0...(1 << 40))
    }
}
