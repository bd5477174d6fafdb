import Foundation
import StudioCommandLine

/// `render SPEC|NAME|FOLDER ... --out-dir DIR`: many specs drawn at once, each into DIR as
/// NAME.png, .gif, .lottie.json or .svg, on every core. A failure on one is reported and the
/// others go on; the output keeps the order given.
extension RenderCommand {
    static let batchForm = CommandForm(
        synopsis: "SPEC|NAME|FOLDER ... --out-dir DIR [--format png|gif|lottie|svg] [--jobs N] [options above]",
        description: """
            With --out-dir it draws every spec given (a folder stands for its *.json files, as in
            validate) into DIR, created if missing, each named after its file or built-in:
            NAME.png, NAME.gif, NAME.lottie.json or NAME.svg by --format (default png). The other
            options apply to each, as with --out.
            """,
        options: [
            .value(
                "out-dir", "DIR", completion: .folders,
                help: "the folder to write into, one file a spec (instead of --out)"),
            .value(
                "format", "png|gif|lottie|svg", completion: .choices(BatchFormat.allCases.map(\.rawValue)),
                help: "what each file is (default png); with --out it must match the extension"),
            .value(
                "jobs", "N",
                help: "specs drawn at once (default: the number of cores); the output keeps the order given"),
        ])

    /// What `--format` writes into `--out-dir`, and the file name's ending for it.
    enum BatchFormat: String, CaseIterable, Sendable {
        case png, gif, lottie, svg
        var fileEnding: String {
            switch self {
            case .png: ".png"
            case .gif: ".gif"
            case .lottie: ".lottie.json"
            case .svg: ".svg"
            }
        }
    }

    /// One spec of a batch: its own command line (the options and `--out DIR/NAME.ext`).
    struct BatchJob: Sendable {
        var input: String
        var arguments: [String]
    }

    /// One spec drawn: what it printed and its status.
    struct BatchOutcome: Sendable {
        var output: [String]
        var errors: [String]
        var status: ExitCode
    }

    static func runBatch(_ args: ArgumentScanner, io: CommandIO) throws(CommandError) -> ExitCode {
        guard let folder = args.value("out-dir") else {
            throw CommandError(
                message: "render takes one SPEC|NAME with --out; for many, use --out-dir DIR", showUsage: true)
        }
        if args.value("out") != nil { throw CommandError(message: "use either --out or --out-dir", showUsage: true) }
        guard !args.operands.isEmpty else {
            throw CommandError(message: "render --out-dir needs at least one SPEC, NAME or FOLDER", showUsage: true)
        }
        let formatName = args.value("format") ?? BatchFormat.png.rawValue
        guard let format = BatchFormat(rawValue: formatName.lowercased()) else {
            throw CommandError(message: "--format must be png, gif, lottie or svg, not \"\(formatName)\"")
        }
        let jobs = try args.integer("jobs", in: BatchRunner.jobsRange) ?? BatchRunner.defaultJobs
        let (planned, problems) = try plan(args, folder: folder, format: format)
        for problem in problems { io.printError("loader-studio render: \(problem)") }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError(message: "cannot make the folder \(folder): \(error.localizedDescription)")
        }
        var failed = problems.count
        var progress = BatchProgress(total: planned.count, noun: "specs", io: io)
        BatchRunner.run(planned, jobs: jobs, job: draw) { index, outcome in
            progress.update(done: index + 1)
            for line in outcome.output { io.print(line) }
            if !outcome.errors.isEmpty { progress.finish() }
            for line in outcome.errors { io.printError(line) }
            if outcome.status != .success { failed += 1 }
        }
        progress.finish()
        let total = planned.count + problems.count
        io.printError(
            "\(total) spec\(total == 1 ? "" : "s"): \(total - failed) drawn into \(folder), \(failed) failed")
        return failed == 0 ? .success : .problems
    }

    /// The specs the operands stand for and each one's own command line; problems found while
    /// listing folders. Two inputs that would write the same file are refused.
    static func plan(
        _ args: ArgumentScanner, folder: String, format: BatchFormat
    ) throws(CommandError) -> (jobs: [BatchJob], problems: [String]) {
        var inputs: [String] = []
        var problems: [String] = []
        for operand in args.operands {
            guard SpecFolder.isFolder(operand) else {
                inputs.append(operand)
                continue
            }
            let found = SpecFolder.specFiles(in: operand)
            problems += found.problems
            if found.files.isEmpty && found.problems.isEmpty {
                problems.append("\(operand) is a directory with no *.json spec files in it")
            }
            inputs += found.files
        }
        // Every option but the batch's own, passed on to each spec's render.
        var shared: [String] = []
        for (name, value) in args.given where !["out-dir", "jobs"].contains(name) {
            shared.append("--" + name)
            if let value { shared.append(value) }
        }
        var writers: [String: String] = [:]
        var jobs: [BatchJob] = []
        for input in inputs {
            var name = (input as NSString).lastPathComponent
            if name.lowercased().hasSuffix(".json") { name = String(name.dropLast(5)) }
            let out = (folder as NSString).appendingPathComponent(name + format.fileEnding)
            if let other = writers[out] {
                throw CommandError(message: "\(other) and \(input) would both write \(out); render them apart")
            }
            writers[out] = input
            jobs.append(BatchJob(input: input, arguments: ["--out", out] + shared + ["--", input]))
        }
        return (jobs, problems)
    }

    /// Draws one spec of a batch, as `render SPEC --out FILE` would, printing into buffers.
    @Sendable static func draw(_ job: BatchJob) -> BatchOutcome {
        let io = CommandIO.capturing()
        let status: ExitCode
        do {
            status = try run(job.arguments, io: io)
        } catch {
            io.printError("loader-studio render: \(error.message)")
            status = .usage
        }
        func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
        return BatchOutcome(output: lines(io.output), errors: lines(io.errors), status: status)
    }
}
