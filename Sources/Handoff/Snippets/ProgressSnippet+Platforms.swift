import LoaderKitCore

/// Each platform's progress view, written like its indicator: the same packages, the options
/// under the names `ProgressOptions` gives them.
extension ProgressSnippet {
    /// `<loader-kit-progress>` with one attribute per entry (kebab-case names).
    func webElement() -> String {
        var lines = ["<script type=\"module\">", "  import '@loader-kit/web/element';", "</script>", "", "<loader-kit-progress"]
        for (name, value) in entries {
            let attribute = Self.kebabCase(name)
            switch value {
            case .number(let x): lines.append("  \(attribute)=\"\(SnippetNumber.plain(x))\"")
            case .bool(let b): lines.append("  \(attribute)=\"\(b)\"")
            case .word(let w): lines.append("  \(attribute)=\"\(w)\"")
            case .color(let c): lines.append("  \(attribute)=\"\(c.lowerHex)\"")
            case .null: lines.append("  indeterminate")
            }
        }
        lines[lines.count - 1] += "></loader-kit-progress>"
        return lines.joined(separator: "\n") + "\n"
    }

    /// `new LoaderKitProgressView(host, { … })` from `@loader-kit/web`.
    func webTypeScript() -> String {
        var lines = ["import { LoaderKitProgressView } from '@loader-kit/web';", "",
                     "const host = document.querySelector<HTMLElement>('#progress')!;",
                     "const progress = new LoaderKitProgressView(host, {"]
        for (name, value) in entries { lines.append("  \(name): \(javaScript(value)),") }
        lines.append("});")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<LoaderKitProgress … />` from `react-native-loader-kit`.
    func reactNative() -> String {
        var lines = ["import { LoaderKitProgress } from 'react-native-loader-kit';", "", "<LoaderKitProgress"]
        for (name, value) in entries {
            switch value {
            case .word(let w): lines.append("  \(name)=\"\(w)\"")
            case .color(let c): lines.append("  \(name)=\"\(c.lowerHex)\"")
            default: lines.append("  \(name)={\(javaScript(value))}")
            }
        }
        lines.append("/>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `LoaderKitProgressView(context).apply { … }` in Kotlin.
    func androidView() -> String {
        var lines = ["import android.graphics.Color", "", "val progress = LoaderKitProgressView(context).apply {"]
        for (name, value) in entries {
            switch value {
            case .color(let c): lines.append("    \(name) = Color.parseColor(\"\(c.upperHex)\")")
            default: lines.append("    \(name) = \(kotlin(value))")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `LoaderKitProgress(…)` in Compose.
    func compose() -> String {
        var lines = ["import androidx.compose.ui.graphics.Color", "", "LoaderKitProgress("]
        for (name, value) in entries {
            switch value {
            case .color(let c): lines.append("    \(name) = Color(0xFF\(c.hexDigits(uppercase: true))),")
            default: lines.append("    \(name) = \(kotlin(value)),")
            }
        }
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `LoaderKitProgressView(options:)` in UIKit with `ProgressOptions(…)`.
    func uiKit() -> String {
        var lines = ["import LoaderKit", "import UIKit", "", "let progress = LoaderKitProgressView(options: \(swiftOptions))"]
        lines.append("progress.value = " + (value.map(SnippetNumber.double) ?? "nil"))
        if let buffer { lines.append("progress.buffer = \(SnippetNumber.double(buffer))") }
        for (name, value) in hostColors { lines.append("progress.\(name) = \(uiColor(value))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `LoaderKitProgress(value:options:)` in SwiftUI.
    func swiftUI() -> String {
        var lines = ["import LoaderKit", "import SwiftUI", ""]
        let bufferArgument = buffer.map { ", buffer: \(SnippetNumber.double($0))" } ?? ""
        lines.append("LoaderKitProgress(value: \(value.map(SnippetNumber.double) ?? "nil")\(bufferArgument), options: \(swiftOptions))")
        // LoaderKit's modifiers first: SwiftUI's frame gives a view without them.
        for (name, value) in hostColors where name != "size" { lines.append("    .\(name)(\(swiftUIColor(value)))") }
        if let side = hostColors.first(where: { $0.name == "size" }), case .number(let x) = side.value {
            lines.append("    .frame(width: \(SnippetNumber.double(x)), height: \(SnippetNumber.double(x)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<lk:LoaderKitProgress … />` (PascalCase properties).
    func xaml() -> String {
        var lines = ["<lk:LoaderKitProgress", "    xmlns:lk=\"using:LoaderKit.WinUI\""]
        for (name, value) in entries {
            let property = Self.pascalCase(name)
            switch value {
            case .number(let x): lines.append("    \(property)=\"\(SnippetNumber.plain(x))\"")
            case .bool(let b): lines.append("    \(property)=\"\(b ? "True" : "False")\"")
            case .word(let w): lines.append("    \(property)=\"\(Self.pascalCase(w))\"")
            case .color(let c): lines.append("    \(property)=\"\(c.upperHex)\"")
            case .null: lines.append("    IsIndeterminate=\"True\"")
            }
        }
        lines[lines.count - 1] += " />"
        return lines.joined(separator: "\n") + "\n"
    }

    /// `new LoaderKitProgress { … }` in C#.
    func cSharp() -> String {
        var lines = ["using LoaderKit.WinUI;", "using Microsoft.UI;", "", "var progress = new LoaderKitProgress", "{"]
        for (name, value) in entries {
            let property = Self.pascalCase(name)
            switch value {
            case .number(let x): lines.append("    \(property) = \(SnippetNumber.plain(x)),")
            case .bool(let b): lines.append("    \(property) = \(b),")
            case .word(let w):
                let enumType = name == "type" ? "ProgressType" : name == "variant" ? "ProgressVariant" : "ProgressStrokeCap"
                lines.append("    \(property) = \(enumType).\(Self.pascalCase(w)),")
            case .color(let c): lines.append("    \(property) = ColorHelper.FromArgb(255, \(c.red), \(c.green), \(c.blue)),")
            case .null: lines.append("    \(property) = null,")
            }
        }
        lines.append("};")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Spelling

    /// `ProgressOptions(type: .linear, variant: .wavy, thickness: 6.0)`: upstream's Swift
    /// initializer, labels in its order; size and colours are host-level, set on the view.
    var swiftOptions: String {
        var arguments = ["type: .\(type.rawValue)"]
        if let variant { arguments.append("variant: .\(variant.rawValue)") }
        for (name, value) in options where Self.swiftOptionNames.contains(name) {
            switch value {
            case .number(let x): arguments.append("\(name): \(SnippetNumber.double(x))")
            case .bool(let b): arguments.append("\(name): \(b)")
            case .word(let w): arguments.append("\(name): .\(w)")
            case .color, .null: break
            }
        }
        return "ProgressOptions(" + arguments.joined(separator: ", ") + ")"
    }

    /// The labels of upstream's Swift `ProgressOptions` initializer after type and variant.
    static let swiftOptionNames: Set<String> = ["thickness", "trackGap", "segments", "showLabel", "stopIndicator", "strokeCap",
                                                "amplitude", "wavelength", "waveSpeed", "sweepAngle", "cornerRadius", "speed"]

    /// Size and colours, set on the Apple views rather than in `ProgressOptions`.
    var hostColors: [(name: String, value: Value)] {
        options.filter { !Self.swiftOptionNames.contains($0.name) }
    }

    func uiColor(_ value: Value) -> String {
        switch value {
        case .color(let c):
            let u = c.unitComponents.map(SnippetNumber.double)
            return "UIColor(red: \(u[0]), green: \(u[1]), blue: \(u[2]), alpha: 1.0)"
        case .number(let x): return SnippetNumber.double(x)
        default: return "nil"
        }
    }

    func swiftUIColor(_ value: Value) -> String {
        switch value {
        case .color(let c):
            let u = c.unitComponents.map(SnippetNumber.double)
            return "Color(red: \(u[0]), green: \(u[1]), blue: \(u[2]))"
        case .number(let x): return SnippetNumber.double(x)
        default: return "nil"
        }
    }

    func javaScript(_ value: Value) -> String {
        switch value {
        case .number(let x): return SnippetNumber.plain(x)
        case .bool(let b): return "\(b)"
        case .word(let w): return "'\(w)'"
        case .color(let c): return "'\(c.lowerHex)'"
        case .null: return "null"
        }
    }

    func kotlin(_ value: Value) -> String {
        switch value {
        case .number(let x): return SnippetNumber.double(x)
        case .bool(let b): return "\(b)"
        case .word(let w): return "\"\(w)\""
        case .color(let c): return "Color.parseColor(\"\(c.upperHex)\")"
        case .null: return "null"
        }
    }

    /// `trackGap` → `track-gap`.
    static func kebabCase(_ name: String) -> String {
        name.reduce(into: "") { out, c in
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
    }

    /// `trackGap` → `TrackGap`.
    static func pascalCase(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}

extension ProgressSnippet {
    func react() -> String { webElement() }
    func vue() -> String { webElement() }
    func svelte() -> String { webElement() }
}
