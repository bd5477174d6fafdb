import StudioCommandLine
import Foundation
import Handoff
import LoaderKitCore

extension SnippetCommand {
    /// `snippet --progress …`: a progress design's code.
    static let progressForm = CommandForm(
        synopsis:
            "--progress N|TYPE[:VARIANT] --platform P [--options k=v,...] [--indeterminate | --determinate] [--buffer]",
        description: """
            With --progress it writes a progress view as the playground's progress panel does:
            a gallery design by number (1 to \(ProgressDesign.all.count), with its type, variant, options, content,
            buffer and indeterminate mode), or TYPE[:VARIANT] (no content, no buffer); the value
            is always 0.4 and a buffer 0.6.
            """,
        options: [
            .value(
                "progress", "N|TYPE[:VARIANT]", completion: .choices(ProgressType.allCases.map(\.rawValue)),
                help: "a gallery design's number, or a type and variant"),
            .value(
                "options", "k=v,...",
                help:
                    "the options of `render --progress` (those equal to the pair's defaults are left out), and smooth=false"
            ),
            .flag("indeterminate", help: "no value"),
            .flag("determinate", help: "a value, even for a design the gallery shows indeterminate"),
            .flag("buffer", help: "a buffer ahead of the value (buffer=0 in --options turns a design's buffer off)"),
        ])

    /// `snippet --progress …`: the code of a progress design.
    static func runProgress(
        _ kind: String, args: ArgumentScanner, platforms: [SnippetPlatform],
        io: CommandIO
    ) throws(CommandError) -> ExitCode {
        guard args.operands.isEmpty else {
            throw CommandError(message: "snippet --progress takes no SPEC|NAME", showUsage: true)
        }
        for option in ["params", "color", "colors", "speed", "size"] where args.value(option) != nil {
            throw CommandError(message: "--\(option) is for indicators; with --progress use --options", showUsage: true)
        }
        let design = try progressDesign(kind)
        var options = design.options
        options.type = design.type
        options.variant = design.variant
        if args.flag("indeterminate") && args.flag("determinate") {
            throw CommandError(message: "use either --indeterminate or --determinate", showUsage: true)
        }
        let indeterminate = args.flag("indeterminate") || (design.alwaysIndeterminate && !args.flag("determinate"))
        var buffer = design.showsBuffer || args.flag("buffer")
        var smooth = true
        if let text = args.value("options") {
            var rest: [Substring] = []
            for item in text.split(separator: ",") {
                let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.first == "smooth" else { rest.append(item); continue }
                switch pair.count == 2 ? pair[1].lowercased() : "" {
                case "true", "1", "yes": smooth = true
                case "false", "0", "no": smooth = false
                default: throw CommandError(message: "progress option smooth needs true or false, got \"\(item)\"")
                }
            }
            var bufferValue: Double?
            do {
                try ProgressRenderCommand.parseOptions(
                    rest.joined(separator: ","), into: &options, buffer: &bufferValue)
            } catch {
                var problem = error
                if problem.message.hasPrefix("unknown progress option") { problem.message += ", smooth" }
                throw problem
            }
            if let bufferValue { buffer = bufferValue > 0 }
        }
        let snippet = ProgressSnippet(
            design: design, options: options, indeterminate: indeterminate, smooth: smooth, buffer: buffer)
        io.print(render(platforms, code: snippet.code(for:), all: snippet.allPlatforms))
        return .success
    }

    /// A gallery design by number, or a design of `TYPE[:VARIANT]` with nothing inside.
    static func progressDesign(_ kind: String) throws(CommandError) -> ProgressDesign {
        let text = kind.trimmingCharacters(in: .whitespaces)
        if let number = Int(text) {
            guard let design = ProgressDesign.number(number) else {
                throw CommandError(
                    message:
                        "there is no gallery design \(number); the designs are numbered 1 to \(ProgressDesign.all.count)"
                )
            }
            return design
        }
        let options = try ProgressRenderCommand.parseKind(text)
        return ProgressDesign(number: 0, title: text, options: options)
    }
}
