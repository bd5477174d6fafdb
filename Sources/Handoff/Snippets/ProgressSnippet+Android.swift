import LoaderKitCore

/// `LoaderKitProgressView` in an Android layout, and Compose's `LoaderKitProgress`.
extension ProgressSnippet {
    private typealias N = SnippetNumber

    func androidView() -> String {
        var lines: [String] = []
        if let type = fields.type { lines.append("type = ProgressType.\(Self.pascal(type.rawValue))") }
        if let variant = fields.variant { lines.append("variant = ProgressVariant.\(Self.pascal(variant.rawValue))") }
        if fields.noSmooth { lines.append("smooth = false") }
        if let thickness = fields.thickness { lines.append("thickness = \(N.kotlinDouble(thickness))") }
        if let segments = fields.segments { lines.append("segments = \(segments)") }
        if fields.showLabel { lines.append("showLabel = true") }
        if let size = fields.size { lines.append("size = \(N.kotlinDouble(size))") }
        if let color = fields.color { lines.append("color = Color.parseColor(\"\(color.upperHex)\")") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): lines.append("\(extra.name) = \(N.kotlinDouble(x))")
            case .flag(let b): lines.append("\(extra.name) = \(b)")
            case .keyword(let w): lines.append("\(extra.name) = ProgressStrokeCap.\(Self.pascal(w))")
            case .color(let c): lines.append("\(extra.name) = Color.parseColor(\"\(c.upperHex)\")")
            }
        }
        if let buffer = fields.buffer { lines.append("buffer = \(N.js(buffer))") }
        if fields.value {
            lines.append("value = \(N.js(Self.galleryValue)) // glides to every new value; null is indeterminate")
        }
        let create =
            lines.isEmpty
            ? "val progress = LoaderKitProgressView(context)"
            : "val progress = LoaderKitProgressView(context).apply {\n    " + lines.joined(separator: "\n    ") + "\n}"
        let content =
            switch child {
            case .stop:
                "\nprogress.addView(ImageButton(context).apply {\n    setImageResource(R.drawable.ic_stop)\n"
                    + "    contentDescription = \"Stop\"\n    setOnClickListener { cancel() }\n})"
            case .button:
                "\nprogress.addView(Button(context).apply {\n    text = \"Upload\"\n    setOnClickListener { upload() }\n})"
            case .none:
                ""
            }
        let width = type == .linear ? "MATCH_PARENT" : "WRAP_CONTENT"
        return """
            \(create)\(content)
            container.addView(
                progress,
                ViewGroup.LayoutParams(ViewGroup.LayoutParams.\(width), ViewGroup.LayoutParams.WRAP_CONTENT),
            )
            """
    }

    func compose() -> String {
        var arguments = [fields.value ? "value = progress" : "value = null"]
        if type == .linear { arguments.append("modifier = Modifier.fillMaxWidth()") }
        if let type = fields.type { arguments.append("type = ProgressType.\(Self.pascal(type.rawValue))") }
        if let variant = fields.variant {
            arguments.append("variant = ProgressVariant.\(Self.pascal(variant.rawValue))")
        }
        if fields.noSmooth { arguments.append("smooth = false") }
        if let buffer = fields.buffer { arguments.append("buffer = \(N.js(buffer))") }
        if let color = fields.color { arguments.append("color = Color(0xFF\(color.hexDigits(uppercase: true)))") }
        if let thickness = fields.thickness { arguments.append("thickness = \(N.js(thickness)).dp") }
        if let segments = fields.segments { arguments.append("segments = \(segments)") }
        if fields.showLabel { arguments.append("showLabel = true") }
        if let size = fields.size { arguments.append("size = \(N.js(size)).dp") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): arguments.append("\(extra.name) = \(N.js(x))" + (extra.isLength ? ".dp" : "f"))
            case .flag(let b): arguments.append("\(extra.name) = \(b)")
            case .keyword(let w): arguments.append("\(extra.name) = ProgressStrokeCap.\(Self.pascal(w))")
            case .color(let c): arguments.append("\(extra.name) = Color(0xFF\(c.hexDigits(uppercase: true)))")
            }
        }
        let call = "LoaderKitProgress(\n    " + arguments.joined(separator: ",\n    ") + ",\n)"
        switch child {
        case .stop:
            return call
                + " {\n    IconButton(onClick = cancel) { Icon(Icons.Filled.Stop, contentDescription = \"Stop\") }\n}"
        case .button:
            return call + " {\n    Button(onClick = upload) { Text(\"Upload\") }\n}"
        case .none:
            return call
        }
    }
}
