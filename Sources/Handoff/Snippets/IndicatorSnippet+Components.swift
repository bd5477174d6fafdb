extension IndicatorSnippet {
    /// `<LoaderKit … />` from `@loader-kit/web/react`, props bound with `{…}`.
    func react() -> String {
        var lines = ["import { LoaderKit } from '@loader-kit/web/react';"]
        if let file { lines.append(Self.specImport(file.name)) }
        lines += ["", "<LoaderKit", "  " + componentProps(bind: Self.jsxBinding).joined(separator: "\n  "), "/>"]
        return lines.joined(separator: "\n")
    }

    /// A single-file component using `LoaderKit` from `@loader-kit/web/vue`, props bound with
    /// `:prop="…"`.
    func vue() -> String {
        var lines = ["<script setup lang=\"ts\">", "import { LoaderKit } from '@loader-kit/web/vue';"]
        if let file { lines.append(Self.specImport(file.name)) }
        lines += [
            "</script>", "", "<template>", "  <LoaderKit",
            "    " + componentProps(bind: { ":\($0)=\"\($1)\"" }).joined(separator: "\n    "), "  />", "</template>",
        ]
        return lines.joined(separator: "\n")
    }

    /// `LoaderKit` from `@loader-kit/web/svelte`, imported in the component's script.
    func svelte() -> String {
        var lines = ["<script lang=\"ts\">", "  import { LoaderKit } from '@loader-kit/web/svelte';"]
        if let file { lines.append("  " + Self.specImport(file.name)) }
        lines += [
            "</script>", "", "<LoaderKit", "  " + componentProps(bind: Self.jsxBinding).joined(separator: "\n  "), "/>",
        ]
        return lines.joined(separator: "\n")
    }

    /// `name={expression}`, as React and Svelte bind a prop.
    static func jsxBinding(_ name: String, _ expression: String) -> String { "\(name)={\(expression)}" }

    /// The component's props in the playground's order: the indicator (or the spec), params,
    /// colours, speed, size; `bind` spells a bound prop.
    func componentProps(bind: (String, String) -> String) -> [String] {
        var props: [String] = []
        if file != nil {
            props.append(bind("spec", "spec"))
        } else if let name = builtinName {
            props.append("indicator=\"\(SnippetQuoting.attribute(name))\"")
        }
        if !params.isEmpty { props.append(bind("params", javaScriptObject)) }
        if colors.count > 1 {
            props.append(bind("colors", "[" + colors.map { "'\($0.lowerHex)'" }.joined(separator: ", ") + "]"))
        } else if let color = colors.first {
            props.append("color=\"\(color.lowerHex)\"")
        }
        if writesSpeed { props.append(bind("speed", SnippetNumber.plain(speed))) }
        props.append(bind("size", sizeText))
        return props
    }
}
