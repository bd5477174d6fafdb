import LoaderKitCore

/// The `loader-studio` command line: subcommand dispatch and usage.
public enum LoaderStudioCommand {
    static let usage = """
        usage: loader-studio [FILE|FOLDER ...] [--mode gallery|editor|progress|skeleton] [--theme light|dark]
                             [--skeleton solid|gradient|pulse|sliding|shimmer]
                             [--window 1280x800] [--screenshot out.png [--screenshot-after S]]
                                                               open the studio window on the files (watched
                                                               for changes), or write a screenshot of it
               loader-studio validate FILE|FOLDER ... [--json] check specs; exit 0 valid, 1 problems, 2 usage or I/O
               loader-studio eval SPEC|NAME [--params k=v,...] [--t t1,t2,... | --samples N] [--json]
               loader-studio render SPEC|NAME --out x.png|x.gif [--size 160] [--t T | --cycle-progress P]
                                    [--frames N --fps F] [--color HEX | --colors HEX,...] [--params k=v,...]
                                    [--background HEX]
               loader-studio render --progress TYPE[:VARIANT] [--value V] [--options k=v,...] --out x.png|x.gif
               loader-studio list [--json]                     built-ins with their params and defaults
               loader-studio schema                            the JSON Schema of the spec format

        Run `loader-studio COMMAND --help` for a command's options.
        """

    /// The subcommands' names, for suggestions.
    static let commandNames = ["validate", "eval", "render", "list", "schema", "help"]

    private typealias Command = (usage: String, run: ([String], CommandIO) throws(CommandError) -> ExitCode)

    /// The subcommand called `name`, or nil.
    private static func command(named name: String) -> Command? {
        switch name {
        case "validate": return (ValidateCommand.usage, ValidateCommand.run)
        case "eval": return (EvalCommand.usage, EvalCommand.run)
        case "render": return (RenderCommand.usage, RenderCommand.run)
        case "list": return (ListCommand.usage, ListCommand.run)
        case "schema": return (SchemaCommand.usage, SchemaCommand.run)
        default: return nil
        }
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            // The executable opens the window for a bare command; called directly, list the built-ins.
            return (try? ListCommand.run([], io: io).rawValue) ?? 0
        }
        if first == "--help" || first == "-h" || first == "help" {
            io.print(usage)
            return ExitCode.success.rawValue
        }
        guard let command = command(named: first) else {
            let hint = Suggestion.closest(to: first, in: commandNames).map { "; did you mean \($0)?" } ?? ""
            io.printError("loader-studio: unknown command \"\(first)\"\(hint)\n\n\(usage)")
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.print(command.usage)
            return ExitCode.success.rawValue
        }
        do {
            return try command.run(rest, io).rawValue
        } catch {
            io.printError("loader-studio \(first): \(error.message)")
            if error.showUsage { io.printError("\n" + command.usage) }
            return ExitCode.usage.rawValue
        }
    }
}
