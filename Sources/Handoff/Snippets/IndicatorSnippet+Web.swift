import LoaderKitCore

extension IndicatorSnippet {
    /// `<loader-kit>` after a comment naming the module to import once: the indicator's name
    /// (or the spec's JSON on one line), the params as JSON, colours, speed, and the size by CSS.
    func webElement() -> String {
        var attributes: [String] = []
        var head = ["<!-- Once, in your entry module: import '@loader-kit/web/element'; -->"]
        if let file {
            head.append("<!-- \(SnippetQuoting.attribute(file.name).replacingDoubleDashes) -->")
            attributes.append("spec='\(SnippetQuoting.attribute(Self.compactJSON(file.json), quote: "'"))'")
        } else if let name = builtinName {
            attributes.append("indicator=\"\(SnippetQuoting.attribute(name))\"")
        }
        if !params.isEmpty {
            let json =
                "{"
                + params.map { "\(JSONWriterQuote.string($0.name)):\(SnippetNumber.js($0.value))" }.joined(
                    separator: ",") + "}"
            attributes.append("params='\(SnippetQuoting.attribute(json, quote: "'"))'")
        }
        if colors.count > 1 {
            attributes.append("colors=\"\(colors.map(\.lowerHex).joined(separator: ", "))\"")
        } else if let color = colors.first {
            attributes.append("color=\"\(color.lowerHex)\"")
        }
        if writesSpeed { attributes.append("speed=\"\(SnippetNumber.plain(speed))\"") }
        attributes.append("style=\"width: \(sizeText)px; height: \(sizeText)px\"")
        return (head + ["<loader-kit", "  " + attributes.joined(separator: "\n  "), "></loader-kit>"]).joined(
            separator: "\n")
    }

    /// `new LoaderKitView(host, { … })` from `@loader-kit/web`, the host sized in CSS px; a spec
    /// file is imported as JSON.
    func webTypeScript() -> String {
        var options: [String] = []
        if file != nil {
            options.append("spec")
        } else if let name = builtinName {
            options.append("indicator: \(SnippetQuoting.singleQuoted(name))")
        }
        if !params.isEmpty { options.append("params: \(javaScriptObject)") }
        if colors.count > 1 {
            options.append("colors: [" + colors.map { "'\($0.lowerHex)'" }.joined(separator: ", ") + "]")
        } else if let color = colors.first {
            options.append("color: '\(color.lowerHex)'")
        }
        if writesSpeed { options.append("speed: \(SnippetNumber.plain(speed))") }
        var lines = ["import { LoaderKitView } from '@loader-kit/web';"]
        if let file { lines.append(Self.specImport(file.name)) }
        lines += [
            "", "const host = document.querySelector<HTMLElement>('#loader')!;",
            "host.style.width = host.style.height = '\(sizeText)px';", "",
            "const loader = new LoaderKitView(host, {", "  " + options.joined(separator: ",\n  ") + ",", "});",
            "// loader.stop(), loader.start(), loader.destroy()",
        ]
        return lines.joined(separator: "\n")
    }

    /// `<LoaderKitView name="…" />` from `react-native-loader-kit`: one colour (a list gives its
    /// first), the size as a style.
    func reactNative() -> String {
        var props: [String] = []
        if file != nil {
            props.append("spec={spec}")
        } else if let name = builtinName {
            props.append("name=\(SnippetQuoting.doubleQuoted(name))")
        }
        if !params.isEmpty { props.append("params={\(javaScriptObject)}") }
        if let first = colors.first { props.append("color=\"\(first.lowerHex)\"") }
        if writesSpeed { props.append("speed={\(SnippetNumber.plain(speed))}") }
        props.append("style={{ width: \(sizeText), height: \(sizeText) }}")
        var lines = ["import { LoaderKitView } from 'react-native-loader-kit';"]
        if let file { lines.append(Self.specImport(file.name)) }
        lines += ["", "<LoaderKitView", "  " + props.joined(separator: "\n  "), "/>"]
        return lines.joined(separator: "\n")
    }

    /// `{ count: 5, 'min-scale': 0.4 }`.
    var javaScriptObject: String {
        "{ "
            + params.map { "\(SnippetQuoting.objectKey($0.name)): \(SnippetNumber.plain($0.value))" }.joined(
                separator: ", ") + " }"
    }

    /// `import spec from './my-spinner.json';`
    static func specImport(_ fileName: String) -> String {
        "import spec from \(SnippetQuoting.singleQuoted("./" + fileName));"
    }

    /// The spec's JSON on one line (the text itself when it is not JSON).
    static func compactJSON(_ text: String) -> String {
        guard let node = try? JSONParser.parse(text) else { return text }
        return JSONWriter.string(node)
    }
}

/// JSON string literals.
enum JSONWriterQuote {
    static func string(_ text: String) -> String {
        var out = ""
        JSONWriter.writeString(text, into: &out)
        return out
    }
}

extension String {
    /// The text with `--` broken up, so it can sit inside an HTML or XML comment.
    var replacingDoubleDashes: String {
        var out = ""
        for c in self {
            if c == "-" && out.hasSuffix("-") { out += " " }
            out.append(c)
        }
        return out
    }
}
