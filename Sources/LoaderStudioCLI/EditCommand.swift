import StudioCommandLine
import LoaderKitCore
import SpecFiles
import SpecLanguage

/// `loader-studio edit FILE [--set PATH=JSON]... [--insert PATH=JSON]... [--remove PATH]...`:
/// changes a spec file with the smallest text edits, in the file's own style, and writes it
/// only when the result is a valid spec.
struct EditCommand {
    static let declaration = CommandDeclaration(
        name: "edit", summary: "change a spec file in place, in its own style; written only when valid",
        forms: [
            CommandForm(
                synopsis: "FILE [--set PATH=JSON]... [--insert PATH=JSON]... [--remove PATH]...",
                description: """
                    Changes the spec in FILE, applying the edits in the order given. PATH is written as
                    the validation messages write it: "name", "tracks[0].keyTimes[1]", "parts[1].layout.gap".
                    Only the bytes of the values touched change; new members and items take the file's own
                    indentation and spacing.
                    """,
                operands: [OperandDeclaration("FILE", completion: .files(["json"]), help: "the spec file to change")],
                options: [
                    .value(
                        "set", "PATH=JSON", repeats: true, help: "replace the value at PATH (a missing member is added)"
                    ),
                    .value(
                        "insert", "PATH=JSON", repeats: true,
                        help: "a new array item at the index (index = count appends), or a new member"),
                    .value("remove", "PATH", repeats: true, help: "remove the member or item, with its separator"),
                ])
        ],
        notes: """
            The file is replaced atomically (its permissions kept) only when the result is a valid
            spec; otherwise its problems are printed as `validate` prints them (FILE:LINE:COLUMN:
            MESSAGE, placed in the edited text) and the file is left as it was.

            Exit status: 0 written, 1 the result has problems, 2 usage, a bad PATH or JSON, or I/O error.
            """,
        examples: ["loader-studio edit dots.json --set 'tracks[0].values[1]=0.35'"])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let (path, edits) = try parse(arguments)
        let bytes: [UInt8]
        switch SpecFileReader.read(path) {
        case .success(let snapshot): bytes = snapshot.bytes
        case .failure(let failure): throw CommandError(message: "\(path) \(failure.reason)")
        }
        let result: SpecEditResult
        do {
            result = try SpecEditor.apply(edits, to: bytes)
        } catch {
            guard error.kind == .notApplicable else { throw CommandError(message: error.message) }
            // The file itself is not JSON: its problem, as validate prints it.
            let check = IndicatorSpec.check(bytes: bytes)
            for line in SpecProblem.place(check.problems, in: bytes, root: check.root).map { $0.report(label: path) } {
                io.print(line)
            }
            return .problems
        }
        guard result.isValid else {
            let check = IndicatorSpec.check(bytes: result.bytes)
            for problem in SpecProblem.place(check.problems, in: result.bytes, root: check.root) {
                io.print(problem.report(label: path))
            }
            io.printError("\(path) left unchanged")
            return .problems
        }
        do {
            try SpecFileWriter.write(result.bytes, to: path)
        } catch {
            throw CommandError(message: error.message)
        }
        return .success
    }

    /// The file and the edits, in order.
    private static func parse(_ arguments: [String]) throws(CommandError) -> (String, [SpecEdit]) {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        if args.operands.count > 1 {
            throw CommandError(
                message: "edit takes one FILE, got \"\(args.operands[0])\" and \"\(args.operands[1])\"", showUsage: true
            )
        }
        let file = args.operands.first
        var edits: [SpecEdit] = []
        for (name, value) in args.given { edits.append(try edit(name, value ?? "")) }
        guard let file else { throw CommandError(message: "edit needs a FILE", showUsage: true) }
        guard !edits.isEmpty else {
            throw CommandError(message: "edit needs at least one --set, --insert or --remove", showUsage: true)
        }
        return (file, edits)
    }

    /// One `--set`, `--insert` or `--remove`.
    private static func edit(_ option: String, _ value: String) throws(CommandError) -> SpecEdit {
        if option == "remove" { return .remove(try specPath(value, option)) }
        guard let eq = value.firstIndex(of: "=") else {
            throw CommandError(message: "--\(option) needs PATH=JSON, got \"\(value)\"", showUsage: true)
        }
        let path = try specPath(String(value[..<eq]), option)
        let json = String(value[value.index(after: eq)...])
        return option == "set" ? .set(path, json: json) : .insert(path, json: json)
    }

    private static func specPath(_ text: String, _ option: String) throws(CommandError) -> JSONPath {
        guard let path = JSONPath(parsing: text) else {
            throw CommandError(
                message: "--\(option): \"\(text)\" is not a path (write it as \"tracks[0].keyTimes[1]\")")
        }
        return path
    }
}
