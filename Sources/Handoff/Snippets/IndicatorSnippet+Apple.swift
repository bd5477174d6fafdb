extension IndicatorSnippet {
    /// `LoaderKitView(indicator:)` in UIKit, then its properties; the frame in points.
    func uiKit() -> String {
        var lines = ["import LoaderKit", "import UIKit", ""]
        if let file {
            lines += swiftSpecLines(file) + [""]
            lines.append("let loader = LoaderKitView(spec: spec)")
        } else if let name = builtinName {
            lines.append("let loader = LoaderKitView(indicator: \(SnippetQuoting.doubleQuoted(name, swift: true)))")
        }
        if !params.isEmpty { lines.append("loader.params = \(swiftParams)") }
        if colors.count == 1 {
            lines.append("loader.color = \(uiColor(colors[0]))")
        } else if colors.count > 1 {
            lines.append("loader.colors = [" + colors.map(uiColor).joined(separator: ", ") + "]")
        }
        if writesSpeed { lines.append("loader.speed = \(SnippetNumber.double(speed))") }
        let side = SnippetNumber.double(size)
        lines.append("loader.frame = CGRect(x: 0.0, y: 0.0, width: \(side), height: \(side))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `LoaderKitIndicator("Name", params:)` in SwiftUI with its modifiers.
    func swiftUI() -> String {
        var lines = ["import LoaderKit", "import SwiftUI", ""]
        let paramsArgument = params.isEmpty ? "" : ", params: \(swiftParams)"
        if let file {
            lines += swiftSpecLines(file) + [""]
            lines.append("LoaderKitIndicator(spec: spec\(paramsArgument))")
        } else if let name = builtinName {
            lines.append("LoaderKitIndicator(\(SnippetQuoting.doubleQuoted(name, swift: true))\(paramsArgument))")
        }
        if colors.count == 1 {
            lines.append("    .color(\(swiftUIColor(colors[0])))")
        } else if colors.count > 1 {
            lines.append("    .colors([" + colors.map(swiftUIColor).joined(separator: ", ") + "])")
        }
        if writesSpeed { lines.append("    .speed(\(SnippetNumber.double(speed)))") }
        let side = SnippetNumber.double(size)
        lines.append("    .frame(width: \(side), height: \(side))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `["count": 5.0]`.
    var swiftParams: String {
        "[" + params.map { "\(SnippetQuoting.doubleQuoted($0.name, swift: true)): \(SnippetNumber.double($0.value))" }.joined(separator: ", ") + "]"
    }

    func uiColor(_ color: SnippetColor) -> String {
        let c = color.unitComponents.map(SnippetNumber.double)
        return "UIColor(red: \(c[0]), green: \(c[1]), blue: \(c[2]), alpha: 1.0)"
    }

    func swiftUIColor(_ color: SnippetColor) -> String {
        let c = color.unitComponents.map(SnippetNumber.double)
        return "Color(red: \(c[0]), green: \(c[1]), blue: \(c[2]))"
    }

    /// The spec decoded from the JSON file in the app bundle.
    func swiftSpecLines(_ file: (name: String, json: String)) -> [String] {
        ["// \(file.name) in the app bundle",
         "let url = Bundle.main.url(forResource: \(SnippetQuoting.doubleQuoted(fileStem, swift: true)), withExtension: \(SnippetQuoting.doubleQuoted(fileExtension, swift: true)))!",
         "let spec = try IndicatorSpec(json: String(contentsOf: url, encoding: .utf8))"]
    }
}
