import Foundation
import Handoff
import LoaderKitCore

/// The progress designs' states the golden snippets are written from.
///
/// A state is written as a line of words: the design (a gallery number, or `TYPE[:VARIANT]`
/// with nothing inside), then `indeterminate`, `buffer`, `child=stop|button`, `showLabel`,
/// `smooth=false` and `name=value` options with `render --progress`'s names (colours as
/// `#rrggbb`). Without `child=` the same words make the `snippet --progress` arguments.
enum ProgressSnippetConfigurations {
    typealias Configuration = SnippetConfigurations.Configuration

    /// The configurations every snippet test iterates (type check, command line, highlighter).
    /// Their code is what `loader-studio snippet` prints: the playground's string and a newline.
    static var all: [Configuration] {
        [
            ("progress", "linear:wavy thickness=6 showLabel color=#FF0000"),
            ("progress-indeterminate", "gauge:needle segments=12 strokeCap=butt sweepAngle=200 size=64 indeterminate"),
            ("progress-stop", "24 color=#7c3aed smooth=false"),
            ("progress-button", "45 thickness=5"),
            (
                "progress-extras",
                "linear:wavy buffer trackGap=2 stopIndicator=false amplitude=5 wavelength=30 waveSpeed=2 "
                    + "speed=1.5 cornerRadius=6 trackColor=#112233 labelColor=#abcdef"
            ),
        ]
        .map { name, words in
            let snippet = Self.snippet(words)
            return Configuration(name: name, code: snippet.code(for:), arguments: Self.arguments(words))
        }
    }

    /// The golden table: every gallery design, every pair, each playground option set and not,
    /// the children, and the studio's extras.
    static let cases: [(name: String, words: String)] = {
        var out: [(String, String)] = []
        for design in ProgressDesign.all {
            out.append((String(format: "design-%02d", design.number), "\(design.number)"))
        }
        for type in ProgressType.allCases {
            for variant in type.variants {
                out.append(("pair-\(type.rawValue)-\(variant.rawValue)", "\(type.rawValue):\(variant.rawValue)"))
            }
        }
        return out + options + children + extras
    }()

    /// The options the playground's panel sets, one at a time and together.
    static let options: [(String, String)] = [
        ("thickness-linear", "linear thickness=8"),
        ("thickness-fraction", "linear:wavy thickness=2.5"),
        ("thickness-circular", "circular thickness=6"),
        ("thickness-base", "gauge thickness=6"),
        ("thickness-design-back-to-base", "18 thickness=4"),
        ("thickness-border", "border thickness=1"),
        ("thickness-striped-label", "linear:striped thickness=16 showLabel"),
        ("thickness-dots", "linear:dots thickness=7"),
        ("segments-linear", "linear:segmented segments=5"),
        ("segments-ticks", "circular:ticks segments=24"),
        ("segments-bars", "bars segments=7"),
        ("segments-grid", "grid:dots segments=3"),
        ("label-circular", "circular showLabel"),
        ("label-linear", "linear showLabel"),
        ("label-steps", "linear:steps showLabel"),
        ("label-off", "23 showLabel=false"),
        ("label-battery", "battery:segmented showLabel"),
        ("size-circular", "circular size=64"),
        ("size-48", "circular size=48"),
        ("size-bars", "bars size=100"),
        ("size-bars-tie", "bars size=31"),
        ("size-battery", "battery size=37"),
        ("size-battery-tie", "battery size=24.5"),
        ("size-fraction", "liquid:heart size=40.5"),
        ("size-linear", "linear size=64"),
        ("size-border", "border:glow size=64"),
        ("size-big", "hourglass size=128"),
        ("color-red", "circular color=#ff0000"),
        ("color-upper", "linear color=#7C3AED"),
        ("color-black", "pie color=#000000"),
        ("color-white", "gauge:dots color=#ffffff"),
        ("color-grey", "liquid color=#808080"),
        ("smooth-off", "linear smooth=false"),
        ("smooth-off-indeterminate", "linear smooth=false indeterminate"),
        ("smooth-off-circular", "circular:gradient smooth=false"),
        ("buffer-linear", "linear buffer"),
        ("buffer-indeterminate", "17 indeterminate"),
        ("buffer-wavy", "linear:wavy buffer"),
        ("buffer-circular", "circular buffer"),
        ("indeterminate-linear", "linear indeterminate"),
        ("indeterminate-label", "23 indeterminate"),
        ("indeterminate-pie", "pie:segmented indeterminate"),
        ("all-options-linear", "linear:wavy thickness=6 showLabel color=#ff0000 smooth=false buffer"),
        (
            "all-options-circular",
            "circular:segmented thickness=3 segments=20 showLabel size=96 color=#0ea5e9 smooth=false"
        ),
        (
            "all-options-indeterminate",
            "gauge:segmented thickness=9 segments=6 showLabel size=72 color=#10b981 indeterminate"
        ),
        ("design-options-18", "18 color=#e11d48 smooth=false buffer"),
        ("design-options-49", "49 size=100 showLabel"),
    ]

    /// What goes inside: each child on its designs and on other types.
    static let children: [(String, String)] = [
        ("child-stop-indeterminate", "24 indeterminate"),
        ("child-stop-options", "24 thickness=6 showLabel size=80 color=#123456 smooth=false"),
        ("child-button-options", "27 thickness=5 color=#abcdef"),
        ("child-button-indeterminate", "44 indeterminate"),
        ("child-stop-linear", "linear:wavy child=stop"),
        ("child-stop-border", "border child=stop"),
        ("child-button-circular", "circular:dual child=button"),
        ("child-button-linear-buffer", "linear buffer child=button smooth=false"),
        ("child-none-border", "27 child=none"),
        (
            "child-stop-everything",
            "gauge:needle thickness=2 segments=20 showLabel size=100 color=#7c3aed smooth=false child=stop"
        ),
    ]

    /// Options only the studio sets: written after the playground's options.
    static let extras: [(String, String)] = [
        ("extra-track-gap", "linear trackGap=2"),
        ("extra-track-gap-default", "linear trackGap=4"),
        ("extra-stop-indicator", "linear stopIndicator=false"),
        ("extra-stroke-cap", "circular strokeCap=butt"),
        ("extra-stroke-cap-round", "circular strokeCap=round"),
        ("extra-amplitude", "linear:wavy amplitude=5"),
        ("extra-wavelength", "circular:wavy wavelength=20.5"),
        ("extra-wave-speed", "linear:wavy waveSpeed=-1"),
        ("extra-sweep-angle", "gauge sweepAngle=200"),
        ("extra-sweep-angle-default", "gauge sweepAngle=270"),
        ("extra-corner-radius", "border cornerRadius=4 child=button"),
        ("extra-speed", "circular speed=0.5 indeterminate"),
        ("extra-track-color", "circular trackColor=#e5e7eb"),
        ("extra-label-color", "battery showLabel labelColor=#111827"),
        (
            "extra-everything",
            "linear:wavy thickness=6 showLabel color=#ff0000 smooth=false buffer trackGap=1 stopIndicator=false "
                + "strokeCap=butt amplitude=4 wavelength=32 waveSpeed=0.5 speed=2 trackColor=#eeeeee labelColor=#222222"
        ),
        (
            "extra-everything-child",
            "45 color=#7c3aed trackGap=3 cornerRadius=20 speed=0.25 trackColor=#ddd6fe labelColor=#4c1d95"
        ),
        ("extra-with-design", "40 sweepAngle=300 strokeCap=butt"),
    ]

    /// The snippet the words describe.
    static func snippet(_ words: String) -> ProgressSnippet {
        let tokens = words.split(separator: " ").map(String.init)
        var design: ProgressDesign
        if let number = Int(tokens[0]) {
            design = ProgressDesign.number(number)!
        } else {
            let parts = tokens[0].split(separator: ":").map(String.init)
            let type = ProgressType(rawValue: parts[0])!
            design = ProgressDesign(
                number: 0, title: tokens[0],
                options: ProgressOptions(
                    type: type, variant: parts.count > 1 ? ProgressVariant(rawValue: parts[1])! : nil))
        }
        var options = design.options
        options.type = design.type
        options.variant = design.variant
        var indeterminate = design.alwaysIndeterminate, buffer = design.showsBuffer, smooth = true, child = design.child
        func color(_ hex: String) -> ProgressColor {
            let c = SnippetColor(hex: hex)!
            return ProgressColor(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255)
        }
        for token in tokens.dropFirst() {
            let pair = token.split(separator: "=", maxSplits: 1).map(String.init)
            let (key, value) = (pair[0], pair.count > 1 ? pair[1] : "true")
            let number = Double(value)
            switch key {
            case "indeterminate": indeterminate = true
            case "buffer": buffer = true
            case "smooth": smooth = value == "true"
            case "child": child = ProgressDesign.Child(rawValue: value)!
            case "thickness": options.thickness = number
            case "segments": options.segments = number
            case "showLabel": options.showLabel = value == "true"
            case "size": options.size = number
            case "color": options.color = color(value)
            case "trackGap": options.trackGap = number
            case "stopIndicator": options.stopIndicator = value == "true"
            case "strokeCap": options.strokeCap = ProgressStrokeCap(rawValue: value)!
            case "amplitude": options.amplitude = number
            case "wavelength": options.wavelength = number
            case "waveSpeed": options.waveSpeed = number
            case "sweepAngle": options.sweepAngle = number
            case "cornerRadius": options.cornerRadius = number
            case "speed": options.speed = number
            case "trackColor": options.trackColor = color(value)
            case "labelColor": options.labelColor = color(value)
            default: fatalError("unknown word \(token) in \(words)")
            }
        }
        design = ProgressDesign(
            number: design.number, title: design.title, options: design.options,
            showsBuffer: design.showsBuffer, alwaysIndeterminate: design.alwaysIndeterminate, child: child)
        return ProgressSnippet(
            design: design, options: options, indeterminate: indeterminate, smooth: smooth, buffer: buffer)
    }

    /// The `snippet` arguments for words without `child=` (platform left out).
    static func arguments(_ words: String) -> [String] {
        let tokens = words.split(separator: " ").map(String.init)
        var arguments = ["--progress", tokens[0]]
        var options: [String] = []
        for token in tokens.dropFirst() {
            switch token {
            case "indeterminate", "buffer": arguments.append("--" + token)
            case "showLabel": options.append("showLabel=true")
            default: options.append(token)
            }
        }
        return options.isEmpty ? arguments : arguments + ["--options", options.joined(separator: ",")]
    }
}
