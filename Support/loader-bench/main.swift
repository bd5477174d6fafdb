import Foundation

/// Every benchmark, in the order `loader-bench` runs them with no arguments.
let defaultBenchmarks: [Benchmark] =
    coreBenchmarks + parseBenchmarks + specLanguageBenchmarks + renderBenchmarks + exportBenchmarks + studioBenchmarks
    + uiBenchmarks
    + galleryBenchmarks + progressBenchmarks + skeletonBenchmarks + scenesBenchmarks + checkBenchmarks
    + codeEditorBenchmarks
    + sourceBenchmarks
    + authoringBenchmarks
    + onionSkinBenchmarks
/// Long runs (minutes, hundreds of megabytes written, or a window on a private X server) that run
/// only when named.
let namedOnlyBenchmarks: [Benchmark] =
    hostileBenchmarks + soakBenchmarks + powerBenchmarks + batchBenchmarks + bigSpecBenchmarks + peerBenchmarks
    + languageServerBenchmarks
let allBenchmarks = defaultBenchmarks + namedOnlyBenchmarks

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: loader-bench [NAME ...]\n\nbenchmarks:")
    for bench in defaultBenchmarks { print("  \(bench.name)\t\(bench.summary)") }
    print("\nrun only when named:")
    for bench in namedOnlyBenchmarks { print("  \(bench.name)\t\(bench.summary)") }
    exit(0)
}
let unknown = arguments.filter { name in !allBenchmarks.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(
        "loader-bench: unknown benchmark \(unknown.joined(separator: ", "))\n".data(using: .utf8)!)
    exit(2)
}
let selected = arguments.isEmpty ? defaultBenchmarks : allBenchmarks.filter { arguments.contains($0.name) }
for bench in selected {
    for figure in bench.run() {
        print("\(bench.name).\(figure.name): \(String(format: "%.3f", figure.value)) \(figure.unit)")
    }
}
