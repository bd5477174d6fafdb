import Foundation
import LoaderKitCore
import LoaderStudioCLI

/// `batch`: the command line over a big folder, on one core and on all of them. `validate` over
/// 4,000 small specs (the 50 built-ins, 80 copies each) and `render` of 400 of them to 64-pixel
/// PNGs, each as files (or frames) per second, and the speed-up of all cores over one. The files
/// live in /dev/shm when there is one (memory): on a disk, creating 400 files is the kernel's
/// work (ext4's inode search), which no number of cores speeds up.
let batchBenchmarks: [Benchmark] = [
    Benchmark(name: "batch", summary: "validate 4,000 specs and render 400 PNGs, --jobs 1 and all cores") {
        let inMemory = access("/dev/shm", W_OK) == 0
        let root = (inMemory ? "/dev/shm/" : NSTemporaryDirectory()) + "loader-bench-batch-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let specs = root + "/specs", some = root + "/some", out = root + "/out"
        for folder in [specs, some] {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        var index = 0
        for copy in 0..<80 {
            for name in IndicatorSpec.builtinNames {
                guard let json = IndicatorSpec.builtinJSON(named: name) else { continue }
                let file = "\(name)-\(copy).json"
                FileManager.default.createFile(atPath: specs + "/" + file, contents: Data(json.utf8))
                if copy < 8 { FileManager.default.createFile(atPath: some + "/" + file, contents: Data(json.utf8)) }
                index += 1
            }
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var runs = 0
        /// The median of 3 runs; "OUT" in `arguments` becomes a fresh folder each run (a batch
        /// writes new files, not the last run's again: ext4 flushes a file truncated and rewritten).
        func run(_ arguments: [String]) -> Double {
            medianSeconds(repeats: 3) {
                runs += 1
                let io = CommandIO.capturing()
                blackHole(LoaderStudioCommand.run(arguments.map { $0 == "OUT" ? out + "-\(runs)" : $0 }, io: io))
            }
        }
        let validateOne = run(["validate", specs, "--jobs", "1"])
        let validateAll = run(["validate", specs, "--jobs", "\(cores)"])
        let rendered = 8 * IndicatorSpec.builtinNames.count
        let renderOne = run(["render", some, "--out-dir", "OUT", "--size", "64", "--jobs", "1"])
        let renderAll = run(["render", some, "--out-dir", "OUT", "--size", "64", "--jobs", "\(cores)"])
        return [
            BenchFigure(name: "cores", value: Double(cores), unit: "cores"),
            BenchFigure(name: "files_in_memory", value: inMemory ? 1 : 0, unit: "(1 = /dev/shm)"),
            BenchFigure(name: "validate_files_per_s_1_job", value: Double(index) / validateOne, unit: "files/s"),
            BenchFigure(name: "validate_files_per_s", value: Double(index) / validateAll, unit: "files/s"),
            BenchFigure(name: "validate_speedup", value: validateOne / validateAll, unit: "x"),
            BenchFigure(name: "render_frames_per_s_1_job", value: Double(rendered) / renderOne, unit: "frames/s"),
            BenchFigure(name: "render_frames_per_s", value: Double(rendered) / renderAll, unit: "frames/s"),
            BenchFigure(name: "render_speedup", value: renderOne / renderAll, unit: "x"),
        ]
    }
]
