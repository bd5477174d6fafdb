import StudioCommandLine
import LoaderKitCore
import SpecFiles
import SpecLanguage

/// `loader-studio validate FILE|FOLDER ... [--json] [--lint [--strict]]`: every problem of each
/// file, like a compiler, and with `--lint` the warnings of SpecLanguage.
struct ValidateCommand {
    static let declaration = CommandDeclaration(
        name: "validate", summary: "check specs; exit 0 valid, 1 problems, 2 usage or I/O",
        forms: [
            CommandForm(
                synopsis: "FILE|FOLDER ... [--json] [--lint [--strict]]",
                description: """
                    Checks spec files against LoaderKit's rules and prints every problem as
                    FILE:LINE:COLUMN: MESSAGE (validation problems first, then prepare-time problems
                    with the default params). A folder stands for every *.json in it and its subfolders
                    (hidden names skipped), in sorted order. A summary line ("12 files, 1 with problems")
                    goes to standard error.
                    """,
                operands: [
                    OperandDeclaration(
                        "FILE|FOLDER", completion: .files(["json"]), help: "spec files, or folders of them")
                ],
                options: [
                    .flag(
                        "json",
                        help:
                            #"print {"files": [{"path", "valid", "problems": [{"message", "path", "line", "column"}]}]}"#
                    ),
                    .flag(
                        "lint",
                        help: """
                            also print warnings after the problems, as FILE:LINE:COLUMN: warning: MESSAGE: \
                            names LoaderKit ignores (not in its JSON Schema) and specs that are valid but look \
                            wrong (degrees, pixels, loops that jump, ...); with --json, a "warnings" list in the \
                            same form as "problems"
                            """),
                    .flag("strict", help: "with --lint, warnings make the exit status 1"),
                ])
        ],
        notes: """
            Exit status: 0 all files valid, 1 some file has problems, 2 usage or I/O error.
            Warnings change it only with --strict.
            """,
        examples: ["loader-studio validate specs/ --lint"])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard !args.operands.isEmpty else {
            throw CommandError(message: "validate needs at least one FILE", showUsage: true)
        }
        let json = args.flag("json")
        let lint = args.flag("lint")
        guard lint || !args.flag("strict") else {
            throw CommandError(message: "--strict needs --lint", showUsage: true)
        }
        var status = ExitCode.success
        var files: [JSONNode] = []
        var checked = 0, withProblems = 0
        func fail(_ path: String, _ message: String) {
            status = .usage
            if json {
                files.append(
                    .object([
                        ("path", .string(path)), ("valid", .bool(false)), ("error", .string(message)),
                        ("problems", .array([])),
                    ]))
            } else {
                io.printError("loader-studio: \(message)")
            }
        }
        for path in specPaths(args.operands, fail: fail) {
            checked += 1
            let bytes: [UInt8]
            switch SpecFileReader.read(path) {
            case .success(let snapshot):
                bytes = snapshot.bytes
            case .failure(let failure):
                withProblems += 1
                fail(path, "\(path) \(failure.reason)")
                continue
            }
            let result = IndicatorSpec.check(bytes: bytes)
            let warnings = lint ? SpecAnalysis(bytes: bytes).warnings : []
            if !result.problems.isEmpty {
                withProblems += 1
                if status == .success { status = .problems }
            } else if args.flag("strict"), !warnings.isEmpty, status == .success {
                status = .problems
            }
            if json {
                var report = jsonReport(path: path, bytes: bytes, root: result.root, problems: result.problems)
                if lint, let fields = report.object {
                    report = .object(
                        fields.members.map { ($0.key, $0.value) } + [
                            ("warnings", warningsReport(warnings, bytes: bytes))
                        ])
                }
                files.append(report)
            } else {
                for line in ProblemReport.lines(label: path, bytes: bytes, root: result.root, problems: result.problems)
                {
                    io.print(line)
                }
                let lines = LineIndex(bytes)
                for warning in warnings {
                    io.print("\(path):\(lines.location(ofOffset: warning.range.start)): warning: \(warning.message)")
                }
            }
        }
        if json { io.print(JSONWriter.string(.object([("files", .array(files))]), indent: 2)) }
        io.printError("\(checked) file\(checked == 1 ? "" : "s"), \(withProblems) with problems")
        return status
    }

    /// The files `arguments` stand for, in order: a file itself, a folder its `*.json` files
    /// (`SpecFolder`); an unreadable subfolder or a folder without specs goes to `fail`.
    private static func specPaths(_ arguments: [String], fail: (String, String) -> Void) -> [String] {
        var paths: [String] = []
        for argument in arguments {
            guard SpecFolder.isFolder(argument) else {
                paths.append(argument)
                continue
            }
            let found = SpecFolder.specFiles(in: argument)
            for problem in found.problems { fail(argument, problem) }
            if found.files.isEmpty && found.problems.isEmpty {
                fail(argument, "\(argument) is a directory with no *.json spec files in it")
            }
            paths += found.files
        }
        return paths
    }

    /// The `warnings` list of a file's `--json` entry.
    private static func warningsReport(_ warnings: [SpecDiagnostic], bytes: [UInt8]) -> JSONNode {
        let lines = LineIndex(bytes)
        return .array(
            warnings.map { warning in
                let location = lines.location(ofOffset: warning.range.start)
                return .object([
                    ("message", .string(warning.message)),
                    ("path", warning.path.map { .string($0) } ?? .null),
                    ("line", .number(Double(location.line))),
                    ("column", .number(Double(location.column))),
                ])
            })
    }

    /// One file's entry of the `--json` report.
    private static func jsonReport(path: String, bytes: [UInt8], root: JSONNode?, problems: [SpecProblem]) -> JSONNode {
        let source = SourceText(bytes)
        let entries = problems.map { problem -> JSONNode in
            let location = problem.location(in: source, root: root)
            return .object([
                ("message", .string(problem.message)),
                ("path", problem.path.map { .string($0.description) } ?? .null),
                ("line", .number(Double(location.line))),
                ("column", .number(Double(location.column))),
            ])
        }
        return .object([("path", .string(path)), ("valid", .bool(problems.isEmpty)), ("problems", .array(entries))])
    }
}
