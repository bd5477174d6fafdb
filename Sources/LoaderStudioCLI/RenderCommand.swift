import Export
import StudioCommandLine
import Foundation
import Graphics
import ImageExport
import LoaderKitCore
import LoaderKitDrawing
import Render
import VectorExport

/// `loader-studio render SPEC|NAME --out x.png|x.gif|x.json|x.svg ...`: still frames, PNG sequences, GIFs,
/// and (through `VectorRenderCommand`) Lottie files and animated SVGs.
struct RenderCommand {
    static var usage: String { CommandHelp.usage(of: declaration) }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        if arguments.contains(where: { $0 == "--progress" || $0.hasPrefix("--progress=") }) {
            return try ProgressRenderCommand.run(arguments, io: io)
        }
        let args = try ArgumentScanner(arguments, forms: [imageForm, VectorRenderCommand.form, batchForm])
        if args.value("out-dir") != nil || args.operands.count > 1 { return try runBatch(args, io: io) }
        if args.value("jobs") != nil { throw CommandError(message: "--jobs goes with --out-dir", showUsage: true) }
        guard args.operands.count == 1 else {
            throw CommandError(message: "render needs exactly one SPEC or NAME", showUsage: true)
        }
        guard let out = args.value("out") else {
            throw CommandError(message: "render needs --out x.png, x.gif, x.json or x.svg", showUsage: true)
        }
        let vectorFormat = try VectorRenderCommand.format(out: out, formatOption: args.value("format"))
        let isGIF = out.lowercased().hasSuffix(".gif")
        guard isGIF || vectorFormat != nil || out.lowercased().hasSuffix(".png") else {
            throw CommandError(message: "--out must end in .png, .gif, .json (Lottie) or .svg")
        }
        if vectorFormat != nil {
            for option in ["t", "cycle-progress", "frames", "background"] where args.value(option) != nil {
                throw CommandError(
                    message: "--\(option) does not apply to a Lottie or SVG export (one whole cycle is written)")
            }
        }
        if args.value("t") != nil && args.value("cycle-progress") != nil {
            throw CommandError(message: "use either --t or --cycle-progress", showUsage: true)
        }
        if args.value("color") != nil && args.value("colors") != nil {
            throw CommandError(message: "use either --color or --colors", showUsage: true)
        }
        let size = try args.integer("size", in: ExportBudget.sizeRange) ?? 160
        let frames = try args.integer("frames", in: 1...ExportBudget.maximumFrames)
        let fps = try args.number("fps") ?? (vectorFormat == nil ? 30 : VectorExporter.defaultFrameRate)
        guard fps > 0 && fps <= 1000 else { throw CommandError(message: "--fps must be above 0 and at most 1000") }
        let speed = try self.speed(args, animated: isGIF || vectorFormat != nil)
        let color = try args.color("color")
        let colors = try args.colors("colors") ?? []
        let background = try args.color("background")
        let params = try args.params()

        let source = try SpecSource.resolve(args.operands[0])
        if source.isFile {
            let sequence = vectorFormat == nil && !isGIF && frames != nil ? frames : nil
            try RenderOutputCheck.check(
                outputs: RenderOutputCheck.outputs(out: out, sequenceFrames: sequence),
                inputs: [source.label])
        }
        guard let evaluator = try source.evaluator(params: params, io: io) else { return .problems }
        if let vectorFormat {
            return try VectorRenderCommand.run(
                vectorFormat, evaluator: evaluator, out: out, size: size, fps: fps, speed: speed,
                color: color ?? IndicatorRasterizer.defaultColor, colors: colors, io: io)
        }
        let rasterizer = IndicatorRasterizer(
            evaluator: evaluator, size: size, color: color ?? IndicatorRasterizer.defaultColor,
            colors: colors, background: background)
        do {
            if frames == nil && !isGIF {
                let t = try args.number("t") ?? evaluator.timeForCycleProgress(try args.number("cycle-progress") ?? 0)
                try PNGFile.write(try image(rasterizer.frame(at: t)), to: out)
                io.print("wrote \(out) (\(size)x\(size))")
                return .success
            }
            if isGIF {
                // Memory first: asking for too much is the larger mistake.
                if let frames { try AnimationBudget.checkGIF(frames: frames, width: size, height: size) }
                let timing = try AnimationBudget.gifTiming(
                    seconds: evaluator.spec.duration, fps: fps, frames: frames,
                    speed: speed)
                let count = timing.frameCount
                try AnimationBudget.checkGIF(frames: count, width: size, height: size)
                let images = try rasterizer.cycleTimes(count: count).map { try image(rasterizer.frame(at: $0)) }
                try GIFFile.write(
                    try GIFAnimation(frames: images, delaysCentiseconds: timing.delaysCentiseconds), to: out)
                io.print("wrote \(out) (\(size)x\(size), \(count) frames)")
            } else {
                let count = frames ?? 1
                let times = rasterizer.cycleTimes(count: count)
                for (k, t) in times.enumerated() {
                    try PNGFile.write(try image(rasterizer.frame(at: t)), to: FrameSequence.path(out, index: k))
                }
                io.print(
                    "wrote \(FrameSequence.path(out, index: 0)) ... \(FrameSequence.path(out, index: count - 1)) (\(count) frames)"
                )
            }
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(message: "cannot write \(out): \(error)")
        }
        return .success
    }

    /// `--speed S`: the playback speed a GIF, Lottie or SVG loop plays the cycle at (default 1).
    /// An error when it is not above 0 (no loop), or when the output is PNG (`animated` false):
    /// a PNG frame or sequence holds no timing for a speed to change.
    static func speed(_ args: ArgumentScanner, animated: Bool) throws(CommandError) -> Double {
        guard let speed = try args.number("speed") else { return 1 }
        guard animated else {
            throw CommandError(
                message: "--speed applies to a GIF, Lottie or SVG loop; a PNG frame or sequence holds no timing")
        }
        guard LoopSpeed.canLoop(speed) else {
            throw CommandError(
                message:
                    "--speed must be above 0 (the loop lasts the cycle / speed), got \(JSNumberFormat.string(speed))")
        }
        return speed
    }

    private static func image(_ pixmap: Pixmap) throws -> RGBAImage {
        try RGBAImage(width: pixmap.width, height: pixmap.height, premultipliedARGB32: pixmap.pixels)
    }
}
