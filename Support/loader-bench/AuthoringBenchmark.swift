import LoaderKitCore
import SpecLanguage

/// Benchmarks of visual authoring: what one visual edit costs.
let authoringBenchmarks: [Benchmark] = [
    Benchmark(
        name: "authoring",
        summary:
            "visual edit: perform of a keyframe move, a keyframe drag to the finished frame on the largest built-in, a rubber band of 500 keyframes and their group drag on 10 parts of 10 tracks (p95)"
    ) {
        authoringOperationFigures()
            + MainActor.assumeIsolated { AuthoringDragBenchmark.run() + AuthoringGroupBenchmark.run() }
    }
]

/// `operation_p95_ms`: `SpecEditor.perform` of a `moveKeyframe` (the lowering, the text edits
/// and the validation of the new text) on the largest built-in as the formatter writes it,
/// over 200 moves of the second keyframe of its first track with three or more.
@Sendable func authoringOperationFigures() -> [BenchFigure] {
    let name = IndicatorSpec.builtinNames.max {
        IndicatorSpec.builtinJSON(named: $0)!.utf8.count < IndicatorSpec.builtinJSON(named: $1)!.utf8.count
    }!
    let bytes = SpecFormatter.format(Array(IndicatorSpec.builtinJSON(named: name)!.utf8))!
    let tree = SpecSyntaxTree(bytes)
    // The first track with a keyframe between its ends.
    let candidates = ["tracks[0]"] + (0..<64).map { "parts[\($0)].tracks[0]" }
    let track = candidates.lazy.compactMap { JSONPath(parsing: $0) }.first { path in
        tree.node(at: path.appending(key: "keyTimes")).map { tree.children(of: $0).count >= 3 } ?? false
    }!
    var samples: [Double] = []
    for i in 0..<200 {
        let time = 0.05 + 0.9 * Double(i) / 200
        samples.append(
            measureSeconds {
                blackHole(try? SpecEditor.perform(.moveKeyframe(track: track, index: 1, time: time), on: bytes))
            })
    }
    precondition(
        (try? SpecEditor.perform(.moveKeyframe(track: track, index: 1, time: 0.5), on: bytes)) != nil,
        "\(name): the move must apply")
    let sorted = samples.sorted()
    let p95 = sorted[sorted.count * 95 / 100]
    return [BenchFigure(name: "operation_p95_ms", value: p95 * 1000, unit: "ms")]
}
