import Foundation
import LoaderStudioCLI

exit(LoaderStudioCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard()))
