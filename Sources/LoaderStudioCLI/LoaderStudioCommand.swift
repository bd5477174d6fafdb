import Glibc
import Handoff
import LoaderKitCore
import StudioCommandLine

/// The `loader-studio` command line: the one table of subcommands, the usage, and the choice
/// between the window and a subcommand.
public enum LoaderStudioCommand {
    /// A subcommand: its name, its lines in the program's usage, its own usage and what it runs.
    struct Subcommand: Sendable {
        let name: String
        /// The synopsis and what it does, as the program's usage lists it (after the name).
        let summary: String
        let usage: String
        let run: @Sendable ([String], CommandIO) throws(CommandError) -> ExitCode
    }

    /// The subcommands, in the order the usage lists them.
    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "validate",
            summary: """
                FILE|FOLDER ... [--json] check specs; exit 0 valid, 1 problems, 2 usage or I/O
                """, usage: ValidateCommand.usage, run: ValidateCommand.run),
        Subcommand(
            name: "edit",
            summary: """
                FILE [--set PATH=JSON]... [--insert PATH=JSON]... [--remove PATH]...
                                            change a spec file in place, in its own style; written only when valid
                """, usage: EditCommand.usage, run: EditCommand.run),
        Subcommand(
            name: "eval",
            summary: """
                SPEC|NAME [--params k=v,...] [--t t1,t2,... | --samples N] [--json]
                """, usage: EvalCommand.usage, run: EvalCommand.run),
        Subcommand(
            name: "render",
            summary: """
                SPEC|NAME --out x.png|x.gif [--size 160] [--t T | --cycle-progress P]
                                            [--frames N --fps F] [--speed S] [--color HEX | --colors HEX,...]
                                            [--params k=v,...] [--background HEX]
                       loader-studio render SPEC|NAME --out x.json|x.svg [--format lottie|svg] [--size 160] [--fps 60]
                                            [--speed S]
                       loader-studio render --progress TYPE[:VARIANT] [--value V] [--options k=v,...] --out x.png|x.gif
                """, usage: RenderCommand.usage, run: RenderCommand.run),
        Subcommand(
            name: "snippet",
            summary: """
                SPEC|NAME --platform \(SnippetCommand.platformNames)|all
                                            [--params k=v,...] [--color HEX | --colors HEX,...] [--speed S] [--size N]
                       loader-studio snippet --progress TYPE[:VARIANT] --platform P [--options k=v,...]
                                            the code for a LoaderKit platform
                """, usage: SnippetCommand.usage, run: SnippetCommand.run),
        Subcommand(
            name: "share",
            summary: """
                SPEC|NAME                   the LoaderKit playground link that opens the spec
                """, usage: ShareCommand.usage, run: ShareCommand.run),
        Subcommand(
            name: "list",
            summary: """
                [--json]                     built-ins with their params and defaults
                """, usage: ListCommand.usage, run: ListCommand.run),
        Subcommand(
            name: "schema",
            summary: """
                                           the JSON Schema of the spec format
                """, usage: SchemaCommand.usage, run: SchemaCommand.run),
    ]

    /// The word that prints the usage, as `--help` and `-h` do.
    static let helpName = "help"

    /// Every word that names a subcommand (the help included): a first argument naming one always
    /// runs it, even beside a file of that name.
    public static let subcommandNames: Set<String> = Set(subcommands.map(\.name) + [helpName])

    /// The program's usage: the window with its options, then every subcommand.
    public static let usage: String = {
        let indent = String(repeating: " ", count: 7)
        let commands = subcommands.map { "\(indent)loader-studio \($0.name) \($0.summary)" }.joined(separator: "\n")
        return """
            usage: \(WindowModeOptions.synopsis)
                                                               open the studio window on the files (watched
                                                               for changes), or write a screenshot of it
            \(commands)

            Window options:
            \(WindowModeOptions.optionsHelp)

            Run `loader-studio COMMAND --help` for a command's options.
            """
    }()

    /// True when `arguments` (without the program name) are for the window rather than a
    /// subcommand: empty, starting with an option other than `--help`, or starting with an
    /// existing file or folder that is not a subcommand's name (so `loader-studio list` stays the
    /// subcommand even beside a folder named `list`, and an unknown word still reaches `run`,
    /// which names it).
    public static func isWindowMode(_ arguments: [String], exists: (String) -> Bool = pathExists) -> Bool {
        guard let first = arguments.first else { return true }
        if !exists(first) && SharedSpec.isShareLink(first) { return true }
        if first.hasPrefix("--") { return first != "--help" }
        if first.hasPrefix("-") || subcommandNames.contains(first) { return false }
        return exists(first)
    }

    /// True when `path` names an existing file or folder.
    public static func pathExists(_ path: String) -> Bool {
        var info = stat()
        return !path.isEmpty && stat(path, &info) == 0
    }

    /// Runs the subcommand line `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            // The executable opens the window for a bare command; called directly, list the built-ins.
            return (try? ListCommand.run([], io: io).rawValue) ?? 0
        }
        if first == "--help" || first == "-h" || first == helpName {
            io.print(usage)
            return ExitCode.success.rawValue
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let hint = Suggestion.closest(to: first, in: subcommandNames.sorted()).map { "; did you mean \($0)?" } ?? ""
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
