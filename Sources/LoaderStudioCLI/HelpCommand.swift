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
