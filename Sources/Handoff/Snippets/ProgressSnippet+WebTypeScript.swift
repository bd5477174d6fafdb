import LoaderKitCore

/// `LoaderKitProgressView` from `@loader-kit/web` on a host element sized by its style.
extension ProgressSnippet {
    private typealias N = SnippetNumber

    func webTypeScript() -> String {
        var options: [String] = []
        if let type = fields.type { options.append("type: '\(type.rawValue)'") }
        if let variant = fields.variant { options.append("variant: '\(variant.rawValue)'") }
        if fields.noSmooth { options.append("smooth: false") }
        if let buffer = fields.buffer { options.append("buffer: \(N.js(buffer))") }
        if let thickness = fields.thickness { options.append("thickness: \(N.js(thickness))") }
        if let segments = fields.segments { options.append("segments: \(segments)") }
        if fields.showLabel { options.append("showLabel: true") }
        if let color = fields.color { options.append("color: '\(color.lowerHex)'") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): options.append("\(extra.name): \(N.js(x))")
            case .flag(let b): options.append("\(extra.name): \(b)")
            case .keyword(let w): options.append("\(extra.name): '\(w)'")
            case .color(let c): options.append("\(extra.name): '\(c.lowerHex)'")
            }
        }
        let content =
            child == .none ? "" : "\n// For content inside, use <loader-kit-progress> or a framework component."
        let create =
            options.isEmpty
            ? "const progress = new LoaderKitProgressView(host);"
            : "const progress = new LoaderKitProgressView(host, {\n  " + options.joined(separator: ",\n  ") + ",\n});"
        let value =
            fields.value
            ? "\nprogress.value = \(N.js(Self.galleryValue)); // glides to every new value; null is indeterminate" : ""
        return """
            import { LoaderKitProgressView } from '@loader-kit/web';

            const host = document.querySelector<HTMLElement>('#progress')!;
            \(hostSizing)\(content)

            \(create)\(value)
            """
    }

    /// The host's style: a linear bar's height, a border's example box, or the width (the size,
    /// else the intrinsic width, else 48) and the height in the intrinsic proportion (1 decimal).
    private var hostSizing: String {
        switch type {
        case .linear:
            return
                "host.style.height = '\(intrinsic.height.map(N.js) ?? "null")px'; // the width comes from your layout"
        case .border:
            return
                "host.style.width = '160px';\nhost.style.height = '56px'; // the stroke runs along the edges of the host"
        default:
            let width = fields.size ?? intrinsic.width ?? 48
            let height = N.fixed(width * (intrinsic.height ?? 1) / (intrinsic.width ?? 1), digits: 1)
            return "host.style.width = '\(N.js(width))px';\nhost.style.height = '\(N.js(height))px';"
        }
    }
}
