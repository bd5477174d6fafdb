import Export
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import VectorExport

/// Renders and writes exports: it picks the frame times, asks the caller's frame function for
/// pixels (the Studio target does not rasterize), lays them over the background and writes
/// through an `ImageWriting`.
package enum Exporter {
    /// Draws the indicator at spec time t (seconds) into `size`x`size` premultiplied 0xAARRGGBB pixels.
    package typealias FrameFunction = (_ t: Double) throws -> [UInt32]

    /// The frame times of `request`, in spec seconds, and the limit the budget applied if it
    /// did: the request's time for a PNG; for a sequence or GIF, one cycle after the stagger
    /// warm-up (`ExportBudget.sequenceFrames` frames for a sequence, those of
    /// `ExportBudget.gifTiming` for a GIF, of a loop of `request.loopSeconds(of:)`: the cycle at
    /// the request's speed), at cycle progress i/count. A speed that makes no loop (0 or less)
    /// gives no frames (`export` refuses it).
    package static func frameTimes(for request: ExportRequest, evaluator: IndicatorEvaluator)
        -> (times: [Double], clamp: ExportBudget.FrameClamp?)
    {
        let count: Int, clamp: ExportBudget.FrameClamp?
        guard request.kind == .png || LoopSpeed.canLoop(request.speed) else { return ([], nil) }
        switch request.kind {
        case .png: return ([request.time], nil)
        case .lottie, .svg: return ([], nil)
        case .pngSequence:
            (count, clamp) = ExportBudget.sequenceFrames(seconds: request.loopSeconds(of: evaluator), fps: request.fps)
        case .gif:
            let budget = ExportBudget.gifTiming(seconds: request.loopSeconds(of: evaluator), fps: request.fps)
            (count, clamp) = (budget.timing.frameCount, budget.clamp)
        }
        return ((0..<count).map { evaluator.timeForCycleProgress(Double($0) / Double(count)) }, clamp)
    }

    /// The files `request` writes for `evaluator` (a sequence's frame files, one per frame time).
    package static func targets(for request: ExportRequest, evaluator: IndicatorEvaluator) -> ExportTargets {
        ExportTargets(
            request: request,
            frameCount: request.kind == .pngSequence ? frameTimes(for: request, evaluator: evaluator).times.count : 1)
    }

    /// The file of frame `index` of a sequence at `path`: `stem-0007.png`.
    package static func sequencePath(_ path: String, index: Int) -> String { FrameSequence.path(path, index: index) }

    /// What an export wrote, and the limit it met (the export then has that many frames).
    package struct Outcome {
        package var paths: [String]
        package var clamp: ExportBudget.FrameClamp?
    }

    /// Exports `request` for `evaluator`; returns the paths written and the limit met. Lottie and
    /// SVG take element i's colour from `colors[i % count]` (the first one when there is one).
    /// An animation at a speed of 0 or less is refused, naming the speed: it has no loop to
    /// write (the dialog never asks for one: it exports such a speed at 1, saying so).
    package static func export(
        _ request: ExportRequest, evaluator: IndicatorEvaluator, frame: FrameFunction,
        colors: [Color] = [], writer: ImageWriting
    ) throws -> Outcome {
        let sizes = ExportBudget.sizeRange
        guard sizes.contains(request.size) else {
            throw StudioFileError(
                "export size must be \(sizes.lowerBound) to \(sizes.upperBound) pixels, not \(request.size)")
        }
        guard request.fps > 0, request.fps <= 100 || request.kind == .png else {
            throw StudioFileError("export frame rate must be above 0 and at most 100 fps")
        }
        if request.kind != .png, let problem = LoopSpeed.refusal(request.speed) {
            throw StudioFileError("cannot export a loop: \(problem)")
        }
        if request.kind.isVector {
            let format: VectorFormat = request.kind == .lottie ? .lottie : .svg
            var exporter = VectorExporter(
                format: format, size: request.size, frameRate: request.fps,
                color: colors.first ?? .black, colors: colors.count > 1 ? colors : [])
            exporter.speed = request.speed
            let bytes: [UInt8]
            do {
                bytes = try exporter.export(evaluator)
            } catch {
                throw StudioFileError(error.message)
            }
            try writer.writeFile(bytes, path: request.path)
            return Outcome(paths: [request.path], clamp: nil)
        }
        let side = request.size
        let (times, clamp) = frameTimes(for: request, evaluator: evaluator)
        func pixels(at t: Double) throws -> [UInt32] {
            let pixels = try frame(t)
            guard pixels.count == side * side else {
                throw StudioFileError("a frame has \(pixels.count) pixels, expected \(side * side)")
            }
            return request.background.map { composite(pixels, over: $0) } ?? pixels
        }
        switch request.kind {
        case .png:
            try writer.writePNG(
                width: side, height: side, premultipliedARGB32: pixels(at: times[0]), path: request.path)
            return Outcome(paths: [request.path], clamp: nil)
        case .pngSequence:
            // One frame in memory at a time.
            var paths: [String] = []
            for (i, t) in times.enumerated() {
                let path = sequencePath(request.path, index: i)
                try writer.writePNG(width: side, height: side, premultipliedARGB32: pixels(at: t), path: path)
                paths.append(path)
            }
            return Outcome(paths: paths, clamp: clamp)
        case .gif:
            // A GIF is encoded from all its frames at once: bound what they hold.
            if let megabytes = ExportBudget.gifOverflowMegabytes(frames: times.count, width: side, height: side) {
                throw StudioFileError(
                    "a GIF of \(times.count) frames at \(side) px would hold \(megabytes) MB; "
                        + "export at most \(ExportBudget.maximumGIFMegabytes) MB: a smaller size or a lower frame rate")
            }
            let frames = try times.map(pixels(at:))
            let delays = ExportBudget.gifTiming(seconds: request.loopSeconds(of: evaluator), fps: request.fps).timing
                .delaysCentiseconds
            try writer.writeGIF(
                frames: frames, width: side, height: side, delaysCentiseconds: delays, path: request.path)
            return Outcome(paths: [request.path], clamp: clamp)
        case .lottie, .svg:
            preconditionFailure("vector kinds are written above")
        }
    }

    /// Premultiplied 0xAARRGGBB `pixels` laid over `background` (source-over; the background's
    /// own alpha is kept, so an opaque colour gives opaque pixels).
    static func composite(_ pixels: [UInt32], over background: Color) -> [UInt32] {
        let c = background.rgba8
        let ba = UInt32(c.alpha)
        // The background, premultiplied.
        let br = (UInt32(c.red) * ba + 127) / 255, bg = (UInt32(c.green) * ba + 127) / 255
        let bb = (UInt32(c.blue) * ba + 127) / 255
        return pixels.map { p in
            let a = p >> 24
            let inv = 255 - a
            func mix(_ s: UInt32, _ d: UInt32) -> UInt32 { min(255, s + (d * inv + 127) / 255) }
            return mix(a, ba) << 24 | mix((p >> 16) & 0xFF, br) << 16 | mix((p >> 8) & 0xFF, bg) << 8
                | mix(p & 0xFF, bb)
        }
    }
}
