import LoaderKitCore
import SpecLanguage

/// Benchmarks of SpecLanguage: what a source pane pays per revision of a large spec.
let specLanguageBenchmarks: [Benchmark] = [
    Benchmark(name: "speclang", summary: "tokens + diagnostics (lint included) of a 1 MB spec; the syntax tree of 8 MiB",
              run: specLanguageBenchmark),
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
    let analyze = medianSeconds(repeats: 5) {
        let analysis = SpecAnalysis(bytes: megabyte)
        diagnostics = analysis.diagnostics.count + analysis.tokens.count
    }
    precondition(SpecAnalysis(bytes: megabyte).spec != nil, "the 1 MB spec must be valid")
    let large = largeSpecText(bytes: 8 * 1024 * 1024 - 4096)
    var nodes = 0
    let tree = medianSeconds(repeats: 3) { nodes = SpecSyntaxTree(large).nodes.count }
    let format = medianSeconds(repeats: 5) { blackHole(SpecFormatter.format(megabyte)) }
    blackHole(diagnostics + nodes)
    return [
        BenchFigure(name: "analyze_1mb_ms", value: analyze * 1e3, unit: "ms"),
        BenchFigure(name: "tree_8mib_ms", value: tree * 1e3, unit: "ms"),
        BenchFigure(name: "format_1mb_ms", value: format * 1e3, unit: "ms"),
    ]
}
