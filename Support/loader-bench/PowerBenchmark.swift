import ControlProtocol
import Foundation
import XSession
import Glibc
import SDLHost
import StudioInspection

/// The studio's CPU use in a real X window (its own Xvfb, no GPU), per mode: the release
/// `loader-studio` beside this executable, a fresh settings folder each run, and the child's CPU
/// time (all threads) from `/proc/PID/stat`, sampled every second for `LOADER_POWER_SECONDS`
/// (default 10). Figures are medians of the one-second samples, in percent of one core; fps,
/// bytes and frames over refreshes (frames presented minus the display refreshes in the window)
/// come from the studio's `present` control answer (left out when it has none).
/// `editor_gl_surface` is the Editor with SDL's default window surface on X11, an OpenGL
/// texture (`SDL_FRAMEBUFFER_ACCELERATION=1`), for comparison with the shared-memory one.
let powerBenchmarks: [Benchmark] = [
    Benchmark(
        name: "power",
        summary:
            "the real studio in an Xvfb window at 1280x800: CPU % of one core (editor, paused, gallery, progress, skeleton, a playing scene; the editor on an OpenGL window surface), frames and bytes presented per second"
    ) {
        PowerBenchmark.run()
    }
]

enum PowerBenchmark {
    /// One measured situation: the studio's arguments and what to do before measuring.
    struct Scenario: Sendable {
        var name: String
        var arguments: [String]
        /// Extra environment variables for the studio.
        var environment: [String: String] = [:]
        var prepare: @Sendable (StudioUnderTest) throws -> Void = { _ in }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "editor", arguments: ["--mode", "editor"]),
        Scenario(name: "paused", arguments: ["--mode", "editor"]) { studio in
            try studio.click("timeline.play")
            let state = try studio.request(.state, as: StudioState.self)
            guard !state.editor.playhead.playing else { throw BenchError("the editor did not pause") }
        },
        Scenario(name: "gallery", arguments: ["--mode", "gallery"]),
        Scenario(name: "progress", arguments: ["--mode", "progress"]),
        Scenario(name: "skeleton", arguments: ["--mode", "skeleton", "--skeleton", "sliding"]),
        Scenario(name: "scenes", arguments: ["--mode", "scenes"]) { studio in try studio.click("scenes.play") },
        Scenario(
            name: "editor_gl_surface", arguments: ["--mode", "editor"],
            environment: ["SDL_FRAMEBUFFER_ACCELERATION": "1"]),
    ]

    static func run() -> [BenchFigure] {
        guard FileManager.default.isExecutableFile(atPath: StudioUnderTest.binary) else {
            FileHandle.standardError.write(
                Data("power: \(StudioUnderTest.binary) is missing; build it first (make release)\n".utf8))
            return []
        }
        let seconds = max(2, Int(ProcessInfo.processInfo.environment["LOADER_POWER_SECONDS"] ?? "") ?? 10)
        let server: PrivateXServer
        do { server = try PrivateXServer() } catch {
            FileHandle.standardError.write(Data("power: \(error)\n".utf8))
            return []
        }
        defer { server.stop() }
        var figures: [BenchFigure] = []
        for scenario in scenarios {
            do {
                figures += try measure(scenario, seconds: seconds, server: server)
            } catch {
                FileHandle.standardError.write(Data("power: \(scenario.name): \(error)\n".utf8))
            }
        }
        return figures
    }

    /// Starts the studio, prepares the scenario, lets it settle for 1.5 s, then samples it.
    static func measure(_ scenario: Scenario, seconds: Int, server: PrivateXServer) throws -> [BenchFigure] {
        let studio = try StudioUnderTest(scenario.arguments, environment: scenario.environment, server: server)
        defer { studio.stop() }
        try scenario.prepare(studio)
        usleep(1_500_000)
        let pid = studio.process.processIdentifier, xPid = server.processIdentifier
        let (firstPresent, presentStart) = timedPresented(studio)
        let start = MonotonicClock.seconds
        var last = (time: start, studio: ProcessCPU.seconds(of: pid) ?? 0, server: ProcessCPU.seconds(of: xPid) ?? 0)
        var studioSamples: [Double] = [], serverSamples: [Double] = []
        for _ in 0..<seconds {
            usleep(1_000_000)
            guard let cpu = ProcessCPU.seconds(of: pid) else {
                throw BenchError("loader-studio ended: \(studio.log())")
            }
            let now = (time: MonotonicClock.seconds, studio: cpu, server: ProcessCPU.seconds(of: xPid) ?? 0)
            studioSamples.append((now.studio - last.studio) / (now.time - last.time) * 100)
            serverSamples.append((now.server - last.server) / (now.time - last.time) * 100)
            last = now
        }
        if let line = studio.log().split(separator: "\n").first {
            FileHandle.standardError.write(Data("power: \(scenario.name): \(line)\n".utf8))
        }
        var figures = [
            BenchFigure(name: "\(scenario.name)_cpu_percent", value: median(studioSamples), unit: "% of one core"),
            BenchFigure(
                name: "\(scenario.name)_xserver_cpu_percent", value: median(serverSamples), unit: "% of one core"),
        ]
        let (lastPresent, presentEnd) = timedPresented(studio)
        if let first = firstPresent, let end = lastPresent {
            let seconds = presentEnd - presentStart
            figures.append(
                BenchFigure(
                    name: "\(scenario.name)_fps", value: (end.frames - first.frames) / seconds, unit: "frames/s"))
            figures.append(
                BenchFigure(
                    name: "\(scenario.name)_presented_kb_per_second",
                    value: (end.bytes - first.bytes) / seconds / 1000, unit: "kB/s"))
            // At most one frame a refresh: frames presented minus the refreshes that passed.
            if let refresh = (try? studio.request(.present, as: PresentAnswer.self))?.refreshHz {
                figures.append(
                    BenchFigure(
                        name: "\(scenario.name)_frames_over_refreshes",
                        value: end.frames - first.frames - seconds * refresh, unit: "frames"))
            }
        }
        return figures
    }

    /// The studio's `present` counts and when they held: the middle of the request, in
    /// monotonic seconds.
    static func timedPresented(_ studio: StudioUnderTest) -> ((frames: Double, bytes: Double)?, Double) {
        let before = MonotonicClock.seconds
        let counts = studio.presented()
        return (counts, (before + MonotonicClock.seconds) / 2)
    }
}
