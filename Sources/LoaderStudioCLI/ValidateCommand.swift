import LoaderKitCore
import SpecFiles

/// `loader-studio validate FILE|FOLDER ... [--json]`: every problem of each file, like a compiler.
struct ValidateCommand {
    static let usage = """
        usage: loader-studio validate FILE|FOLDER ... [--json]

        Checks spec files against LoaderKit's rules and prints every problem as
        FILE:LINE:COLUMN: MESSAGE (validation problems first, then prepare-time problems
        with the default params). A folder stands for every *.json in it and its subfolders
        (hidden names skipped), in sorted order. A summary line ("12 files, 1 with problems")
        goes to standard error.

          --json    print {"files": [{"path", "valid", "problems": [{"message", "path", "line", "column"}]}]}

        Exit status: 0 all files valid, 1 some file has problems, 2 usage or I/O error.
        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, options: [], flags: ["json"])
        guard !args.positionals.isEmpty else { throw CommandError(message: "validate needs at least one FILE", showUsage: true) }
        let json = args.flag("json")
        var status = ExitCode.success
        var files: [JSONNode] = []
        var checked = 0, withProblems = 0
        func fail(_ path: String, _ message: String) {
            status = .usage
            if json {
                files.append(.object([("path", .string(path)), ("valid", .bool(false)), ("error", .string(message)),
                                      ("problems", .array([]))]))
            } else {
                io.printError("loader-studio: \(message)")
            }
        }
        for path in specPaths(args.positionals, fail: fail) {
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
            if !result.problems.isEmpty {
                withProblems += 1
                if status == .success { status = .problems }
            }
            if json {
                files.append(jsonReport(path: path, bytes: bytes, root: result.root, problems: result.problems))
            } else {
                for line in ProblemReport.lines(label: path, bytes: bytes, root: result.root, problems: result.problems) {
                    io.print(line)
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
