extension IndicatorSnippet {
    /// `<lk:LoaderKitIndicator … />`; params, a colour list and a custom spec are set from code.
    func xaml() -> String {
        var attributes = ["xmlns:lk=\"using:LoaderKit.WinUI\""]
        if let name = builtinName {
            attributes.append("Indicator=\"\(SnippetQuoting.attribute(name))\"")
        } else {
            attributes.append("x:Name=\"Loader\"")
        }
        if colors.count == 1 { attributes.append("Color=\"\(colors[0].upperHex)\"") }
        if writesSpeed { attributes.append("Speed=\"\(SnippetNumber.plain(speed))\"") }
        let side = SnippetNumber.plain(size)
        attributes += ["Width=\"\(side)\"", "Height=\"\(side)\""]
        var notes: [String] = []
        if let file { notes.append("the spec from \(file.name)") }
        if !params.isEmpty { notes.append("the params") }
        if colors.count > 1 { notes.append("the colour list") }
        var lines: [String] = []
        if !notes.isEmpty {
            lines.append("<!-- Set from code (see the C# snippet): \(notes.joined(separator: ", ").replacingDoubleDashes) -->")
        }
        lines.append("<lk:LoaderKitIndicator")
        lines += attributes.map { "    " + $0 }
        lines[lines.count - 1] += " />"
        return lines.joined(separator: "\n") + "\n"
    }

    /// `new LoaderKitIndicator { … }` in C#.
    func cSharp() -> String {
        var lines = ["using System.Collections.Generic;"]
        if file != nil { lines.append("using System.IO;") }
        lines += ["using LoaderKit.WinUI;", "using Microsoft.UI;", ""]
        if let file {
            lines.append("// \(file.name) next to the app")
            lines.append("var spec = IndicatorSpec.FromJson(File.ReadAllText(\(SnippetQuoting.doubleQuoted(file.name))));")
        }
        lines += ["var loader = new LoaderKitIndicator", "{"]
        if let name = builtinName { lines.append("    Indicator = \(SnippetQuoting.doubleQuoted(name)),") } else { lines.append("    Spec = spec,") }
        if !params.isEmpty {
            lines.append("    Params = new Dictionary<string, double> { "
                         + params.map { "[\(SnippetQuoting.doubleQuoted($0.name))] = \(SnippetNumber.plain($0.value))" }.joined(separator: ", ")
                         + " },")
        }
        if colors.count == 1 {
            lines.append("    Color = \(argb(colors[0])),")
        } else if colors.count > 1 {
            lines.append("    Colors = new[] { " + colors.map(argb).joined(separator: ", ") + " },")
        }
        if writesSpeed { lines.append("    Speed = \(SnippetNumber.plain(speed)),") }
        let side = SnippetNumber.plain(size)
        lines += ["    Width = \(side),", "    Height = \(side),", "};"]
        return lines.joined(separator: "\n") + "\n"
    }

    func argb(_ color: SnippetColor) -> String {
        "ColorHelper.FromArgb(255, \(color.red), \(color.green), \(color.blue))"
    }
}
