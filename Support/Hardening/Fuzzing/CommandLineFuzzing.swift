import Foundation
import LoaderStudioCLI
import StudioCommandLine

/// A command line from fuzz bytes: arguments separated by NUL bytes, run through the window's
/// option parser and through the subcommands with captured output. Every file a command would
/// write goes into one scratch folder, so fuzzing never writes anywhere else, and every folder
/// named (which `validate` would walk, `/` included) is that scratch folder.
enum CommandLineFuzzing {
    /// At most this many arguments are taken from one input.
    static let maximumArguments = 24

    /// The scratch folder that `--out` values are moved into.
    static let scratch: String = {
        let path = NSTemporaryDirectory() + "loader-fuzz-cli-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static func run(_ bytes: [UInt8]) {
        let arguments = confined(
            bytes.split(separator: 0, maxSplits: maximumArguments, omittingEmptySubsequences: false)
                .prefix(maximumArguments)
                .map { String(decoding: $0, as: UTF8.self) })
        _ = LoaderStudioCommand.isWindowMode(arguments)
        _ = try? WindowModeOptions.parse(arguments)
        _ = LoaderStudioCommand.run(arguments, io: .capturing())
    }

    /// `arguments` with every `--out` value replaced by a file of the same extension in `scratch`,
    /// and every existing folder by `scratch`.
    static func confined(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--out" {
                result.append(argument)
                if index < arguments.count {
                    result.append(scratchPath(like: arguments[index]))
                    index += 1
                }
            } else if argument.hasPrefix("--out=") {
                result.append("--out=" + scratchPath(like: String(argument.dropFirst(6))))
            } else if isFolder(argument) {
                result.append(scratch)
            } else {
                result.append(argument)
            }
        }
        return result
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return !path.isEmpty && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    private static func scratchPath(like path: String) -> String {
        let lower = path.lowercased()
        let suffix = [".gif", ".png", ".json", ".svg"].first { lower.hasSuffix($0) } ?? ".out"
        return scratch + "/out" + suffix
    }
}
