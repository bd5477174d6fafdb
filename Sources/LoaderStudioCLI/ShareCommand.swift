import StudioCommandLine
import Handoff
import LoaderKitCore

/// `loader-studio share`: the LoaderKit playground link that opens a spec.
struct ShareCommand {
    static let declaration = CommandDeclaration(
        name: "share", summary: "the LoaderKit playground link that opens the spec",
        forms: [
            CommandForm(
                synopsis: "SPEC|NAME",
                description: """
                    Prints a link the LoaderKit playground opens: #indicator=Name for a built-in, otherwise
                    #spec= with the file's JSON compressed (raw DEFLATE) in base64url, on the playground's
                    page address (\(ShareLink.playgroundAddress)).
                    Nothing is sent anywhere: the spec travels in the link. The studio opens such links too
                    (`loader-studio 'LINK'`, a paste into the Gallery, or the Open dialog).
                    """,
                operands: [.specOrName])
        ],
        examples: ["loader-studio share dots.json"])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard args.operands.count == 1, let argument = args.operands.first else {
            throw CommandError(message: "share needs one SPEC|NAME", showUsage: true)
        }
        let source = try SpecSource.resolve(argument)
        guard source.bytes.count <= ShareLink.maximumSpecBytes else {
            throw CommandError(message: "\(argument) is larger than 1 MiB, more than the playground opens")
        }
        guard let text = String(validating: source.bytes, as: UTF8.self) else {
            throw CommandError(message: "\(argument) is not UTF-8 text")
        }
        let builtin = IndicatorSpec.builtinJSON(named: argument).flatMap {
            Array($0.utf8) == source.bytes ? argument : nil
        }
        io.print(ShareLink.link(json: text, builtinName: builtin))
        return .success
    }
}
