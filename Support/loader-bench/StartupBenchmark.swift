import Foundation
import Glibc
import LoaderKitCore
import SDLHost

/// `startup`: how long `loader-studio` (built beside loader-bench) takes to start. The window:
/// `--screenshot` spawned 9 times, the monotonic time of its first rendered frame read from its
/// stderr, and its exit. The commands: `validate one.json`, `eval`, `snippet` and `help`, and `validate`
/// run by the window program (the executable every command used to start), each
/// spawned 31 times with `posix_spawn` and waited for, from the spawn to the exit (process start,
/// the dynamic loader and the command's work included); medians in milliseconds.
enum StartupBenchmark {
    static func run() -> [BenchFigure] {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        let binary = folder.appendingPathComponent("loader-studio").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            FileHandle.standardError.write(Data("startup: \(binary) not built\n".utf8))
            return []
        }
        return commandFigures(binary) + windowFigures(binary)
    }

    /// One command's start to exit, median of 31 spawns after 3 unmeasured ones (a warm cache).
    static func commandFigures(_ binary: String) -> [BenchFigure] {
        let folder = NSTemporaryDirectory() + "loader-bench-startup-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = folder + "/one.json"
        FileManager.default.createFile(
            atPath: spec, contents: Data((IndicatorSpec.builtinJSON(named: "BallPulse") ?? "").utf8))
        let window = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(
            "loader-studio-window"
        ).path
        // The last one is the window program running the same command: what every command cost
        // when the command line and the window were one executable linked with SDL.
        let commands: [(String, String, [String])] = [
            ("validate_one_ms", binary, ["validate", spec]),
            ("eval_ms", binary, ["eval", spec, "--t", "0.5"]),
            ("snippet_ms", binary, ["snippet", "BallPulse", "--platform", "react"]),
            ("help_ms", binary, ["help"]),
            ("validate_one_in_window_program_ms", window, ["validate", spec]),
        ]
        return commands.compactMap { name, program, arguments in
            var samples: [Double] = []
            for round in 0..<34 {
                guard let seconds = spawnAndWait(program, arguments) else { return nil }
                if round >= 3 { samples.append(seconds * 1e3) }
            }
            return BenchFigure(name: name, value: median(samples), unit: "ms")
        }
    }

    /// Seconds from `posix_spawn` to the child's exit, its output sent to /dev/null; nil when it
    /// cannot start or does not exit with 0.
    static func spawnAndWait(_ binary: String, _ arguments: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = MonotonicClock.nanoseconds
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let end = MonotonicClock.nanoseconds
        guard status == 0 else {
            FileHandle.standardError.write(
                Data("startup: \(arguments.joined(separator: " ")) failed (\(status))\n".utf8))
            return nil
        }
        return Double(end - start) / 1e9
    }

    /// The window's first frame off screen (SDL_VIDEODRIVER=dummy) and the screenshot's exit.
    static func windowFigures(_ binary: String) -> [BenchFigure] {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["LOADER_STUDIO_REPORT_FIRST_FRAME"] = "1"
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("loader-bench-startup.png").path
        var firstFrame: [Double] = [], exit: [Double] = []
        for _ in 0..<9 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["--screenshot", out, "--screenshot-after", "0"]
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            let start = MonotonicClock.nanoseconds
            guard (try? process.run()) != nil else { continue }
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let end = MonotonicClock.nanoseconds
            guard process.terminationStatus == 0,
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("first-frame-monotonic-ns: ") }),
                let stamp = UInt64(line.dropFirst("first-frame-monotonic-ns: ".count))
            else { continue }
            firstFrame.append(Double(stamp &- start) / 1e6)
            exit.append(Double(end - start) / 1e6)
        }
        try? FileManager.default.removeItem(atPath: out)
        guard !firstFrame.isEmpty else { return [] }
        return [
            BenchFigure(name: "first_frame_median", value: median(firstFrame), unit: "ms"),
            BenchFigure(name: "screenshot_exit_median", value: median(exit), unit: "ms"),
        ]
    }
}
