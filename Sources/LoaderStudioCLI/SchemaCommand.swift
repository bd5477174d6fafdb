import LoaderKitCore

/// `loader-studio schema`: the JSON Schema (draft-07) of the spec format.
struct SchemaCommand {
    static let usage = """
        usage: loader-studio schema

        Prints the JSON Schema (draft-07) of LoaderKit's spec format, for editors and CI.
        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, options: [], flags: [])
        guard args.positionals.isEmpty else { throw CommandError(message: "schema takes no arguments", showUsage: true) }
        io.print(IndicatorSpec.jsonSchema)
        return .success
    }
}
