import LoaderKitCore

/// Benchmarks of LoaderKitCore: evaluation throughput and spec loading.
let coreBenchmarks: [Benchmark] = [
    Benchmark(
        name: "eval", summary: "element states per second over the 50 built-ins, 10,000 times each", run: evalBenchmark),
    Benchmark(name: "load", summary: "parse + validate + prepare all 50 built-ins", run: loadBenchmark),
]

/// Evaluates every built-in at 10,000 times spread over four cycles, single core, reusing one
/// state buffer (the per-frame path).
@Sendable func evalBenchmark() -> [BenchFigure] {
    let evaluators = IndicatorSpec.builtinNames.compactMap { name in
        IndicatorSpec.builtin(named: name).flatMap { try? IndicatorEvaluator(spec: $0) }
    }
    let timesPerSpec = 10_000
    var buffer: [ElementState] = []
    var statesPerRun = 0
    var checksum = 0.0
    let seconds = medianSeconds(repeats: 5) {
        statesPerRun = 0
        for evaluator in evaluators {
            let span = 4 * evaluator.spec.duration
            for k in 0..<timesPerSpec {
                evaluator.states(at: span * Double(k) / Double(timesPerSpec), into: &buffer)
                statesPerRun += buffer.count
                checksum += buffer[0].scaleX
            }
        }
    }
    blackHole(checksum)
    return [
        BenchFigure(name: "states_per_second", value: Double(statesPerRun) / seconds / 1e6, unit: "M/s"),
        BenchFigure(name: "ns_per_state", value: seconds / Double(statesPerRun) * 1e9, unit: "ns"),
    ]
}

/// Parses, validates and prepares all 50 built-ins from their JSON text.
@Sendable func loadBenchmark() -> [BenchFigure] {
    let texts = IndicatorSpec.builtinNames.compactMap { IndicatorSpec.builtinJSON(named: $0) }
    var loaded = 0
    let seconds = medianSeconds(repeats: 21) {
        loaded = 0
        for text in texts {
            if let spec = try? IndicatorSpec(json: text), let evaluator = try? IndicatorEvaluator(spec: spec) {
                loaded += evaluator.elementCount > 0 ? 1 : 0
            }
        }
    }
    precondition(loaded == texts.count, "a built-in failed to load")
    return [
        BenchFigure(name: "all_builtins_ms", value: seconds * 1e3, unit: "ms"),
        BenchFigure(name: "per_spec_us", value: seconds / Double(texts.count) * 1e6, unit: "us"),
    ]
}
