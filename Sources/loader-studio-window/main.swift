import Foundation
import LoaderStudioCLI

/// `loader-studio-window`, the studio's window, started by `loader-studio` for its window modes.
/// Started directly with a command, it runs the command as `loader-studio` would.
let arguments = Array(CommandLine.arguments.dropFirst())
if LoaderStudioCommand.isWindowMode(arguments) {
    exit(WindowApp.main(arguments))
}
exit(LoaderStudioCommand.run(arguments, io: .standard()))
