import StudioCommandLine
import Foundation
import Graphics
import LoaderKitCore
import VectorExport

/// `loader-studio render SPEC|NAME --out x.json|x.svg [--format lottie|svg] ...`: one steady
/// cycle as a Lottie file or an animated SVG.
enum VectorRenderCommand {
    static let form = CommandForm(
        synopsis: """
            SPEC|NAME --out x.json|x.svg [--format lottie|svg] [--size 160] [--fps 60] [--speed S] \
            [--color HEX | --colors HEX,...] [--params k=v,...]
            """,
        description: """
            Vector output: --out x.json (Lottie) or x.svg (animated SVG, CSS keyframes) writes one
            steady cycle that loops: frame k shows cycle progress k / frames, after the stagger warm-up.
            """,
        options: [
            .value(
                "format", "lottie|svg", completion: .choices(["lottie", "svg"]),
                help: "the output format; it must match the --out extension"),
            .value(
                "fps", "F",
                help: "frames per second (default 60); the loop gets round(duration / S × F) frames"),
            .value("speed", "S", help: "playback speed (default 1, above 0): one loop lasts the cycle / S"),
        ])

    /// The vector format `out` and `--format` ask for, nil for a raster output, or an error when
    /// they disagree.
    static func format(out: String, formatOption: String?) throws(CommandError) -> VectorFormat? {
        let byExtension = VectorFormat(path: out)
        guard let formatOption else { return byExtension }
        let lowered = formatOption.lowercased()
        if lowered == "png" || lowered == "gif" {
            guard out.lowercased().hasSuffix("." + lowered) else {
                throw CommandError(
                    message: "--format \(lowered) does not match --out \(out); a \(lowered) file ends in .\(lowered)")
            }
            return nil
        }
        guard let asked = VectorFormat(rawValue: lowered) else {
            throw CommandError(
                message: "--format must be lottie, svg, png or gif, got \"\(formatOption)\"", showUsage: true)
        }
        guard byExtension == asked else {
            throw CommandError(
                message:
                    "--format \(asked.rawValue) does not match --out \(out); a \(asked.rawValue) file ends in .\(asked.fileExtension)"
            )
        }
        return asked
    }

    static func run(
        _ format: VectorFormat, evaluator: IndicatorEvaluator, out: String, size: Int, fps: Double, speed: Double = 1,
        color: Color, colors: [Color], io: CommandIO
    ) throws(CommandError) -> ExitCode {
        var exporter = VectorExporter(format: format, size: size, frameRate: fps, color: color, colors: colors)
        exporter.speed = speed
        let output: VectorExporter.Output
        do {
            output = try exporter.exportOutput(evaluator)
        } catch {
            throw CommandError(message: "cannot export \(evaluator.spec.name): \(error.message)")
        }
        do {
            try Data(output.bytes).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw CommandError(message: "cannot write \(out): \(error.localizedDescription)")
        }
        let frames = exporter.timing(for: evaluator).frameCount
        let motion: String
        switch output.keyframedElements {
        case 0: motion = "outlines baked per frame"
        case output.elements: motion = "every element keyframed"
        case let keyframed: motion = "\(keyframed) of \(output.elements) elements keyframed, the rest baked per frame"
        }
        io.print(
            "wrote \(out) (\(format.rawValue), \(size)x\(size), \(frames) frames, \(output.bytes.count) bytes; \(motion))"
        )
        return .success
    }
}
