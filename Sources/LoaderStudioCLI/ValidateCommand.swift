import StudioCommandLine
import LoaderKitCore
import SpecFiles
import SpecLanguage
import SpecWorkspace

/// `loader-studio validate FILE|FOLDER ... [--json] [--lint [--strict]]`: every problem of each
/// file, like a compiler, and with `--lint` the warnings of SpecLanguage.
struct ValidateCommand {
    static let declaration = CommandDeclaration(
        name: "validate", summary: "check specs; exit 0 valid, 1 problems, 2 usage or I/O",
        forms: [
            CommandForm(
                synopsis: "FILE|FOLDER ... [--json] [--lint [--strict]] [--jobs N]",
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
                    .value(
                        "jobs", "N",
                        help: """
                            files checked at once (default: the number of cores); the output keeps the order \
                            given, and on a terminal a progress line shows after 1 s
                            """),
                ])
        ],
        notes: """
            Exit status: 0 all files valid, 1 some file has problems, 2 usage or I/O error.
            Warnings change it only with --strict.
            """,
        examples: ["loader-studio validate specs/ --lint"])

    /// What to check: each file, or a problem found while listing a folder, in input order.
    enum Entry: Sendable {
        case file(String)
        case failure(path: String, message: String)
    }

    /// How to check each file.
    struct Settings: Sendable {
        var json: Bool
        var lint: Bool
        var strict: Bool
    }

    /// One file checked: what to print for it and what it means for the exit status.
    struct Outcome: Sendable {
        /// Lines for standard output (without --json).
        var lines: [String] = []
        /// The file's `--json` entry.
        var report: JSONNode?
        /// Could not be read (a usage or I/O error), with the message.
        var failure: String?
        var hasProblems = false
        var hasWarnings = false
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard !args.operands.isEmpty else {
            throw CommandError(message: "validate needs at least one FILE", showUsage: true)
        }
        let settings = Settings(json: args.flag("json"), lint: args.flag("lint"), strict: args.flag("strict"))
        guard settings.lint || !settings.strict else {
            throw CommandError(message: "--strict needs --lint", showUsage: true)
        }
        let jobs = try args.integer("jobs", in: BatchRunner.jobsRange) ?? BatchRunner.defaultJobs
        let entries = plan(args.operands)
        var status = ExitCode.success
        var files: [JSONNode] = []
        var checked = 0, withProblems = 0
        var progress = BatchProgress(total: entries.count, noun: "files", io: io)
        BatchRunner.run(entries, jobs: jobs, job: { check($0, settings) }) { index, outcome in
            progress.update(done: index + 1)
            if case .file = entries[index] { checked += 1 }
            if outcome.failure != nil || outcome.hasProblems, case .file = entries[index] { withProblems += 1 }
            if let failure = outcome.failure {
                status = .usage
                if !settings.json {
                    progress.finish()
                    io.printError("loader-studio: \(failure)")
                }
            } else if outcome.hasProblems || (settings.strict && outcome.hasWarnings), status == .success {
                status = .problems
            }
            if let report = outcome.report { files.append(report) }
            for line in outcome.lines { io.print(line) }
        }
        progress.finish()
        if settings.json { io.print(JSONWriter.string(.object([("files", .array(files))]), indent: 2)) }
        io.printError("\(checked) file\(checked == 1 ? "" : "s"), \(withProblems) with problems")
        return status
    }

    /// The entries the operands stand for, in order (`specPaths`).
    static func plan(_ operands: [String]) -> [Entry] {
        var entries: [Entry] = []
        let paths = specPaths(operands) { path, message in entries.append(.failure(path: path, message: message)) }
        // Folder problems come first, as they are found while listing; then the files.
        return entries + paths.map(Entry.file)
    }

    /// Checks one entry: no printing, so many run at once.
    @Sendable static func check(_ entry: Entry, _ settings: Settings) -> Outcome {
        var outcome = Outcome()
        let path: String
        switch entry {
        case .failure(let folder, let message):
            outcome.failure = message
            if settings.json { outcome.report = failureReport(folder, message) }
            return outcome
        case .file(let file):
            path = file
        }
        let bytes: [UInt8]
        switch SpecFileReader.read(path, restamp: false) {
        case .success(let snapshot):
            bytes = snapshot.bytes
        case .failure(let failure):
            let message = "\(path) \(failure.reason)"
            outcome.failure = message
            if settings.json { outcome.report = failureReport(path, message) }
            return outcome
        }
        let result = IndicatorSpec.checkForReport(bytes: bytes)
        // The workspace engine's warnings, as the language server and the Problems panel give them.
        let warnings =
            settings.lint
            ? WorkspaceDocument(bytes: bytes, version: 0).diagnostics.filter { $0.severity == .warning } : []
        outcome.hasProblems = !result.problems.isEmpty
        outcome.hasWarnings = !warnings.isEmpty
        if settings.json {
            var report = jsonReport(path: path, bytes: bytes, root: result.root, problems: result.problems)
            if settings.lint, let fields = report.object {
                report = .object(
                    fields.members.map { ($0.key, $0.value) } + [("warnings", warningsReport(warnings, bytes: bytes))])
            }
            outcome.report = report
        } else {
            outcome.lines = SpecProblem.place(result.problems, in: bytes, root: result.root).map {
                $0.report(label: path)
            }
            let lines = LineIndex(bytes)
            for warning in warnings {
                outcome.lines.append(
                    "\(path):\(lines.location(ofOffset: warning.bytes.start)): warning: \(warning.message)")
            }
        }
        return outcome
    }

    /// A file's `--json` entry when it could not be checked.
    private static func failureReport(_ path: String, _ message: String) -> JSONNode {
        .object([
            ("path", .string(path)), ("valid", .bool(false)), ("error", .string(message)), ("problems", .array([])),
        ])
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
    private static func warningsReport(_ warnings: [SpecProblem], bytes: [UInt8]) -> JSONNode {
        let lines = LineIndex(bytes)
        return .array(
            warnings.map { warning in
                let location = lines.location(ofOffset: warning.bytes.start)
                return .object([
                    ("message", .string(warning.message)),
                    ("code", .string(warning.code)),
                    ("path", warning.path.map { .string($0.description) } ?? .null),
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
