import StudioCommandLine

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
