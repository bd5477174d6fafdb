import StudioCommandLine
import LoaderKitCore

/// `loader-studio schema`: the JSON Schema (draft-07) of the spec format.
struct SchemaCommand {
    static let declaration = CommandDeclaration(
        name: "schema", summary: "the JSON Schema (draft-07) of the spec format",
        forms: [
            CommandForm(
                synopsis: "",
                description: "Prints the JSON Schema (draft-07) of LoaderKit's spec format, for editors and CI.")
        ])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard args.operands.isEmpty else {
            throw CommandError(message: "schema takes no arguments", showUsage: true)
        }
        // The schema is stored compact; print it indented for people and editors.
        let text = (try? JSONParser.parse(IndicatorSpec.jsonSchema)).map { JSONWriter.string($0, indent: 2) }
        io.print(text ?? IndicatorSpec.jsonSchema)
        return .success
    }
}
