import Foundation
import LoaderStudioCLI

let arguments = Array(CommandLine.arguments.dropFirst())
if LoaderStudioCommand.isWindowMode(arguments) {
    exit(WindowApp.main(arguments))
}
exit(LoaderStudioCommand.run(arguments, io: .standard()))
