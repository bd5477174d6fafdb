import LoaderKitCore

extension IndicatorSnippet {
    /// `<loader-kit>`: attributes for the indicator or the spec's JSON, params as JSON, colours,
    /// speed; the size by CSS.
    func webElement() -> String {
        var attributes: [String] = []
        if let name = builtinName {
            attributes.append("indicator=\"\(SnippetQuoting.attribute(name))\"")
        } else if let file {
            attributes.append("spec='\(SnippetQuoting.attribute(Self.compactJSON(file.json), quote: "'"))'")
        }
        if !params.isEmpty {
            let json = "{" + params.map { "\(JSONWriterQuote.string($0.name)):\(SnippetNumber.plain($0.value))" }.joined(separator: ",") + "}"
            attributes.append("params='\(SnippetQuoting.attribute(json, quote: "'"))'")
        }
        if colors.count == 1 {
            attributes.append("color=\"\(colors[0].lowerHex)\"")
        } else if colors.count > 1 {
            attributes.append("colors=\"\(colors.map(\.lowerHex).joined(separator: ", "))\"")
        }
        if writesSpeed { attributes.append("speed=\"\(SnippetNumber.plain(speed))\"") }
        let side = SnippetNumber.plain(size)
        attributes.append("style=\"width: \(side)px; height: \(side)px\"")
        var lines = ["<script type=\"module\">", "  import '@loader-kit/web/element';", "</script>", ""]
        if let file { lines.append("<!-- \(SnippetQuoting.attribute(file.name).replacingDoubleDashes) -->") }
        lines.append("<loader-kit")
        lines += attributes.map { "  " + $0 }
        lines[lines.count - 1] += "></loader-kit>"
        return lines.joined(separator: "\n") + "\n"
    }

    /// `new LoaderKitView(host, { … })` from `@loader-kit/web`; the spec from the JSON file.
    func webTypeScript() -> String {
        var lines = ["import { LoaderKitView } from '@loader-kit/web';"]
        if let file { lines.append("import spec from \(SnippetQuoting.singleQuoted("./" + file.name));") }
        let side = SnippetNumber.plain(size)
        lines += ["", "const host = document.querySelector<HTMLElement>('#loader')!;",
                  "host.style.width = '\(side)px';", "host.style.height = '\(side)px';", "",
                  "const loader = new LoaderKitView(host, {"]
        if let name = builtinName { lines.append("  indicator: \(SnippetQuoting.singleQuoted(name)),") } else { lines.append("  spec,") }
        if !params.isEmpty { lines.append("  params: \(javaScriptObject),") }
        if colors.count == 1 {
            lines.append("  color: '\(colors[0].lowerHex)',")
        } else if colors.count > 1 {
            lines.append("  colors: [" + colors.map { "'\($0.lowerHex)'" }.joined(separator: ", ") + "],")
        }
        if writesSpeed { lines.append("  speed: \(SnippetNumber.plain(speed)),") }
        lines.append("});")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<LoaderKitView name="…" />` from `react-native-loader-kit` (one colour only: a list
    /// gives its first, with a comment saying so).
    func reactNative() -> String {
        var lines = ["import { LoaderKitView } from 'react-native-loader-kit';"]
        if let file { lines.append("import spec from \(SnippetQuoting.singleQuoted("./" + file.name));") }
        lines.append("")
        if colors.count > 1 { lines.append("// React Native takes one colour: the first of the list") }
        lines.append("<LoaderKitView")
        if let name = builtinName { lines.append("  name=\(SnippetQuoting.doubleQuoted(name))") } else { lines.append("  spec={spec}") }
        if !params.isEmpty { lines.append("  params={\(javaScriptObject)}") }
        if let first = colors.first {
            lines.append("  color=\"\(first.lowerHex)\"")
        }
        if writesSpeed { lines.append("  speed={\(SnippetNumber.plain(speed))}") }
        let side = SnippetNumber.plain(size)
        lines.append("  style={{ width: \(side), height: \(side) }}")
        lines.append("/>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{ count: 5, 'min-scale': 0.4 }`.
    var javaScriptObject: String {
        "{ " + params.map { "\(SnippetQuoting.objectKey($0.name)): \(SnippetNumber.plain($0.value))" }.joined(separator: ", ") + " }"
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

extension IndicatorSnippet {
    func react() -> String { webElement() }
    func vue() -> String { webElement() }
    func svelte() -> String { webElement() }
}
