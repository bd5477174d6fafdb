import LoaderKitCore

/// UIKit's `LoaderKitProgressView` and SwiftUI's `LoaderKitProgress`.
extension ProgressSnippet {
    private typealias N = SnippetNumber

    func uiKit() -> String {
        var arguments = [fields.value ? "value: \(N.js(Self.galleryValue))" : "value: nil"]
        if let type = fields.type { arguments.append("type: .\(type.rawValue)") }
        if let variant = fields.variant { arguments.append("variant: .\(variant.rawValue)") }
        var lines = [
            "import LoaderKit", "", "let progress = LoaderKitProgressView(\(arguments.joined(separator: ", ")))",
        ]
        if fields.noSmooth { lines.append("progress.smooth = false") }
        if let thickness = fields.thickness { lines.append("progress.thickness = \(N.js(thickness))") }
        if let segments = fields.segments { lines.append("progress.segments = \(segments)") }
        if fields.showLabel { lines.append("progress.showLabel = true") }
        if let size = fields.size { lines.append("progress.size = \(N.js(size))") }
        if let color = fields.color { lines.append("progress.color = \(color.uiColor)") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): lines.append("progress.\(extra.name) = \(N.js(x))")
            case .flag(let b): lines.append("progress.\(extra.name) = \(b)")
            case .keyword(let w): lines.append("progress.\(extra.name) = .\(w)")
            case .color(let c): lines.append("progress.\(extra.name) = \(c.uiColor)")
            }
        }
        if let buffer = fields.buffer { lines.append("progress.buffer = \(N.js(buffer))") }
        switch child {
        case .stop:
            lines.append(
                "let stop = UIButton(primaryAction: UIAction(image: UIImage(systemName: \"stop.fill\")) { _ in cancel() })"
            )
            lines.append("stop.accessibilityLabel = \"Stop\"")
            lines.append("progress.contentView = stop")
        case .button:
            lines.append(
                "progress.contentView = UIButton(primaryAction: UIAction(title: \"Upload\") { _ in upload() })")
        case .none:
            break
        }
        lines.append(
            type == .linear
                ? "progress.frame.size = CGSize(width: 240, height: progress.intrinsicContentSize.height)"
                : "progress.frame.size = progress.intrinsicContentSize")
        lines.append("view.addSubview(progress)")
        if fields.value { lines.append("// progress.value = 0.8 glides to it; nil is indeterminate") }
        return lines.joined(separator: "\n")
    }

    func swiftUI() -> String {
        var arguments = [fields.value ? "value: progress" : "value: nil"]
        if let type = fields.type { arguments.append("type: .\(type.rawValue)") }
        if let variant = fields.variant { arguments.append("variant: .\(variant.rawValue)") }
        var modifiers: [String] = []
        if fields.noSmooth { modifiers.append(".smooth(false)") }
        if let buffer = fields.buffer { modifiers.append(".buffer(\(N.js(buffer)))") }
        if let color = fields.color { modifiers.append(".color(\(color.swiftUIColor))") }
        if let thickness = fields.thickness { modifiers.append(".thickness(\(N.js(thickness)))") }
        if let segments = fields.segments { modifiers.append(".segments(\(segments))") }
        if fields.showLabel { modifiers.append(".showLabel()") }
        if let size = fields.size { modifiers.append(".size(\(N.js(size)))") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): modifiers.append(".\(extra.name)(\(N.js(x)))")
            case .flag(let b): modifiers.append(".\(extra.name)(\(b))")
            case .keyword(let w): modifiers.append(".\(extra.name)(.\(w))")
            case .color(let c): modifiers.append(".\(extra.name)(\(c.swiftUIColor))")
            }
        }
        let content =
            switch child {
            case .stop:
                " {\n    Button(action: cancel) { Image(systemName: \"stop.fill\") }\n        .accessibilityLabel(\"Stop\")\n}"
            case .button: " {\n    Button(\"Upload\", action: upload)\n}"
            case .none: ""
            }
        return "import LoaderKit\nimport SwiftUI\n\nLoaderKitProgress(\(arguments.joined(separator: ", ")))\(content)"
            + modifiers.map { "\n    " + $0 }.joined()
    }
}
