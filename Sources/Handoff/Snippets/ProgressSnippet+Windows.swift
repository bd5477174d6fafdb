import LoaderKitCore

/// WinUI's `LoaderKitProgress` in XAML and in C#.
extension ProgressSnippet {
    private typealias N = SnippetNumber

    func xaml() -> String {
        var attributes: [String] = []
        if fields.value { attributes.append("Value=\"{x:Bind ViewModel.Progress, Mode=OneWay}\"") }
        if let type = fields.type { attributes.append("Type=\"\(Self.pascal(type.rawValue))\"") }
        if let variant = fields.variant { attributes.append("Variant=\"\(Self.pascal(variant.rawValue))\"") }
        if fields.noSmooth { attributes.append("Smooth=\"False\"") }
        if let buffer = fields.buffer { attributes.append("Buffer=\"\(N.js(buffer))\"") }
        if let thickness = fields.thickness { attributes.append("Thickness=\"\(N.js(thickness))\"") }
        if let segments = fields.segments { attributes.append("Segments=\"\(segments)\"") }
        if fields.showLabel { attributes.append("ShowLabel=\"True\"") }
        if let size = fields.size { attributes.append("Size=\"\(N.js(size))\"") }
        var parts: [String] = []
        // The colours are nullable, which an attribute string cannot set: property elements.
        func colorElement(_ property: String, _ color: SnippetColor) -> String {
            "<lk:LoaderKitProgress.\(property)>\n  <Color>\(color.upperHex)</Color>\n</lk:LoaderKitProgress.\(property)>"
        }
        if let color = fields.color { parts.append(colorElement("Color", color)) }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): attributes.append("\(extra.pascalName)=\"\(N.js(x))\"")
            case .flag(let b): attributes.append("\(extra.pascalName)=\"\(b ? "True" : "False")\"")
            case .keyword(let w): attributes.append("\(extra.pascalName)=\"\(Self.pascal(w))\"")
            case .color(let c): parts.append(colorElement(extra.pascalName, c))
            }
        }
        switch child {
        case .stop: parts.append("<Button Content=\"Stop\" Click=\"OnCancel\" />")
        case .button: parts.append("<Button Content=\"Upload\" Click=\"OnUpload\" />")
        case .none: break
        }
        return "<!-- xmlns:lk=\"using:LoaderKit.WinUI\" -->\n"
            + ProgressMarkup.tag(
                "lk:LoaderKitProgress", attributes, inner: parts.isEmpty ? nil : parts.joined(separator: "\n"))
    }

    func cSharp() -> String {
        let usesEnums =
            fields.type != nil || fields.variant != nil
            || fields.extras.contains { if case .strokeCap = $0 { true } else { false } }
        let usesColors =
            fields.color != nil || fields.extras.contains { if case .color = $0.value { true } else { false } }
        var usings = ["using LoaderKit.WinUI;"]
        if usesEnums { usings.insert("using LoaderKit;", at: 0) }
        if usesColors { usings.append("using Microsoft.UI;") }
        if child != .none { usings.append("using Microsoft.UI.Xaml.Controls;") }
        var lines: [String] = []
        if fields.value {
            lines.append("Value = \(N.js(Self.galleryValue)), // glides to every new value; null is indeterminate")
        }
        if let type = fields.type { lines.append("Type = ProgressType.\(Self.pascal(type.rawValue)),") }
        if let variant = fields.variant { lines.append("Variant = ProgressVariant.\(Self.pascal(variant.rawValue)),") }
        if fields.noSmooth { lines.append("Smooth = false,") }
        if let buffer = fields.buffer { lines.append("Buffer = \(N.js(buffer)),") }
        if let thickness = fields.thickness { lines.append("Thickness = \(N.js(thickness)),") }
        if let segments = fields.segments { lines.append("Segments = \(segments),") }
        if fields.showLabel { lines.append("ShowLabel = true,") }
        if let size = fields.size { lines.append("Size = \(N.js(size)),") }
        func argb(_ c: SnippetColor) -> String { "ColorHelper.FromArgb(255, \(c.red), \(c.green), \(c.blue))" }
        if let color = fields.color { lines.append("Color = \(argb(color)),") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): lines.append("\(extra.pascalName) = \(N.js(x)),")
            case .flag(let b): lines.append("\(extra.pascalName) = \(b),")
            case .keyword(let w): lines.append("\(extra.pascalName) = ProgressStrokeCap.\(Self.pascal(w)),")
            case .color(let c): lines.append("\(extra.pascalName) = \(argb(c)),")
            }
        }
        switch child {
        case .stop: lines.append("Child = new Button { Content = \"Stop\" },")
        case .button: lines.append("Child = new Button { Content = \"Upload\" },")
        case .none: break
        }
        let create =
            lines.isEmpty
            ? "var progress = new LoaderKitProgress();"
            : "var progress = new LoaderKitProgress\n{\n    " + lines.joined(separator: "\n    ") + "\n};"
        return usings.joined(separator: "\n") + "\n\n" + create
    }
}
