import Export
import Foundation
import LoaderKitCore
import LoaderStudioCLI
import VectorExport

/// `export`: all 50 built-ins to Lottie and to animated SVG at the defaults (160 px, 60 fps),
/// with the total bytes written.
let exportBenchmarks: [Benchmark] = [
    Benchmark(name: "export", summary: "all 50 built-ins to Lottie JSON and to animated SVG (160 px, 60 fps)") {
        let evaluators = IndicatorSpec.builtinNames.compactMap { name in
            IndicatorSpec.builtin(named: name).flatMap { try? IndicatorEvaluator(spec: $0) }
        }
        var figures: [BenchFigure] = []
        for format in VectorFormat.allCases {
            let exporter = VectorExporter(format: format, color: IndicatorRasterizer.defaultColor)
            var bytes = 0
            let seconds = medianSeconds(repeats: 3) {
                bytes = 0
                for evaluator in evaluators { bytes += (try? exporter.export(evaluator).count) ?? 0 }
            }
            let name = format == .lottie ? "lottie" : "svg"
            figures.append(BenchFigure(name: "\(name)_all_builtins_ms", value: seconds * 1000, unit: "ms"))
            figures.append(BenchFigure(name: "\(name)_all_builtins_kb", value: Double(bytes) / 1024, unit: "KB"))
        }
        return figures
    }
]
