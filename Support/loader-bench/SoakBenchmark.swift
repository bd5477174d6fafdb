import Foundation
import Glibc
import Graphics
import LoaderKitCore
import Render
import SDLHost
import Studio
import StudioCommandLine
import UI

/// The soak: the real studio off screen for `LOADER_SOAK_SECONDS` (default 600), every mode in
/// turn with everything animating at 60 frames per second, while a spec file it watches is saved
/// every 100 ms (every third save invalid, saves alternating rename and in-place writes).
let soakBenchmarks: [Benchmark] = [
    Benchmark(
        name: "soak",
        summary:
            "the studio off screen for LOADER_SOAK_SECONDS (default 600) with a watched spec saved every 100 ms, a third invalid: resident memory, saves applied and rejected"
    ) {
        MainActor.assumeIsolated { SoakBenchmark.run() }
    }
]

@MainActor
enum SoakBenchmark {
    /// One save of the soak: what was written and, when valid, the spec the studio must show.
    struct Save {
        var number: Int
        var spec: IndicatorSpec?
        var bytes: [UInt8]
        var valid: Bool { spec != nil }
    }

    /// Save `n`: a valid spec whose element count, duration and stagger change with every save
    /// (and its name every few, as when someone edits one spec); every third save is invalid,
    /// alternately broken JSON and a broken rule.
    static func save(_ n: Int) -> Save {
        let text = specText(
            name: "Soak\(n % 5)", count: 2 + n % 7, duration: 0.5 + Double(n % 11) / 10,
            stagger: Double(n % 13) / 100)
        guard n % 3 == 2 else { return Save(number: n, spec: try? IndicatorSpec(json: text), bytes: Array(text.utf8)) }
        let broken =
            n % 2 == 0
            ? String(text.prefix(text.count * 2 / 3))
            : text.replacingOccurrences(of: "\"values\": [1, 0.2]", with: "\"values\": [1]")
        return Save(number: n, spec: nil, bytes: Array(broken.utf8))
    }

    /// Resident memory of this process, in bytes (`/proc/self/statm`).
    nonisolated static func residentBytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }

    static func run() -> [BenchFigure] {
        let seconds = Double(ProcessInfo.processInfo.environment["LOADER_SOAK_SECONDS"] ?? "") ?? 600
        let dir = NSTemporaryDirectory() + "loader-soak-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/soak.json"
        write(save(0).bytes, to: path, rename: false)

        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        let library = DocumentLibrary()
        let app = StudioApp(
            library: library, rasterize: { _, _, _, _ in [] },
            imageWriter: GalleryBenchmark.NullWriter(), textEngine: engine)
        guard app.openFiles([path]).isEmpty, let document = library.documents.first(where: { $0.path != nil }) else {
            FileHandle.standardError.write(Data("soak: the spec did not open\n".utf8))
            return []
        }
        app.window.layout(size: Size(1280, 800), scale: 1)
        guard var pixmap = Pixmap(width: 1280, height: 800) else { return [] }
        let renderer = Renderer()
        let modes: [StudioMode] = [.gallery, .editor, .progress, .skeleton]

        // Checkpoints at 10 %, 50 % and 100 % of the run: 1, 5 and 10 minutes for the full soak.
        let checkpoints = [0.1, 0.5, 1.0].map { $0 * seconds }
        var resident: [Double] = []
        var lastValid = save(0).spec, applied = 0, missed = 0, rejected = 0, unmarked = 0, validSaves = 0,
            invalidSaves = 0
        var pending: Save?
        var frameCPU: [Double] = []
        var frame = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        while elapsed < seconds {
            let frameStart = DispatchTime.now().uptimeNanoseconds
            elapsed = Double(frameStart - start) / 1e9
            // Every 15 s the next mode; the editor shows the watched spec.
            let mode = modes[Int(elapsed / 15) % modes.count]
            if app.mode != mode {
                app.select(mode: mode, remember: false)
                if mode == .editor { app.open(document) }
                if mode == .skeleton {
                    app.apply(StudioLaunchOptions(skeletonLook: .sliding))
                }
            }
            // Every 6th frame (100 ms): judge the previous save, then make the next one.
            if frame % 6 == 0 {
                if let save = pending {
                    if let spec = save.spec {
                        if document.spec == spec && !document.isStale { applied += 1 } else { missed += 1 }
                    } else {
                        if document.isStale && !document.problems.isEmpty && document.spec == lastValid {
                            rejected += 1
                        } else {
                            unmarked += 1
                        }
                    }
                }
                let save = save(frame / 6 + 1)
                write(save.bytes, to: path, rename: save.number % 2 == 0)
                if save.valid { validSaves += 1; lastValid = save.spec } else { invalidSaves += 1 }
                pending = save
            }
            let cpu0 = MonotonicClock.threadCPUSeconds
            app.tick(dt: 1.0 / 60)
            renderer.render(app.window.recordFrame().list, into: &pixmap)
            frameCPU.append(MonotonicClock.threadCPUSeconds - cpu0)
            frame += 1
            if resident.count < checkpoints.count && elapsed >= checkpoints[resident.count] {
                resident.append(residentBytes())
                FileHandle.standardError.write(
                    Data(
                        String(
                            format: "soak: %.0f s, resident %.1f MB, %d saves applied, %d rejected\n",
                            elapsed, resident.last! / 1e6, applied, rejected
                        ).utf8))
            }
            // Pace at 60 frames per second.
            let used = Double(DispatchTime.now().uptimeNanoseconds - frameStart) / 1e9
            if used < 1.0 / 60 { usleep(UInt32((1.0 / 60 - used) * 1e6)) }
        }
        while resident.count < checkpoints.count { resident.append(residentBytes()) }
        blackHole(pixmap.pixels[0])
        let labels = ["at_10pct", "at_50pct", "at_end"]
        var figures = zip(labels, resident).map { BenchFigure(name: "resident_\($0)", value: $1 / 1e6, unit: "MB") }
        figures += [
            BenchFigure(name: "resident_growth_after_warmup", value: (resident[2] - resident[0]) / 1e6, unit: "MB"),
            BenchFigure(name: "seconds", value: elapsed, unit: "s"),
            BenchFigure(name: "frames", value: Double(frame), unit: "frames"),
            BenchFigure(name: "frame_cpu_median", value: median(frameCPU) * 1000, unit: "ms"),
            BenchFigure(name: "saves_valid", value: Double(validSaves), unit: "saves"),
            BenchFigure(name: "saves_applied", value: Double(applied), unit: "saves"),
            BenchFigure(name: "saves_missed", value: Double(missed), unit: "saves"),
            BenchFigure(name: "saves_invalid", value: Double(invalidSaves), unit: "saves"),
            BenchFigure(name: "saves_rejected_with_message", value: Double(rejected), unit: "saves"),
            BenchFigure(name: "saves_invalid_unmarked", value: Double(unmarked), unit: "saves"),
        ]
        return figures
    }

    /// Writes `bytes` to `path`: by renaming a finished temporary file over it, or in place.
    static func write(_ bytes: [UInt8], to path: String, rename useRename: Bool) {
        let target = useRename ? path + ".tmp" : path
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if useRename { _ = rename(target, path) }
    }

    /// A valid row of `count` dots fading over `duration` seconds, `stagger` seconds apart.
    static func specText(name: String, count: Int, duration: Double, stagger: Double) -> String {
        """
        {
          "schemaVersion": 1,
          "name": "\(name)",
          "duration": \(duration),
          "layout": { "type": "row", "count": \(count), "gap": 0.1 },
          "shape": { "type": "circle" },
          "stagger": { "each": \(stagger) },
          "tracks": [ { "property": "opacity", "keyTimes": [0, 1], "values": [1, 0.2] } ]
        }

        """
    }
}
