import Glibc
import LoaderKitCore
import SpecLanguage

/// Benchmarks of SpecLanguage: what a source pane pays per revision of a large spec.
let specLanguageBenchmarks: [Benchmark] = [
    Benchmark(
        name: "speclang", summary: "tokens + diagnostics (lint included) of a 1 MB spec; the syntax tree of 8 MiB",
        run: specLanguageBenchmark)
]

/// A valid, indented spec of at least `bytes` bytes: one part, a single dot with a smooth
/// scale track, repeated.
func largeSpecText(bytes: Int) -> [UInt8] {
    let part = """
            {
              "layout": { "type": "single", "size": 0.1, "x": 0.5, "y": 0.5 },
              "shape": { "type": "circle" },
              "tracks": [
                { "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, 0.5, 1], "easing": "easeInOut" },
                { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1] }
              ]
            }
        """
    let head = "{\n  \"schemaVersion\": 1,\n  \"name\": \"Large\",\n  \"duration\": 1,\n  \"parts\": [\n"
    var parts: [String] = []
    var size = head.utf8.count
    while size < bytes {
        parts.append(part)
        size += part.utf8.count + 2
    }
    return Array((head + parts.joined(separator: ",\n") + "\n  ]\n}\n").utf8)
}

@Sendable func specLanguageBenchmark() -> [BenchFigure] {
    let megabyte = largeSpecText(bytes: 1_000_000)
    var diagnostics = 0
    let megabyteTree = SpecSyntaxTree(megabyte)
    let spec = SpecAnalysis(bytes: megabyte).spec
    precondition(spec != nil, "the 1 MB spec must be valid")
    let lint = medianSeconds(repeats: 5) { blackHole(SpecLinter.warnings(spec: spec!, tree: megabyteTree)) }
    let analyze = medianSeconds(repeats: 5) {
        let analysis = SpecAnalysis(bytes: megabyte)
        diagnostics = analysis.diagnostics.count + analysis.tokens.count
    }
    // CPU time of this thread too: on a machine shared with other builds, wall time mostly
    // measures the wait for a core.
    let analyzeCPU = median(
        (0..<5).map { _ in threadCPUSeconds { blackHole(SpecAnalysis(bytes: megabyte).diagnostics) } })
    let large = largeSpecText(bytes: 8 * 1024 * 1024 - 4096)
    var nodes = 0
    let tree8 = medianSeconds(repeats: 3) { nodes = SpecSyntaxTree(large).nodes.count }
    let tree8CPU = median((0..<3).map { _ in threadCPUSeconds { nodes = SpecSyntaxTree(large).nodes.count } })
    let format = medianSeconds(repeats: 5) { blackHole(SpecFormatter.format(megabyte)) }
    // One digit typed into a value in the middle of the 1 MB spec, from the previous analysis.
    let base = SpecAnalysis(bytes: megabyte, lint: false)
    let middle = megabyte.count / 2
    let caret = megabyte[middle...].firstRange(of: Array("\"size\": 0.1".utf8))!.upperBound
    let digit = SpecTextEdit(range: caret..<caret, replacement: [UInt8(ascii: "5")])
    var typed = megabyte
    typed.insert(UInt8(ascii: "5"), at: caret)
    let keystroke = medianSeconds(repeats: 21) {
        blackHole(base.applying(digit, giving: typed, lint: false).diagnostics)
    }
    blackHole(diagnostics + nodes)
    return [
        BenchFigure(name: "analyze_1mb_ms", value: analyze * 1e3, unit: "ms"),
        BenchFigure(name: "analyze_1mb_cpu_ms", value: analyzeCPU * 1e3, unit: "ms"),
        BenchFigure(name: "lint_1mb_ms", value: lint * 1e3, unit: "ms"),
        BenchFigure(name: "tree_8mib_ms", value: tree8 * 1e3, unit: "ms"),
        BenchFigure(name: "tree_8mib_cpu_ms", value: tree8CPU * 1e3, unit: "ms"),
        BenchFigure(name: "format_1mb_ms", value: format * 1e3, unit: "ms"),
        BenchFigure(name: "keystroke_analysis_1mb_ms", value: keystroke * 1e3, unit: "ms"),
    ]
}

/// CPU seconds the calling thread spends in `body`.
func threadCPUSeconds(_ body: () -> Void) -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}
