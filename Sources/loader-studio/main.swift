import Foundation
import LoaderStudioCLI

/// `loader-studio`, the command line: runs a command in this process, which loads no window,
/// audio or font library, and hands every window mode (no command, a spec file, a share link,
/// `--screenshot`) to the window program installed beside it (`WindowProgram`).
let arguments = Array(CommandLine.arguments.dropFirst())
if LoaderStudioCommand.isWindowMode(arguments) {
    exit(WindowProgram.exec(arguments))
}
exit(LoaderStudioCommand.run(arguments, io: .standard()))
