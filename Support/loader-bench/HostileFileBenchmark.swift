import Foundation
import Glibc
import Hardening
import LoaderKitCore
import Studio

/// The hostile files of the hardening issue, each measured twice: `loader-studio validate` on it
/// in a child process (wall time and the child's peak resident memory, from `wait4`), and the
/// studio's watched document meeting it in place of a good spec (time from the change to the
/// message or the new spec). The message each one gets is printed to standard error. The 8 MB
/// file is also opened afresh: how long the main actor is blocked, and how long until its spec
/// is shown.
let hostileBenchmarks: [Benchmark] = [
    Benchmark(
        name: "hostile",
        summary:
            "hostile files (100 MB JSON, 100,000-deep nesting, 10,001 elements, NaN, BOM, invalid UTF-8, directory, symlink loop, FIFO, unreadable...): time, peak memory and message"
    ) {
        MainActor.assumeIsolated { HostileFileBenchmark.run() }
    }
]

@MainActor
enum HostileFileBenchmark {
    static func run() -> [BenchFigure] {
        let dir = NSTemporaryDirectory() + "loader-hostile-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        chmod(dir, 0o755)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var figures: [BenchFigure] = []
        if let large = HostileFile.all.first(where: { $0.id == "json_8mb" }) {
            figures += firstOpen(of: large, in: dir)
        }
        let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "loader-studio"
        ).path
        guard FileManager.default.isExecutableFile(atPath: cli) else {
            FileHandle.standardError.write(Data("hostile: \(cli) is missing; build it first (make release)\n".utf8))
            return figures
        }
        let library = DocumentLibrary()
        let studioPath = dir + "/watched.json"
        try? HostileFile.write(Array(HostileFile.gridSpec(name: "Good", columns: 3, rows: 3).utf8), to: studioPath)
        guard let document = try? library.open(studioPath).first else { return figures }

        for hostile in HostileFile.all {
            let path = dir + "/" + hostile.id + ".json"
            do { try hostile.create(at: path) } catch {
                FileHandle.standardError.write(Data("hostile: \(hostile.id): \(error)\n".utf8))
                continue
            }
            // As root a mode-000 file is readable: run the command as nobody to see the refusal.
            let asNobody =
                hostile.unavailable() != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
            let prefix = asNobody ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
            let child = ChildRun.run(prefix + [cli, "validate", path], outputTo: dir + "/output.txt")
            HostileFile.remove(path)
            HostileFile.remove(path + ".loop")

            let studio = studioReaction(to: hostile, at: studioPath, library: library, document: document)
            let message = child.output.split(separator: "\n").first.map(String.init) ?? ""
            FileHandle.standardError.write(
                Data(
                    "hostile: \(hostile.title) | exit \(child.status) | \(message.prefix(160)) | studio: \(studio.message.prefix(120))\n"
                        .utf8))
            figures += [
                BenchFigure(name: "\(hostile.id).cli_ms", value: child.seconds * 1000, unit: "ms"),
                BenchFigure(name: "\(hostile.id).cli_peak_rss", value: child.peakResidentMB, unit: "MB"),
                BenchFigure(name: "\(hostile.id).studio_ms", value: studio.seconds * 1000, unit: "ms"),
            ]
        }
        return figures
    }

    /// Opens `hostile` (a file that loads) in a fresh library and takes its spec as the host loop
    /// does: `open.first_8mb_main_ms` is the longest one call blocked the main actor (the open,
    /// or a `processFileEvents()` that took the result), `open.first_8mb_shown_ms` the time
    /// until the spec is shown.
    static func firstOpen(of hostile: HostileFile, in dir: String) -> [BenchFigure] {
        let path = dir + "/first-open.json"
        guard (try? hostile.create(at: path)) != nil else { return [] }
        defer { HostileFile.remove(path) }
        let library = DocumentLibrary()
        func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
        let start = now()
        guard let document = try? library.open(path).first else { return [] }
        var longest = now() - start
        let deadline = start + 60_000_000_000
        while document.spec == nil && now() < deadline {
            let before = now()
            library.processFileEvents()
            longest = max(longest, now() - before)
            usleep(200)
        }
        let shown = now() - start
        FileHandle.standardError.write(
            Data("hostile: first open of \(hostile.title): \(document.spec?.name ?? "no spec")\n".utf8))
        return [
            BenchFigure(name: "open.first_8mb_main_ms", value: Double(longest) / 1e6, unit: "ms"),
            BenchFigure(name: "open.first_8mb_shown_ms", value: Double(shown) / 1e6, unit: "ms"),
        ]
    }

    /// Puts `hostile` in place of the watched file and waits for the document to show the
    /// outcome; then puts a good spec back. Returns the seconds taken and the message shown.
    static func studioReaction(
        to hostile: HostileFile, at path: String, library: DocumentLibrary,
        document: SpecDocument
    ) -> (seconds: Double, message: String) {
        guard hostile.unavailable() == nil, (try? hostile.create(at: path)) != nil else {
            return (0, "(not made for this user)")
        }
        // From the moment the thing is in place (writing 100 MB is not the studio's time).
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + 10_000_000_000
        var seconds = 0.0
        while DispatchTime.now().uptimeNanoseconds < deadline {
            library.processFileEvents()
            let done: Bool
            switch hostile.outcome {
            case .loads(let name): done = document.spec?.name == name
            case .rejected(let text): done = document.problems.contains { $0.message.contains(text) }
            }
            if done {
                seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                break
            }
            usleep(200)
        }
        let message = document.problems.first?.message ?? "loaded \(document.spec?.name ?? "nothing")"
        HostileFile.remove(path)
        HostileFile.remove(path + ".loop")
        try? HostileFile.write(Array(HostileFile.gridSpec(name: "Good", columns: 3, rows: 3).utf8), to: path)
        while document.spec?.name != "Good" || document.isStale {
            library.processFileEvents()
            usleep(200)
            if DispatchTime.now().uptimeNanoseconds > deadline + 5_000_000_000 { break }
        }
        return (seconds, message)
    }
}

/// A child process run to its end, with its exit status, wall time and peak resident memory.
struct ChildRun {
    var status: Int32
    var seconds: Double
    /// Peak resident memory of the command, in MB, measured by GNU time (`/usr/bin/time -f %M`):
    /// a process spawned straight from the benchmark would inherit the benchmark's own high-water
    /// mark; one forked by `time` starts from `time`'s small one. Zero when `time` is missing.
    var peakResidentMB: Double
    var output: String

    /// Runs `arguments` (the program's path first) with standard output and error in `outputPath`.
    static func run(_ arguments: [String], outputTo outputPath: String) -> ChildRun {
        let timeTool = "/usr/bin/time"
        let rssPath = outputPath + ".rss"
        let hasTime = FileManager.default.isExecutableFile(atPath: timeTool)
        let command = hasTime ? [timeTool, "-f", "%M", "-o", rssPath] + arguments : arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else {
            return ChildRun(status: -1, seconds: 0, peakResidentMB: 0, output: "cannot start \(command[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // GNU time writes the maximum resident set size in kilobytes (its last line).
        let kilobytes =
            (try? String(contentsOfFile: rssPath, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        return ChildRun(
            status: (status >> 8) & 0xFF, seconds: seconds, peakResidentMB: kilobytes / 1024, output: output)
    }
}
