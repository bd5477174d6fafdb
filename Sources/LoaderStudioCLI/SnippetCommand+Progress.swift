import Handoff
import LoaderKitCore

extension SnippetCommand {
    /// The synopsis line of `snippet --progress` (under "usage:").
    static let progressSynopsis = "loader-studio snippet --progress TYPE[:VARIANT] --platform PLATFORM [--options k=v,...] [--value V]"

    /// The paragraph of the usage that explains `--progress`.
    static let progressUsage = """
        With --progress it writes a progress view: the type, the variant when it is not the
        type's first, the --options that differ from the pair's defaults (names as for
        `render --progress`), and the value (default 0.4; nan for indeterminate).
        """

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
