import Foundation

/// One measured figure, printed as `NAME.figure: VALUE UNIT`.
struct BenchFigure: Sendable {
    var name: String
    var value: Double
    var unit: String
}

/// A named benchmark: runs its workload and returns median figures.
struct Benchmark: Sendable {
    var name: String
    var summary: String
    var run: @Sendable () -> [BenchFigure]
}

/// Wall-clock seconds of `body`, measured with a monotonic clock.
func measureSeconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `samples` (which must not be empty).
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Runs `body` `repeats` times and returns the median wall-clock seconds of one run.
func medianSeconds(repeats: Int, _ body: () -> Void) -> Double {
    median((0..<repeats).map { _ in measureSeconds(body) })
}

/// Keeps `value` alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
