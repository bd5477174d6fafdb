import LoaderKitDrawing
import VectorExport

/// What the frame limit (`ExportBudget.maximumFrames`, 2,000 frames) does to an animated export
/// before it is written, for the export dialog to say beside the loop length: a long loop (a slow
/// speed, a high frame rate) is a sequence or GIF of at most that many frames, each shown longer,
/// and a Lottie file or SVG that would have more is refused.
enum ExportFrameLimit {
    /// Why a `kind` export of a loop of `loopSeconds` seconds at `fps` frames per second, played
    /// at `speed`, does not get the frames it asks for, or nil when it does (or the kind has no
    /// frames: a PNG). A refused Lottie file or SVG is offered speed 1 when `speed` is below 1.
    static func note(kind: ExportRequest.Kind, loopSeconds: Double, fps: Double, speed: Double) -> String? {
        guard loopSeconds.isFinite, loopSeconds > 0, fps > 0 else { return nil }
        // A GIF keeps at most 50 frames a second.
        let rate = kind == .gif ? min(fps, LoopTiming.maximumFramesPerSecond) : fps
        let loop = "A loop of \(LoopSpeed.secondsText(loopSeconds)) s at \(LoopSpeed.secondsText(rate)) fps"
        func cut(_ clamp: ExportBudget.FrameClamp) -> String {
            "\(loop) is \(ExportBudget.framesBeyondLimit(clamp.asked)): this one has \(clamp.became), "
                + "each shown longer."
        }
        switch kind {
        case .png:
            return nil
        case .pngSequence:
            return ExportBudget.sequenceFrames(seconds: loopSeconds, fps: fps).clamp.map(cut)
        case .gif:
            return ExportBudget.gifTiming(seconds: loopSeconds, fps: fps).clamp.map(cut)
        case .lottie, .svg:
            let frames = VectorTiming(cycleSeconds: loopSeconds, fps: fps).frameCount
            guard frames > ExportBudget.maximumFrames else { return nil }
            return "\(loop) is \(ExportBudget.framesBeyondLimit(frames)): "
                + (speed < 1 ? "choose a lower frame rate or speed 1." : "choose a lower frame rate.")
        }
    }
}
