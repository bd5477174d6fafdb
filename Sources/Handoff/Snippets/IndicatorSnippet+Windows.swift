extension IndicatorSnippet {
    /// `<lk:LoaderKitIndicator … />` on one line after the namespace comment; params, a colour
    /// list and a spec file are set from code, and a comment says so.
    func xaml() -> String {
        var attributes: [String] = []
        if file != nil {
            attributes.append("x:Name=\"Loader\"")
        } else if let name = builtinName {
            attributes.append("Indicator=\"\(SnippetQuoting.attribute(name))\"")
        }
        if colors.count == 1 { attributes.append("Color=\"\(colors[0].upperHex)\"") }
        if writesSpeed { attributes.append("Speed=\"\(SnippetNumber.plain(speed))\"") }
        attributes += ["Width=\"\(sizeText)\"", "Height=\"\(sizeText)\""]
        var lines = ["<!-- xmlns:lk=\"using:LoaderKit.WinUI\" -->"]
        if let file {
            let names =
                ["Spec (from \(SnippetQuoting.attribute(file.name).replacingDoubleDashes))"]
                + (params.isEmpty ? [] : ["Params"]) + (colors.count > 1 ? ["Colors"] : [])
            let list =
                names.count == 1
                ? names[0] + " is" : names.dropLast().joined(separator: ", ") + " and \(names.last!) are"
            lines.append("<!-- \(list) set from code, see WinUI (C#). -->")
        } else if !params.isEmpty || colors.count > 1 {
            lines.append("<!-- Params and Colors are set from code, see WinUI (C#). -->")
        }
        lines.append("<lk:LoaderKitIndicator \(attributes.joined(separator: " ")) />")
        return lines.joined(separator: "\n")
    }

    /// `new LoaderKitIndicator { … }` in C#; a spec file is read next to the app.
    func cSharp() -> String {
        var properties: [String] = []
        if file != nil {
            properties.append("Spec = spec")
        } else if let name = builtinName {
            properties.append("Indicator = \(SnippetQuoting.doubleQuoted(name))")
        }
        if !params.isEmpty {
            properties.append(
                "Params = new Dictionary<string, double> { "
                    + params.map { "[\(SnippetQuoting.doubleQuoted($0.name))] = \(SnippetNumber.plain($0.value))" }
                    .joined(separator: ", ") + " }")
        }
        if colors.count > 1 {
            properties.append("Colors = new[] { " + colors.map(argb).joined(separator: ", ") + " }")
        } else if let color = colors.first {
            properties.append("Color = \(argb(color))")
        }
        if writesSpeed { properties.append("Speed = \(SnippetNumber.plain(speed))") }
        properties += ["Width = \(sizeText)", "Height = \(sizeText)"]
        var lines = file == nil ? [] : ["using System.IO;"]
        lines += ["using LoaderKit.WinUI;", "using Microsoft.UI;", ""]
        if let file {
            lines.append("// \(file.name) next to the app")
            lines.append(
                "var spec = IndicatorSpec.FromJson(File.ReadAllText(\(SnippetQuoting.doubleQuoted(file.name))));")
        }
        lines += [
            "var loader = new LoaderKitIndicator", "{", "    " + properties.joined(separator: ",\n    ") + ",", "};",
        ]
        return lines.joined(separator: "\n")
    }

    /// `ColorHelper.FromArgb(255, 124, 58, 237)`.
    func argb(_ color: SnippetColor) -> String {
        "ColorHelper.FromArgb(255, \(color.red), \(color.green), \(color.blue))"
    }
}
