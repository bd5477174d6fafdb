import LoaderKitCore
import SpecFiles
import SpecLanguage

/// `loader-studio edit FILE [--set PATH=JSON]... [--insert PATH=JSON]... [--remove PATH]...`:
/// changes a spec file with the smallest text edits, in the file's own style, and writes it
/// only when the result is a valid spec.
struct EditCommand {
    static let usage = """
        usage: loader-studio edit FILE [--set PATH=JSON]... [--insert PATH=JSON]... [--remove PATH]...

        Changes the spec in FILE, applying the edits in the order given. PATH is written as
        the validation messages write it: "name", "tracks[0].keyTimes[1]", "parts[1].layout.gap".
        Only the bytes of the values touched change; new members and items take the file's own
        indentation and spacing.

          --set PATH=JSON     replace the value at PATH (a missing member is added)
          --insert PATH=JSON  a new array item at the index (index = count appends), or a new member
          --remove PATH       remove the member or item, with its separator

        The file is replaced atomically (its permissions kept) only when the result is a valid
        spec; otherwise its problems are printed as `validate` prints them (FILE:LINE:COLUMN:
        MESSAGE, placed in the edited text) and the file is left as it was.

        Exit status: 0 written, 1 the result has problems, 2 usage, a bad PATH or JSON, or I/O error.
        """

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
            for line in ProblemReport.lines(label: path, bytes: bytes, root: check.root, problems: check.problems) {
                io.print(line)
            }
            return .problems
        }
        guard result.isValid else {
            let check = IndicatorSpec.check(bytes: result.bytes)
            for line in ProblemReport.lines(
                label: path, bytes: result.bytes, root: check.root, problems: check.problems)
            {
                io.print(line)
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
        var file: String?
        var edits: [SpecEdit] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            guard argument.hasPrefix("--") else {
                guard file == nil else {
                    throw CommandError(
                        message: "edit takes one FILE, got \"\(file!)\" and \"\(argument)\"", showUsage: true)
                }
                file = argument
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard ["set", "insert", "remove"].contains(name) else {
                throw CommandError(message: "unknown option \(argument)", showUsage: true)
            }
            if value == nil {
                guard i < arguments.count else {
                    throw CommandError(message: "--\(name) needs a value", showUsage: true)
                }
                value = arguments[i]
                i += 1
            }
            edits.append(try edit(name, value ?? ""))
        }
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

    private static func specPath(_ text: String, _ option: String) throws(CommandError) -> SpecPath {
        guard let path = SpecPath(parsing: text) else {
            throw CommandError(
                message: "--\(option): \"\(text)\" is not a path (write it as \"tracks[0].keyTimes[1]\")")
        }
        return path
    }
}
