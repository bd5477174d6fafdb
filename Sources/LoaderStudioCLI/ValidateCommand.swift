import LoaderKitCore
import SpecFiles

/// `loader-studio validate FILE ... [--json]`: every problem of each file, like a compiler.
struct ValidateCommand {
    static let usage = """
        usage: loader-studio validate FILE ... [--json]

        Checks spec files against LoaderKit's rules and prints every problem as
        FILE:LINE:COLUMN: MESSAGE (validation problems first, then prepare-time problems
        with the default params).

          --json    print {"files": [{"path", "valid", "problems": [{"message", "path", "line", "column"}]}]}

        Exit status: 0 all files valid, 1 some file has problems, 2 usage or I/O error.
        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, options: [], flags: ["json"])
        guard !args.positionals.isEmpty else { throw CommandError(message: "validate needs at least one FILE", showUsage: true) }
        var status = ExitCode.success
        var files: [JSONNode] = []
        for path in args.positionals {
            let bytes: [UInt8]
            switch SpecFileReader.read(path) {
            case .success(let snapshot):
                bytes = snapshot.bytes
            case .failure(let failure):
                status = .usage
                let message = "\(path) \(failure.reason)"
                if args.flag("json") {
                    files.append(.object([("path", .string(path)), ("valid", .bool(false)), ("error", .string(message)),
                                          ("problems", .array([]))]))
                } else {
                    io.printError("loader-studio: \(message)")
                }
                continue
            }
            let result = IndicatorSpec.check(bytes: bytes)
            if !result.problems.isEmpty && status == .success { status = .problems }
            if args.flag("json") {
                let source = SourceText(bytes)
                let problems = result.problems.map { problem -> JSONNode in
                    let location = problem.location(in: source, root: result.root)
                    return .object([
                        ("message", .string(problem.message)),
                        ("path", problem.path.map { .string($0.description) } ?? .null),
                        ("line", .number(Double(location.line))),
                        ("column", .number(Double(location.column))),
                    ])
                }
                files.append(.object([("path", .string(path)), ("valid", .bool(result.problems.isEmpty)),
                                      ("problems", .array(problems))]))
            } else {
                for line in ProblemReport.lines(label: path, bytes: bytes, root: result.root, problems: result.problems) {
                    io.print(line)
                }
            }
        }
        if args.flag("json") { io.print(JSONWriter.string(.object([("files", .array(files))]), indent: 2)) }
        return status
    }
}
