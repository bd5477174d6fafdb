import LoaderKitCore
import LoaderKitDrawing

/// Bounds on what `render` writes for an animation, so a long cycle or a large size is a clear
/// error instead of an endless run or an exhausted memory.
public enum AnimationBudget {
    /// The most frames one animation (GIF or PNG sequence) may have.
    public static let maximumFrames = 2000
    /// The most pixels all the frames of one GIF may have together (held in memory until the GIF
    /// is encoded: 4 bytes each, so 1 GiB).
    public static let maximumGIFPixels = 1 << 28

    /// The frames of a GIF of one loop of `seconds` and their delays (`LoopTiming`): `frames`
    /// frames when given, else those of `fps` (at most 50 kept). An error when there would be
    /// more than `maximumFrames` (a spec lasting 1e308 seconds included), or when `frames` would
    /// show each frame for less than 2 cs.
    public static func gifTiming(seconds: Double, fps: Double, frames: Int?) throws(CommandError) -> LoopTiming {
        if let frames {
            let most = LoopTiming.maximumFrameCount(seconds: seconds)
            guard frames <= most else {
                throw CommandError(message: "a GIF of one \(JSNumberFormat.string(seconds)) s cycle has at most \(most) frames "
                                   + "(each shows at least 2 cs); pass --frames \(most) or fewer")
            }
            return LoopTiming(seconds: seconds, frameCount: frames)
        }
        guard let timing = LoopTiming.atFrameRate(fps, seconds: seconds, limit: maximumFrames) else {
            throw CommandError(message: "one cycle of \(seconds) s at \(fps) fps would be more than \(maximumFrames) frames; pass --frames N or a lower --fps")
        }
        return timing
    }

    /// An error when `frames` frames of `width` x `height` pixels are too much for one GIF.
    public static func checkGIF(frames: Int, width: Int, height: Int) throws(CommandError) {
        let pixels = Double(frames) * Double(width) * Double(height)
        guard pixels <= Double(maximumGIFPixels) else {
            let megabytes = CheckedInt.clamped(pixels * 4 / 1_048_576, to: 0...Int.max)
            throw CommandError(message: "\(frames) frames of \(width)x\(height) would hold \(megabytes) MB in memory, more than the \(maximumGIFPixels * 4 >> 20) MB a GIF may use; use fewer --frames or a smaller --size")
        }
    }
}
