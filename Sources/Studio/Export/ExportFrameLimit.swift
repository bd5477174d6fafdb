import LoaderKitDrawing
import Localization
import VectorExport

/// What the frame limit (`ExportBudget.maximumFrames`, 2,000 frames) does to an animated export
/// before it is written, for the export dialog to say beside the loop length: a long loop (a slow
/// speed, a high frame rate) is a sequence or GIF of at most that many frames, each shown longer,
/// and a Lottie file or SVG that would have more is refused.
enum ExportFrameLimit {
    /// Why a `kind` export of a loop of `loopSeconds` seconds at `fps` frames per second, played
    /// at `speed`, does not get the frames it asks for, or nil when it does (or the kind has no
    /// frames: a PNG), in the language of `text`. A refused Lottie file or SVG is offered speed 1
    /// when `speed` is below 1.
    static func note(
        kind: ExportRequest.Kind, loopSeconds: Double, fps: Double, speed: Double,
        _ text: Localizer = StudioCatalogue.english
    ) -> String? {
        guard loopSeconds.isFinite, loopSeconds > 0, fps > 0 else { return nil }
        // A GIF keeps at most 50 frames a second.
        let rate = kind == .gif ? min(fps, LoopTiming.maximumFramesPerSecond) : fps
        let loop = text(GalleryText.loopAt(seconds(loopSeconds, text), fps: seconds(rate, text)))
        func cut(_ clamp: ExportBudget.FrameClamp) -> String {
            text(GalleryText.loopCut(loop, frames: framesBeyond(clamp.asked, text), became: clamp.became))
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
            return text(GalleryText.loopRefused(loop, frames: framesBeyond(frames, text), offerSpeedOne: speed < 1))
        }
    }

    /// What a frame clamp did, as the export's toast says it ("one cycle would be …").
    static func clampMessage(_ clamp: ExportBudget.FrameClamp, _ text: Localizer) -> String {
        text(GalleryText.clamped(framesBeyond(clamp.asked, text), became: clamp.became))
    }

    /// "N frames, M more than the 2000 an export may have" (`ExportBudget.framesBeyondLimit`).
    static func framesBeyond(_ count: Int, _ text: Localizer) -> String {
        let maximum = ExportBudget.maximumFrames
        return text(
            count == Int.max
                ? GalleryText.framesUncountable(maximum: maximum)
                : GalleryText.framesBeyond(count, over: count - maximum, maximum: maximum))
    }

    /// Seconds or a rate as `LoopSpeed` writes them, with the language's decimal separator.
    private static func seconds(_ value: Double, _ text: Localizer) -> String {
        text.decimal(LoopSpeed.secondsText(value))
    }
}
