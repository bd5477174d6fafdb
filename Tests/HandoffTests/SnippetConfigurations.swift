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

    static func builtin(
        _ name: String, params: [String: Double] = [:], colors: [String] = [], speed: Double = 1,
        size: Double = IndicatorSnippet.defaultSize
    ) -> IndicatorSnippet {
        IndicatorSnippet(
            source: .builtin(name), spec: IndicatorSpec.builtin(named: name)!, params: params,
            colors: colors.map { SnippetColor(hex: $0)! }, speed: speed, size: size)
    }

    static let customPath = fixture("examples/first-params.json")

    static func custom() -> IndicatorSnippet {
        let json = try! String(contentsOfFile: customPath, encoding: .utf8)
        return IndicatorSnippet(
            source: .file(name: "first-params.json", json: json), spec: try! IndicatorSpec(json: json),
            params: ["count": 4, "minScale": 0.4], colors: [SnippetColor(hex: "#0EA5E9")!], speed: 2, size: 48)
    }

    /// Indicators and progress designs.
    static var all: [Configuration] { indicators + ProgressSnippetConfigurations.all }

    static var indicators: [Configuration] {
        let defaults = builtin("BallPulse")
        let params = builtin(
            "BallSpinFadeLoader", params: ["count": 10, "minScale": 0.4, "minOpacity": 0.123456], size: 48)
        let colorList = builtin("LineScale", colors: ["#7c3aed", "#10B981", "#f59e0b"], size: 40)
        let speed = builtin("BallPulse", colors: ["#e11d48"], speed: 1.33333, size: 64.5)
        let customFile = Self.custom()
        return [
            Configuration(name: "defaults", code: defaults.code(for:), arguments: ["BallPulse"]),
            Configuration(
                name: "params", code: params.code(for:),
                arguments: [
                    "BallSpinFadeLoader", "--params", "count=10,minScale=0.4,minOpacity=0.123456", "--size", "48",
                ]),
            Configuration(
                name: "color-list", code: colorList.code(for:),
                arguments: ["LineScale", "--colors", "#7c3aed,#10B981,#f59e0b", "--size", "40"]),
            Configuration(
                name: "speed", code: speed.code(for:),
                arguments: ["BallPulse", "--color", "#e11d48", "--speed", "1.33333", "--size", "64.5"]),
            Configuration(
                name: "custom-file", code: customFile.code(for:),
                arguments: [
                    customPath, "--params", "count=4,minScale=0.4", "--color", "#0EA5E9", "--speed", "2", "--size",
                    "48",
                ]),
        ]
    }
}
