import Glibc
import Handoff
import LoaderKitCore
import StudioCommandLine

/// The `loader-studio` command line: the one table of subcommands, the usage, and the choice
/// between the window and a subcommand.
public enum LoaderStudioCommand {
    /// A subcommand: its declaration (name, forms, options) and what it runs.
    struct Subcommand: Sendable {
        let declaration: CommandDeclaration
        let run: @Sendable ([String], CommandIO) throws(CommandError) -> ExitCode
        var name: String { declaration.name }
        /// Its `--help`.
        var usage: String { CommandHelp.usage(of: declaration) }
    }

    /// The subcommands, in the order the usage lists them.
    static let subcommands: [Subcommand] = [
        Subcommand(declaration: ValidateCommand.declaration, run: ValidateCommand.run),
        Subcommand(declaration: EditCommand.declaration, run: EditCommand.run),
        Subcommand(declaration: EvalCommand.declaration, run: EvalCommand.run),
        Subcommand(declaration: RenderCommand.declaration, run: RenderCommand.run),
        Subcommand(declaration: CheckCommand.declaration, run: CheckCommand.run),
        Subcommand(declaration: SnippetCommand.declaration, run: SnippetCommand.run),
        Subcommand(declaration: ShareCommand.declaration, run: ShareCommand.run),
        Subcommand(declaration: ListCommand.declaration, run: ListCommand.run),
        Subcommand(declaration: SchemaCommand.declaration, run: SchemaCommand.run),
        Subcommand(declaration: LSPCommand.declaration, run: LSPCommand.run),
        Subcommand(declaration: CompletionsCommand.declaration, run: CompletionsCommand.run),
        Subcommand(declaration: HelpCommand.declaration, run: HelpCommand.run),
    ]

    /// Every declaration: the window's, then the subcommands'.
    static var declarations: [CommandDeclaration] { [WindowModeOptions.declaration] + subcommands.map(\.declaration) }

    /// Every word that names a subcommand: a first argument naming one always runs it, even
    /// beside a file of that name.
    public static let subcommandNames: Set<String> = Set(subcommands.map(\.name))

    /// The program's usage: the window with its options, then every subcommand.
    public static let usage: String = {
        let window = WindowModeOptions.declaration
        let summaryIndent = String(repeating: " ", count: 44)
        var lines = [CommandHelp.synopses(of: window, first: "usage: ", then: "       ")]
        lines.append(CommandHelp.wrap(words: words(window.summary), lead: summaryIndent, hanging: summaryIndent))
        for command in subcommands {
            lines.append(CommandHelp.synopses(of: command.declaration, first: "       ", then: "       "))
            lines.append(
                CommandHelp.wrap(words: words(command.declaration.summary), lead: summaryIndent, hanging: summaryIndent)
            )
        }
        let windowOptions = window.forms.flatMap { form in
            form.operands.map { ($0.placeholder, $0.help) } + form.options.map { ($0.label, $0.help) }
        }
        return lines.joined(separator: "\n") + """


            Window options:
            \(CommandHelp.table(windowOptions))

            Run `loader-studio COMMAND --help` for a command's options, `loader-studio help --man` for
            the manual.
            """
    }()

    /// Every form's synopsis, the window's first: the README's "Command line" block.
    static var synopsisBlock: String {
        declarations.map { CommandHelp.synopses(of: $0, first: "", then: "") }.joined(separator: "\n")
    }

    private static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

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
        if first == "--help" || first == "-h" {
            io.print(usage)
            return ExitCode.success.rawValue
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let hint = Suggestion.closest(to: first, in: subcommandNames.sorted()).map { "; did you mean \($0)?" } ?? ""
            io.printError("loader-studio: unknown command \"\(first)\"\(hint)\n\n\(usage)")
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h"), !rest.contains("--") {
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
