import LoaderKitCore
import LoaderKitDrawing

/// The command line's refusals of what `ExportBudget` does not allow, so a long cycle or a large
/// size is a clear error instead of an endless run or an exhausted memory (the studio exports
/// within the same limits and says what it changed).
public enum AnimationBudget {
    /// The frames of a GIF of one loop of `seconds` and their delays (`LoopTiming`): `frames`
    /// frames when given, else those of `fps` (at most 50 kept). An error when there would be
    /// more than `ExportBudget.maximumFrames` (a spec lasting 1e308 seconds included), or when
    /// `frames` would show each frame for less than 2 cs.
    public static func gifTiming(seconds: Double, fps: Double, frames: Int?) throws(CommandError) -> LoopTiming {
        if let frames {
            let most = LoopTiming.maximumFrameCount(seconds: seconds)
            guard frames <= most else {
                throw CommandError(message: "a GIF of one \(JSNumberFormat.string(seconds)) s cycle has at most \(most) frames "
                                   + "(each shows at least 2 cs); pass --frames \(most) or fewer")
            }
            return LoopTiming(seconds: seconds, frameCount: frames)
        }
        let budget = ExportBudget.gifTiming(seconds: seconds, fps: fps)
        guard budget.clamp == nil else {
            throw CommandError(message: "one cycle of \(seconds) s at \(fps) fps would be more than \(ExportBudget.maximumFrames) frames; pass --frames N or a lower --fps")
        }
        return budget.timing
    }

    /// An error when `frames` frames of `width` x `height` pixels are too much for one GIF.
    public static func checkGIF(frames: Int, width: Int, height: Int) throws(CommandError) {
        if let megabytes = ExportBudget.gifOverflowMegabytes(frames: frames, width: width, height: height) {
            throw CommandError(message: "\(frames) frames of \(width)x\(height) would hold \(megabytes) MB in memory, more than the \(ExportBudget.maximumGIFMegabytes) MB a GIF may use; use fewer --frames or a smaller --size")
        }
    }
}
