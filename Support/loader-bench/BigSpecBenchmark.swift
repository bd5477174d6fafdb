import Foundation
import Glibc

/// `bigspec` (named only: about half a minute): the memory a big spec costs. A spec of 1,000
/// parts of 10 elements (10,000 elements, the limit) with one 500-keyframe track each (500,000
/// keyframes), 7.2 MB, is validated by the command line and opened by the studio (the Editor
/// with its source pane, off screen, a screenshot after 1 s) in child processes; their peak
/// resident memory (GNU time), the studio's for a 3-element spec (its own baseline), and how
/// the studio's figure compares with the command line's. The bound: the studio at most
/// 3x the command line for the same file.
let bigSpecBenchmarks: [Benchmark] = [
    Benchmark(
        name: "bigspec",
        summary: "a 7 MB spec (10,000 elements, 500,000 keyframes): peak memory of validate and of the studio"
    ) {
        BigSpecBenchmark.run()
    }
]

enum BigSpecBenchmark {
    /// The big spec's text: `parts` parts of 10 dots in a row, each with an opacity track of
    /// `keyframes` keys whose last value equals the first.
    static func spec(parts: Int, keyframes: Int) -> String {
        var text = "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 2,\n  \"parts\": [\n"
        for part in 0..<parts {
            let keyTimes = (0..<keyframes).map { k in
                k == keyframes - 1 ? "1" : String(format: "%.4f", Double(k) / Double(keyframes - 1))
            }
            var values = (0..<keyframes).map { k in String(format: "%.2f", Double((k * 7 + part) % 10) / 10) }
            values[keyframes - 1] = values[0]
            text +=
                "    {\"layout\": {\"type\": \"row\", \"count\": 10, \"gap\": 0.01}, \"shape\": {\"type\": \"circle\"},"
            text += " \"stagger\": {\"each\": 0.01},\n     \"tracks\": [{\"property\": \"opacity\", \"keyTimes\": ["
            text +=
                keyTimes.joined(separator: ", ") + "],\n       \"values\": [" + values.joined(separator: ", ") + "]}]}"
            text += part == parts - 1 ? "\n" : ",\n"
        }
        return text + "  ]\n}\n"
    }

    static func run() -> [BenchFigure] {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let cli = folder.appendingPathComponent("loader-studio").path
        guard FileManager.default.isExecutableFile(atPath: cli) else {
            FileHandle.standardError.write(Data("bigspec: \(cli) is missing; build it first (make release)\n".utf8))
            return []
        }
        let dir = NSTemporaryDirectory() + "loader-bigspec-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let big = dir + "/big.json", small = dir + "/small.json"
        let text = spec(parts: 1000, keyframes: 500)
        _ = FileManager.default.createFile(atPath: big, contents: Data(text.utf8))
        _ = FileManager.default.createFile(atPath: small, contents: Data(spec(parts: 1, keyframes: 3).utf8))
        // The studio writes its settings and drafts under these: a scratch home, not the user's.
        for (name, value) in [
            ("HOME", dir), ("XDG_CONFIG_HOME", dir + "/config"), ("XDG_STATE_HOME", dir + "/state"),
            ("SDL_VIDEODRIVER", "dummy"),
        ] {
            setenv(name, value, 1)
        }
        var validate: [Double] = [], studio: [Double] = [], baseline: [Double] = [], open: [Double] = []
        for _ in 0..<3 {
            let checked = ChildRun.run([cli, "validate", big], outputTo: dir + "/validate.txt")
            guard checked.status == 0 else {
                FileHandle.standardError.write(Data("bigspec: validate failed: \(checked.output.prefix(400))\n".utf8))
                return []
            }
            validate.append(checked.peakResidentMB)
            for (file, into) in [(big, 0), (small, 1)] {
                let shown = ChildRun.run(
                    [
                        cli, file, "--mode", "editor", "--source", "--screenshot", dir + "/shot.png",
                        "--screenshot-after", "1",
                    ],
                    outputTo: dir + "/studio.txt")
                guard shown.status == 0 else {
                    FileHandle.standardError.write(
                        Data("bigspec: the studio failed: \(shown.output.prefix(400))\n".utf8))
                    return []
                }
                if into == 0 {
                    studio.append(shown.peakResidentMB)
                    open.append(shown.seconds)
                } else {
                    baseline.append(shown.peakResidentMB)
                }
            }
        }
        return [
            BenchFigure(name: "bytes", value: Double(text.utf8.count), unit: "bytes"),
            BenchFigure(name: "validate_peak_mb", value: median(validate), unit: "MB"),
            BenchFigure(name: "studio_peak_mb", value: median(studio), unit: "MB"),
            BenchFigure(name: "studio_small_spec_peak_mb", value: median(baseline), unit: "MB"),
            BenchFigure(name: "studio_over_validate", value: median(studio) / median(validate), unit: "x"),
            BenchFigure(name: "studio_screenshot_exit_s", value: median(open), unit: "s"),
        ]
    }
}
