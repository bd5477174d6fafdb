import LoaderKitCore

/// The limits of one exported animation (a PNG sequence or a GIF), the one statement of them for
/// the studio's Export and the command line's `render`: how many frames, and how much memory a
/// GIF's frames may hold. The studio exports within them and says what it changed; the command
/// line refuses with its own message.
public enum ExportBudget {
    /// The side of an exported indicator image, in pixels.
    public static let sizeRange = 1...4096
    /// The most frames one animation may have.
    public static let maximumFrames = 2000
    /// The most pixels all the frames of one GIF may hold together (kept in memory until the GIF
    /// is encoded: 4 bytes each, so 1 GiB).
    public static let maximumGIFPixels = 1 << 28
    /// `maximumGIFPixels` in megabytes.
    public static var maximumGIFMegabytes: Int { maximumGIFPixels * 4 >> 20 }

    /// The one statement of the frame limit in every message, the studio's and the command
    /// line's: "3000 frames, 1000 more than the 2000 an export may have" ("too many frames to
    /// count, far more than …" for `Int.max`).
    public static func framesBeyondLimit(_ count: Int) -> String {
        let frames = count == Int.max ? "too many frames to count, far" : "\(count) frames, \(count - maximumFrames)"
        return frames + " more than the \(maximumFrames) an export may have"
    }

    /// A frame count the budget lowered: `asked` frames (round(seconds × fps), at least 2)
    /// became `maximumFrames`.
    public struct FrameClamp: Equatable, Sendable {
        /// The frames one cycle would have had (`Int.max` when too many to count).
        public let asked: Int
        /// The frames exported.
        public let became: Int

        /// What the user reads: which limit, and what the export became.
        public var message: String {
            "one cycle would be \(ExportBudget.framesBeyondLimit(asked)), so it has \(became), each shown longer"
        }
    }

    /// The frames of one cycle of `seconds` at `fps` in a PNG sequence: round(seconds × fps),
    /// at least 2; a cycle of more than `maximumFrames` gets that many, with the clamp.
    public static func sequenceFrames(seconds: Double, fps: Double) -> (count: Int, clamp: FrameClamp?) {
        let wanted = CheckedInt.clamped(seconds * fps, to: 2...Int.max)
        guard wanted > maximumFrames else { return (wanted, nil) }
        return (maximumFrames, FrameClamp(asked: wanted, became: maximumFrames))
    }

    /// The frames and delays of a GIF of one cycle of `seconds` at `fps` (at most 50 fps, no
    /// delay below 2 cs); a cycle of more than `maximumFrames` gets that many, with the clamp.
    public static func gifTiming(seconds: Double, fps: Double) -> (timing: LoopTiming, clamp: FrameClamp?) {
        if let timing = LoopTiming.atFrameRate(fps, seconds: seconds, limit: maximumFrames) { return (timing, nil) }
        let rate = fps.isNaN ? fps : min(fps, LoopTiming.maximumFramesPerSecond)
        let asked = CheckedInt.clamped(seconds * rate, to: 2...Int.max)
        return (
            LoopTiming(seconds: seconds, frameCount: maximumFrames), FrameClamp(asked: asked, became: maximumFrames)
        )
    }

    /// The megabytes `frames` frames of `width` × `height` pixels would hold when that is more
    /// than a GIF may (`maximumGIFPixels`); nil when they fit.
    public static func gifOverflowMegabytes(frames: Int, width: Int, height: Int) -> Int? {
        let pixels = Double(frames) * Double(width) * Double(height)
        guard pixels > Double(maximumGIFPixels) else { return nil }
        return CheckedInt.clamped(pixels * 4 / 1_048_576, rounding: .towardZero, to: 0...Int.max)
    }
}
