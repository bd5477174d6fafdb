import Foundation
import LoaderStudioCLI
import SDLHost

/// The subcommands; a first argument naming one always runs it, even beside a file of that name.
let subcommands: Set<String> = ["validate", "eval", "render", "list", "schema", "help"]

let arguments = Array(CommandLine.arguments.dropFirst())
if WindowModeOptions.isWindowMode(arguments, subcommands: subcommands) {
    exit(WindowApp.main(arguments))
}
exit(LoaderStudioCommand.run(arguments, io: .standard()))
