import LoaderKitCore
import LoaderKitDrawing

/// The command line's refusals of what `ExportBudget` does not allow, so a long cycle or a large
/// size is a clear error instead of an endless run or an exhausted memory (the studio exports
/// within the same limits and says what it changed).
public enum AnimationBudget {
    /// The frames of a GIF of one loop of `seconds` and their delays (`LoopTiming`): `frames`
    /// frames when given, else those of `fps` (at most 50 kept). An error when there would be
    /// more than `ExportBudget.maximumFrames` (a spec lasting 1e308 seconds included), or when
    /// `frames` would show each frame for less than 2 cs. `speed` (above 0) is the playback speed
    /// the loop plays a cycle of `seconds` at: the loop lasts `seconds` / `speed` (`LoopSpeed`).
    public static func gifTiming(
        seconds cycleSeconds: Double, fps: Double, frames: Int?,
        speed: Double = 1
    ) throws(CommandError) -> LoopTiming {
        let seconds = LoopSpeed.loopSeconds(cycleSeconds: cycleSeconds, speed: speed)
        let loop =
            speed == 1
            ? "one \(JSNumberFormat.string(seconds)) s cycle"
            : "one \(JSNumberFormat.string(seconds)) s loop (a \(JSNumberFormat.string(cycleSeconds)) s cycle at \(LoopSpeed.text(speed)))"
        if let frames {
            let most = LoopTiming.maximumFrameCount(seconds: seconds)
            guard frames <= most else {
                throw CommandError(
                    message: "a GIF of \(loop) has at most \(most) frames "
                        + "(each shows at least 2 cs); pass --frames \(most) or fewer")
            }
            return LoopTiming(seconds: seconds, frameCount: frames)
        }
        let budget = ExportBudget.gifTiming(seconds: seconds, fps: fps)
        if let clamp = budget.clamp {
            let what =
                speed == 1
                ? "one cycle of \(seconds) s"
                : "one loop of \(seconds) s (a \(cycleSeconds) s cycle at \(LoopSpeed.text(speed)))"
            throw CommandError(
                message:
                    "\(what) at \(fps) fps would be \(ExportBudget.framesBeyondLimit(clamp.asked)); pass --frames N or a lower --fps"
            )
        }
        return budget.timing
    }

    /// An error when `frames` frames of `width` x `height` pixels are too much for one GIF.
    public static func checkGIF(frames: Int, width: Int, height: Int) throws(CommandError) {
        if let megabytes = ExportBudget.gifOverflowMegabytes(frames: frames, width: width, height: height) {
            throw CommandError(
                message:
                    "\(frames) frames of \(width)x\(height) would hold \(megabytes) MB in memory, more than the \(ExportBudget.maximumGIFMegabytes) MB a GIF may use; use fewer --frames or a smaller --size"
            )
        }
    }
}
