import Foundation
import Handoff
import LoaderKitCore
import TestSupport

/// The states the golden snippets are written from: each a name, and the snippet of every
/// platform.
enum SnippetConfigurations {
    struct Configuration {
        let name: String
        let code: (SnippetPlatform) -> String
        /// The `loader-studio snippet` arguments that print the same code (platform added).
        let arguments: [String]
    }

    static func fixture(_ path: String) -> String {
        GoldenImage.packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path).path
    }

    static func builtin(_ name: String, params: [String: Double] = [:], colors: [String] = [], speed: Double = 1,
                        size: Double = IndicatorSnippet.defaultSize) -> IndicatorSnippet {
        IndicatorSnippet(source: .builtin(name), spec: IndicatorSpec.builtin(named: name)!, params: params,
                         colors: colors.map { SnippetColor(hex: $0)! }, speed: speed, size: size)
    }

    static let customPath = fixture("examples/first-params.json")

    static func custom() -> IndicatorSnippet {
        let json = try! String(contentsOfFile: customPath, encoding: .utf8)
        return IndicatorSnippet(source: .file(name: "first-params.json", json: json), spec: try! IndicatorSpec(json: json),
                                params: ["count": 4, "minScale": 0.4], colors: [SnippetColor(hex: "#0EA5E9")!], speed: 2, size: 48)
    }

    static var all: [Configuration] {
        let defaults = builtin("BallPulse")
        let params = builtin("BallSpinFadeLoader", params: ["count": 10, "minScale": 0.4, "minOpacity": 0.123456], size: 48)
        let colorList = builtin("LineScale", colors: ["#7c3aed", "#10B981", "#f59e0b"], size: 40)
        let speed = builtin("BallPulse", colors: ["#e11d48"], speed: 1.33333, size: 64.5)
        let customFile = Self.custom()
        let progress = ProgressSnippet(options: ProgressOptions(type: .linear, variant: .wavy, thickness: 6, showLabel: true,
                                                                color: ProgressColor(red: 1, green: 0, blue: 0)))
        let progressIndeterminate = ProgressSnippet(options: ProgressOptions(type: .gauge, variant: .needle, segments: 10,
                                                                             strokeCap: .butt, sweepAngle: 200, size: 64),
                                                    value: nil)
        return [
            Configuration(name: "defaults", code: defaults.code(for:), arguments: ["BallPulse"]),
            Configuration(name: "params", code: params.code(for:),
                          arguments: ["BallSpinFadeLoader", "--params", "count=10,minScale=0.4,minOpacity=0.123456", "--size", "48"]),
            Configuration(name: "color-list", code: colorList.code(for:),
                          arguments: ["LineScale", "--colors", "#7c3aed,#10B981,#f59e0b", "--size", "40"]),
            Configuration(name: "speed", code: speed.code(for:),
                          arguments: ["BallPulse", "--color", "#e11d48", "--speed", "1.33333", "--size", "64.5"]),
            Configuration(name: "custom-file", code: customFile.code(for:),
                          arguments: [customPath, "--params", "count=4,minScale=0.4", "--color", "#0EA5E9", "--speed", "2", "--size", "48"]),
            Configuration(name: "progress", code: progress.code(for:),
                          arguments: ["--progress", "linear:wavy", "--options", "thickness=6,showLabel=true,color=#FF0000"]),
            Configuration(name: "progress-indeterminate", code: progressIndeterminate.code(for:),
                          arguments: ["--progress", "gauge:needle", "--options", "segments=10,strokeCap=butt,sweepAngle=200,size=64",
                                      "--value", "nan"]),
        ]
    }
}
