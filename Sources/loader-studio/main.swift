import Foundation
import LoaderStudioCLI
import SDLHost

let arguments = Array(CommandLine.arguments.dropFirst())
if WindowModeOptions.isWindowMode(arguments) {
    exit(WindowApp.main(arguments))
}
exit(LoaderStudioCommand.run(arguments, io: .standard()))
