extension IndicatorSnippet {
    /// `LoaderKitView(indicator:)` in UIKit, its frame in points, its properties, then added to
    /// `view`; a spec file is decoded from the app bundle.
    func uiKit() -> String {
        var lines = ["import LoaderKit", ""]
        if let file {
            lines += swiftSpecLines(file)
            lines.append("let loader = LoaderKitView(spec: spec)")
        } else if let name = builtinName {
            lines.append("let loader = LoaderKitView(indicator: \(SnippetQuoting.doubleQuoted(name, swift: true)))")
        }
        lines.append("loader.frame = CGRect(x: 0, y: 0, width: \(sizeText), height: \(sizeText))")
        if !params.isEmpty { lines.append("loader.params = \(swiftParams)") }
        if colors.count > 1 {
            lines.append("loader.colors = [\n    " + colors.map(\.uiColor).joined(separator: ",\n    ") + ",\n]")
        } else if let color = colors.first {
            lines.append("loader.color = \(color.uiColor)")
        }
        if writesSpeed { lines.append("loader.speed = \(SnippetNumber.plain(speed))") }
        lines.append("view.addSubview(loader)")
        return lines.joined(separator: "\n")
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
        var modifiers: [String] = []
        if colors.count > 1 {
            modifiers.append(".colors([" + colors.map(\.swiftUIColor).joined(separator: ", ") + "])")
        } else if let color = colors.first {
            modifiers.append(".color(\(color.swiftUIColor))")
        }
        if writesSpeed { modifiers.append(".speed(\(SnippetNumber.plain(speed)))") }
        modifiers.append(".frame(width: \(sizeText), height: \(sizeText))")
        lines += modifiers.map { "    " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `["count": 5]`.
    var swiftParams: String {
        "["
            + params.map { "\(SnippetQuoting.doubleQuoted($0.name, swift: true)): \(SnippetNumber.plain($0.value))" }
            .joined(separator: ", ") + "]"
    }

    /// The spec decoded from the JSON file in the app bundle.
    func swiftSpecLines(_ file: (name: String, json: String)) -> [String] {
        [
            "// \(file.name) in the app bundle",
            "let url = Bundle.main.url(forResource: \(SnippetQuoting.doubleQuoted(fileStem, swift: true)), withExtension: \(SnippetQuoting.doubleQuoted(fileExtension, swift: true)))!",
            "let spec = try IndicatorSpec(json: String(contentsOf: url, encoding: .utf8))",
        ]
    }
}
