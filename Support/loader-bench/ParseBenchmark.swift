import Foundation
import Hardening
import LoaderKitCore

/// Parsing and validating spec text in process, as `loader-studio validate` does per file.
let parseBenchmarks: [Benchmark] = [
    Benchmark(
        name: "parse",
        summary: "specs per second over 4,000 small specs (parse + validate), and MB/s on an 8 MB spec",
        run: ParseBenchmark.run)
]

enum ParseBenchmark {
    /// The 50 built-ins, 80 times each: 4,000 texts.
    static func smallTexts() -> [[UInt8]] {
        let texts = IndicatorSpec.builtinNames.compactMap { IndicatorSpec.builtinJSON(named: $0) }
        return (0..<80).flatMap { _ in texts.map { Array($0.utf8) } }
    }

    /// A spec of 10,000 elements (the grid of `HostileFile.gridSpec`) with 500,000 keyframes in
    /// five group tracks of 100,000 each: about 8 MB.
    static func largeText() -> [UInt8] {
        let perTrack = 100_000
        var tracks: [String] = []
        for property in ["scale", "opacity", "rotate", "translateX", "translateY"] {
            var times = ""
            var values = ""
            times.reserveCapacity(perTrack * 10)
            values.reserveCapacity(perTrack * 6)
            for k in 0..<perTrack {
                let micro = k * 1_000_000 / (perTrack - 1)
                let fraction = String(micro % 1_000_000)
                times +=
                    (k == 0 ? "" : ", ") + "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count)
                    + fraction
                values += (k == 0 ? "" : ", ") + (k % 2 == 0 ? "0.75" : "1")
            }
            tracks.append(
                "{ \"property\": \"\(property)\", \"keyTimes\": [\(times)], \"values\": [\(values)] }")
        }
        let extra = "\n  \"groupTracks\": [\n    " + tracks.joined(separator: ",\n    ") + "\n  ],"
        return Array(HostileFile.gridSpec(name: "Large", columns: 100, rows: 100, extraMembers: extra).utf8)
    }

    /// With `LOADER_BENCH_PARSE_TEXTS=DIR`, writes the texts `run` measures into DIR (made if missing), byte for
    /// byte, as `small-0000.json` ... `small-3999.json` and `large.json`, so a peer engine can be measured on the
    /// same input. Unset, it writes nothing.
    static func writeTextsIfAsked(small: [[UInt8]], large: [UInt8]) {
        guard let folder = ProcessInfo.processInfo.environment["LOADER_BENCH_PARSE_TEXTS"], !folder.isEmpty else {
            return
        }
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (index, text) in small.enumerated() {
                try Data(text).write(to: directory.appendingPathComponent(String(format: "small-%04d.json", index)))
            }
            try Data(large).write(to: directory.appendingPathComponent("large.json"))
        } catch {
            FileHandle.standardError.write("loader-bench: cannot write the parse texts: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
    }

    static func run() -> [BenchFigure] {
        let small = smallTexts()
        if let rounds = ProcessInfo.processInfo.environment["LOADER_BENCH_PARSE_SMALL_ONLY"].flatMap(Int.init) {
            return smallOnly(small, rounds: rounds)
        }
        let large = largeText()
        writeTextsIfAsked(small: small, large: large)
        precondition(IndicatorSpec.check(bytes: large).problems.isEmpty, "the large spec has problems")
        var valid = 0
        let smallSeconds = medianSeconds(repeats: 7) {
            valid = 0
            for text in small where IndicatorSpec.validationProblems(bytes: text).isEmpty { valid += 1 }
        }
        precondition(valid == small.count, "a built-in has problems")
        let checkSeconds = medianSeconds(repeats: 7) {
            valid = 0
            for text in small where IndicatorSpec.checkForReport(bytes: text).problems.isEmpty { valid += 1 }
        }
        let largeSeconds = medianSeconds(repeats: 7) {
            blackHole(IndicatorSpec.validationProblems(bytes: large))
        }
        let smallParseSeconds = medianSeconds(repeats: 7) {
            for text in small { blackHole(try? JSONParser.tape(text)) }
        }
        let largeCheckSeconds = medianSeconds(repeats: 5) {
            blackHole(IndicatorSpec.checkForReport(bytes: large).problems)
        }
        let parseSeconds = medianSeconds(repeats: 7) { blackHole(try? JSONParser.tape(large)) }
        let treeSeconds = medianSeconds(repeats: 7) { blackHole(try? JSONParser.parse(large)) }
        // The same on this thread's CPU clock: what a core spends, whatever else the machine runs.
        let smallCPUSeconds = medianCPUSeconds(repeats: 7) {
            for text in small { blackHole(IndicatorSpec.validationProblems(bytes: text)) }
        }
        let largeCPUSeconds = medianCPUSeconds(repeats: 7) {
            blackHole(IndicatorSpec.validationProblems(bytes: large))
        }
        let megabytes = Double(large.count) / 1e6
        let smallBytes = Double(small.reduce(0) { $0 + $1.count })
        return [
            BenchFigure(name: "small_specs_per_second", value: Double(small.count) / smallSeconds, unit: "specs/s"),
            BenchFigure(name: "small_MB_per_second", value: smallBytes / 1e6 / smallSeconds, unit: "MB/s"),
            BenchFigure(
                name: "small_check_specs_per_second", value: Double(small.count) / checkSeconds, unit: "specs/s"),
            BenchFigure(
                name: "small_specs_per_cpu_second", value: Double(small.count) / smallCPUSeconds, unit: "specs/s"),
            BenchFigure(name: "large_MB", value: megabytes, unit: "MB"),
            BenchFigure(name: "large_cpu_ms", value: largeCPUSeconds * 1e3, unit: "ms"),
            BenchFigure(name: "large_ms", value: largeSeconds * 1e3, unit: "ms"),
            BenchFigure(name: "large_MB_per_second", value: megabytes / largeSeconds, unit: "MB/s"),
            BenchFigure(name: "large_check_ms", value: largeCheckSeconds * 1e3, unit: "ms"),
            BenchFigure(name: "large_parse_MB_per_second", value: megabytes / parseSeconds, unit: "MB/s"),
            BenchFigure(name: "large_tree_MB_per_second", value: megabytes / treeSeconds, unit: "MB/s"),
            BenchFigure(name: "small_parse_MB_per_second", value: smallBytes / 1e6 / smallParseSeconds, unit: "MB/s"),
        ]
    }
}

extension ParseBenchmark {
    /// With `LOADER_BENCH_PARSE_SMALL_ONLY=ROUNDS`, only the small specs' parse + validate, ROUNDS times over: a
    /// run to profile (`perf record`, `valgrind --tool=callgrind`) with nothing else in it.
    static func smallOnly(_ small: [[UInt8]], rounds: Int) -> [BenchFigure] {
        let clock = ContinuousClock()
        let began = clock.now
        for _ in 0..<max(rounds, 1) {
            for text in small { blackHole(IndicatorSpec.validationProblems(bytes: text)) }
        }
        let seconds = (clock.now - began) / .seconds(1)
        return [
            BenchFigure(
                name: "small_only_specs_per_second", value: Double(small.count * max(rounds, 1)) / seconds,
                unit: "specs/s")
        ]
    }
}

/// The median CPU seconds of this thread over `repeats` runs of `body`.
func medianCPUSeconds(repeats: Int, _ body: () -> Void) -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    return median(
        (0..<repeats).map { _ in
            let start = now()
            body()
            return now() - start
        })
}
