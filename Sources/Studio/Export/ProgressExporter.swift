import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// Writes a progress design as `render --progress` does: a PNG of one state, or a looping GIF
/// of one indeterminate loop or of the glide from 0 to the value.
@MainActor
enum ProgressExporter {
    /// What the design shows: its value (nil: indeterminate), its buffer, and the state a PNG
    /// draws.
    package struct Showing {
        package var value: Double?
        package var buffer: Double?
        package var state: ProgressState

        package init(value: Double?, buffer: Double?, state: ProgressState) {
            self.value = value
            self.buffer = buffer
            self.state = state
        }
    }

    /// The scales a progress export may use, in pixels per unit.
    static let scaleRange = 1...8

    /// Exports `request` (its `size` is the scale; a `.pngSequence` is refused) of `images`,
    /// whose options resolve to `resolved`; returns the path written.
    package static func export(
        _ request: ExportRequest, resolved: ResolvedProgress, showing: Showing,
        images: ProgressImageSource, writer: ImageWriting
    ) throws -> [String] {
        let (w, h) = (images.width, images.height)
        switch request.kind {
        case .png:
            try writer.writePNG(
                width: w, height: h, premultipliedARGB32: images.frame(showing.state), path: request.path)
        case .gif:
            guard request.fps > 0, request.fps <= 100 else {
                throw StudioFileError("export frame rate must be above 0 and at most 100 fps")
            }
            let (states, timing) = frames(resolved, showing: showing, fps: request.fps)
            guard ExportBudget.gifOverflowMegabytes(frames: states.count, width: w, height: h) == nil else {
                throw StudioFileError(
                    "a GIF of \(states.count) frames of \(w)x\(h) would hold more than "
                        + "\(ExportBudget.maximumGIFMegabytes) MB; export at a smaller scale")
            }
            try writer.writeGIF(
                frames: states.map(images.frame), width: w, height: h,
                delaysCentiseconds: timing.delaysCentiseconds, path: request.path)
        case .pngSequence, .lottie, .svg:
            throw StudioFileError("a progress design exports as a PNG frame or a GIF")
        }
        return [request.path]
    }

    /// The GIF's states: one indeterminate loop, or the glide to the value, from time 0.
    static func frames(_ resolved: ResolvedProgress, showing: Showing, fps: Double) -> ([ProgressState], LoopTiming) {
        guard let value = showing.value else {
            let seconds = ProgressFrames.indeterminateLoopSeconds(resolved)
            let timing = ExportBudget.gifTiming(seconds: seconds, fps: fps).timing
            return (ProgressFrames.indeterminate(resolved, timing: timing, start: 0), timing)
        }
        let glide = ProgressFrames.glide(
            resolved, value: value, buffer: showing.buffer,
            count: ProgressFrames.glideFrameCount(fps: fps), start: 0)
        return (glide.states, glide.timing)
    }
}
