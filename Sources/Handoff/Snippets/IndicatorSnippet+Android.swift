extension IndicatorSnippet {
    /// `LoaderKitView(context).apply { … }` in Kotlin; the size in px from dp.
    func androidView() -> String {
        var lines = ["import android.graphics.Color", "import android.util.TypedValue", "import android.view.ViewGroup", ""]
        if let file { lines += kotlinSpecLines(file) + [""] }
        let side = SnippetNumber.plain(size)
        lines.append("val side = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, \(side)f, resources.displayMetrics).toInt()")
        lines.append("val loader = LoaderKitView(context).apply {")
        if let name = builtinName {
            lines.append("    indicator = \(SnippetQuoting.doubleQuoted(name, kotlin: true))")
        } else {
            lines.append("    this.spec = spec")
        }
        if !params.isEmpty { lines.append("    params = \(kotlinParams)") }
        if colors.count == 1 {
            lines.append("    color = Color.parseColor(\"\(colors[0].upperHex)\")")
        } else if colors.count > 1 {
            lines.append("    colors = intArrayOf(" + colors.map { "Color.parseColor(\"\($0.upperHex)\")" }.joined(separator: ", ") + ")")
        }
        if writesSpeed { lines.append("    speed = \(SnippetNumber.double(speed))") }
        lines.append("    layoutParams = ViewGroup.LayoutParams(side, side)")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `LoaderKitIndicator(indicator = …, modifier = Modifier.size(…dp), …)` in Compose.
    func compose() -> String {
        var lines = ["import androidx.compose.foundation.layout.size", "import androidx.compose.ui.Modifier",
                     "import androidx.compose.ui.graphics.Color", "import androidx.compose.ui.unit.dp", ""]
        if let file { lines += kotlinSpecLines(file) + [""] }
        lines.append("LoaderKitIndicator(")
        if let name = builtinName {
            lines.append("    indicator = \(SnippetQuoting.doubleQuoted(name, kotlin: true)),")
        } else {
            lines.append("    spec = spec,")
        }
        lines.append("    modifier = Modifier.size(\(SnippetNumber.plain(size)).dp),")
        if !params.isEmpty { lines.append("    params = \(kotlinParams),") }
        if colors.count == 1 {
            lines.append("    color = Color(0xFF\(colors[0].hexDigits(uppercase: true))),")
        } else if colors.count > 1 {
            lines.append("    colors = listOf(" + colors.map { "Color(0xFF\($0.hexDigits(uppercase: true)))" }.joined(separator: ", ") + "),")
        }
        if writesSpeed { lines.append("    speed = \(SnippetNumber.double(speed)),") }
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `mapOf("count" to 5.0)`.
    var kotlinParams: String {
        "mapOf(" + params.map { "\(SnippetQuoting.doubleQuoted($0.name, kotlin: true)) to \(SnippetNumber.double($0.value))" }
            .joined(separator: ", ") + ")"
    }

    /// The spec parsed from the JSON file shipped in the app's assets.
    func kotlinSpecLines(_ file: (name: String, json: String)) -> [String] {
        ["// \(file.name) in the app's assets",
         "val json = context.assets.open(\(SnippetQuoting.doubleQuoted(file.name, kotlin: true))).bufferedReader().use { it.readText() }",
         "val spec = IndicatorSpec.fromJson(json)"]
    }
}
