import StudioCommandLine

/// `loader-studio help [COMMAND] [--man]`: the program's usage, a command's, or the manual page.
enum HelpCommand {
    static let declaration = CommandDeclaration(
        name: "help", summary: "this usage, a command's options, or the manual page (roff)",
        forms: [
            CommandForm(
                synopsis: "[COMMAND] [--man | --synopsis]",
                description: """
                    Prints the program's usage, or with a COMMAND that command's options. With --man it prints
                    the manual page, loader-studio(1), in roff (`loader-studio help --man | man -l -`); with
                    --synopsis every command's synopsis, one form a line (the README's block).
                    """,
                operands: [
                    OperandDeclaration(
                        "COMMAND", completion: .commandNames, help: "a command's name")
                ],
                options: [
                    .flag("man", help: "print the manual page in roff"),
                    .flag("synopsis", help: "print every command's synopsis only"),
                ])
        ])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        if args.flag("man") {
            guard args.operands.isEmpty else { throw CommandError(message: "--man takes no COMMAND", showUsage: true) }
            io.print(CommandManual.page(LoaderStudioCommand.declarations))
            return .success
        }
        if args.flag("synopsis") {
            guard args.operands.isEmpty, !args.flag("man") else {
                throw CommandError(message: "--synopsis takes no COMMAND and no --man", showUsage: true)
            }
            io.print(LoaderStudioCommand.synopsisBlock)
            return .success
        }
        guard let name = args.operands.first else {
            io.print(LoaderStudioCommand.usage)
            return .success
        }
        guard args.operands.count == 1 else { throw CommandError(message: "help takes one COMMAND", showUsage: true) }
        guard let command = LoaderStudioCommand.subcommands.first(where: { $0.name == name }) else {
            let names = LoaderStudioCommand.subcommands.map(\.name)
            let hint = Suggestion.closest(to: name, in: names).map { "; did you mean \($0)?" } ?? ""
            throw CommandError(message: "no command \"\(name)\"\(hint)")
        }
        io.print(command.usage)
        return .success
    }
}

/// `loader-studio completions bash|zsh|fish`: the shell's completion script.
enum CompletionsCommand {
    static let declaration = CommandDeclaration(
        name: "completions", summary: "the completion script for bash, zsh or fish",
        forms: [
            CommandForm(
                synopsis: "bash|zsh|fish",
                description: """
                    Prints the script that completes loader-studio's commands, options, their values and
                    files in the shell named. `make install` puts each where its shell looks; to try one:
                    `source <(loader-studio completions bash)`.
                    """,
                operands: [
                    OperandDeclaration(
                        "SHELL", completion: .choices(ShellCompletions.Shell.allCases.map(\.rawValue)),
                        help: "bash, zsh or fish")
                ])
        ])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard args.operands.count == 1, let name = args.operands.first else {
            throw CommandError(message: "completions needs one SHELL: bash, zsh or fish", showUsage: true)
        }
        guard let shell = ShellCompletions.Shell(rawValue: name) else {
            throw CommandError(message: "completions knows bash, zsh and fish, not \"\(name)\"")
        }
        io.print(ShellCompletions.script(for: shell, commands: LoaderStudioCommand.declarations))
        return .success
    }
}
