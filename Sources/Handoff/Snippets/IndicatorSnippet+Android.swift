extension IndicatorSnippet {
    /// `LoaderKitView(context).apply { … }` in Kotlin, added to `container` at the size in px
    /// from dp; a spec file is read from the app's assets.
    func androidView() -> String {
        var properties: [String] = []
        if file != nil {
            properties.append("spec = IndicatorSpec.fromJson(json)")
        } else if let name = builtinName {
            properties.append("indicator = \(SnippetQuoting.doubleQuoted(name, kotlin: true))")
        }
        if !params.isEmpty { properties.append("params = \(kotlinParams)") }
        if colors.count > 1 {
            properties.append(
                "colors = intArrayOf(" + colors.map { "Color.parseColor(\"\($0.upperHex)\")" }.joined(separator: ", ")
                    + ")")
        } else if let color = colors.first {
            properties.append("color = Color.parseColor(\"\(color.upperHex)\")")
        }
        if writesSpeed { properties.append("speed = \(SnippetNumber.double(speed))") }
        var lines = file.map { kotlinJSONLines($0, context: "context") } ?? []
        lines += [
            "val loader = LoaderKitView(context).apply {", "    " + properties.joined(separator: "\n    "), "}",
            "val size = (\(sizeText) * resources.displayMetrics.density).toInt()",
            "container.addView(loader, ViewGroup.LayoutParams(size, size))",
        ]
        return lines.joined(separator: "\n")
    }

    /// `LoaderKitIndicator(indicator = …, modifier = Modifier.size(….dp), …)` in Compose.
    func compose() -> String {
        var arguments: [String] = []
        if file != nil {
            arguments.append("spec = spec")
        } else if let name = builtinName {
            arguments.append("indicator = \(SnippetQuoting.doubleQuoted(name, kotlin: true))")
        }
        arguments.append("modifier = Modifier.size(\(sizeText).dp)")
        if !params.isEmpty { arguments.append("params = \(kotlinParams)") }
        if colors.count > 1 {
            arguments.append(
                "colors = listOf("
                    + colors.map { "Color(0xFF\($0.hexDigits(uppercase: true)))" }.joined(separator: ", ") + ")")
        } else if let color = colors.first {
            arguments.append("color = Color(0xFF\(color.hexDigits(uppercase: true)))")
        }
        if writesSpeed { arguments.append("speed = \(SnippetNumber.double(speed))") }
        var lines: [String] = []
        if let file {
            lines +=
                kotlinJSONLines(file, context: "LocalContext.current") + [
                    "val spec = IndicatorSpec.fromJson(json)", "",
                ]
        }
        lines += ["LoaderKitIndicator(", "    " + arguments.joined(separator: ",\n    ") + ",", ")"]
        return lines.joined(separator: "\n")
    }

    /// `mapOf("count" to 5.0)`.
    var kotlinParams: String {
        "mapOf("
            + params.map {
                "\(SnippetQuoting.doubleQuoted($0.name, kotlin: true)) to \(SnippetNumber.double($0.value))"
            }
            .joined(separator: ", ") + ")"
    }

    /// The spec file's text read from the app's assets into `json`, through `context` (an
    /// expression giving the Android context).
    func kotlinJSONLines(_ file: (name: String, json: String), context: String) -> [String] {
        [
            "// \(file.name) in the app's assets",
            "val json = \(context).assets.open(\(SnippetQuoting.doubleQuoted(file.name, kotlin: true))).bufferedReader().use { it.readText() }",
        ]
    }
}
