import Handoff
import LoaderKitCore

extension SnippetCommand {
    /// `snippet --progress …`: the code of a progress design.
    static func runProgress(_ kind: String, args: ArgumentScanner, platforms: [SnippetPlatform],
                            io: CommandIO) throws(CommandError) -> ExitCode {
        guard args.positionals.isEmpty else {
            throw CommandError(message: "snippet --progress takes no SPEC|NAME", showUsage: true)
        }
        for option in ["params", "color", "colors", "speed", "size"] where args.value(option) != nil {
            throw CommandError(message: "--\(option) is for indicators; with --progress use --options", showUsage: true)
        }
        var options = try ProgressRenderCommand.parseKind(kind)
        var buffer: Double?
        if let text = args.value("options") { try ProgressRenderCommand.parseOptions(text, into: &options, buffer: &buffer) }
        let value = args.value("value") == nil ? ProgressSnippet.galleryValue : try ProgressRenderCommand.parseValue(args.value("value"))
        let snippet = ProgressSnippet(options: options, value: value, buffer: buffer)
        io.print(render(platforms, code: snippet.code(for:), all: snippet.allPlatforms))
        return .success
    }
}
