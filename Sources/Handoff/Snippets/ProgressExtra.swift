import LoaderKitCore

/// An option the studio sets and the playground's panel cannot, written after the playground's
/// options on every platform. Numbers are written as given; an option is written only when it
/// resolves differently from the pair's default (a colour whenever it is set).
///
/// Spelling per platform (names from LoaderKit's API, PROGRESS.md):
/// - React, Svelte, React Native: camelCase props, `trackGap={2}`, `stopIndicator={false}`,
///   `strokeCap="butt"`, `trackColor="#rrggbb"`.
/// - Vue: kebab-case, bound numbers and booleans, `:track-gap="2"`, `:stop-indicator="false"`,
///   `stroke-cap="butt"`, `track-color="#rrggbb"`.
/// - HTML: kebab-case attributes, `track-gap="2"`, `stop-indicator="false"`, `stroke-cap="butt"`,
///   `track-color="#rrggbb"`.
/// - Web (TS): option keys, `trackGap: 2`, `stopIndicator: false`, `strokeCap: 'butt'`,
///   `trackColor: '#rrggbb'`.
/// - Android View: property assignments, numbers as Kotlin doubles, `trackGap = 2.0`,
///   `stopIndicator = false`, `strokeCap = ProgressStrokeCap.Butt`,
///   `trackColor = Color.parseColor("#RRGGBB")`.
/// - Compose: named arguments, lengths (track gap, amplitude, wavelength, corner radius) in
///   `.dp` as the thickness, other numbers as Float literals (`waveSpeed = 2f`,
///   `sweepAngle = 200f`, `speed = 1.5f`), `strokeCap = ProgressStrokeCap.Butt`,
///   `trackColor = Color(0xFFRRGGBB)`.
/// - UIKit: `progress.trackGap = 2`, `progress.strokeCap = .butt`,
///   `progress.trackColor = UIColor(red: …, green: …, blue: …, alpha: 1)`.
/// - SwiftUI: modifiers, `.trackGap(2)`, `.stopIndicator(false)`, `.strokeCap(.butt)`,
///   `.trackColor(Color(red: …, green: …, blue: …))`.
/// - WinUI XAML: PascalCase attributes, `TrackGap="2"`, `StopIndicator="False"`,
///   `StrokeCap="Butt"`; colours as property elements after `Color`'s
///   (`<lk:LoaderKitProgress.TrackColor>`).
/// - WinUI C#: properties, `TrackGap = 2,`, `StopIndicator = false,`,
///   `StrokeCap = ProgressStrokeCap.Butt,` (with `using LoaderKit;`),
///   `TrackColor = ColorHelper.FromArgb(255, r, g, b),` (with `using Microsoft.UI;`).
enum ProgressExtra: Sendable, Hashable {
    case trackGap(Double)
    case stopIndicator(Bool)
    case strokeCap(ProgressStrokeCap)
    case amplitude(Double)
    case wavelength(Double)
    case waveSpeed(Double)
    /// Degrees.
    case sweepAngle(Double)
    case cornerRadius(Double)
    case speed(Double)
    case trackColor(SnippetColor)
    case labelColor(SnippetColor)

    /// A number, a flag, a keyword or a colour, as each platform spells values.
    enum Value {
        case number(Double)
        case flag(Bool)
        case keyword(String)
        case color(SnippetColor)
    }

    /// The camelCase name (`trackGap`).
    var name: String {
        switch self {
        case .trackGap: return "trackGap"
        case .stopIndicator: return "stopIndicator"
        case .strokeCap: return "strokeCap"
        case .amplitude: return "amplitude"
        case .wavelength: return "wavelength"
        case .waveSpeed: return "waveSpeed"
        case .sweepAngle: return "sweepAngle"
        case .cornerRadius: return "cornerRadius"
        case .speed: return "speed"
        case .trackColor: return "trackColor"
        case .labelColor: return "labelColor"
        }
    }

    var value: Value {
        switch self {
        case .trackGap(let x), .amplitude(let x), .wavelength(let x), .waveSpeed(let x), .sweepAngle(let x),
            .cornerRadius(let x), .speed(let x):
            return .number(x)
        case .stopIndicator(let b): return .flag(b)
        case .strokeCap(let cap): return .keyword(cap.rawValue)
        case .trackColor(let c), .labelColor(let c): return .color(c)
        }
    }

    /// Whether the option is a length (Compose writes it in `.dp`).
    var isLength: Bool {
        switch self {
        case .trackGap, .amplitude, .wavelength, .cornerRadius: return true
        default: return false
        }
    }

    /// The kebab-case name (`track-gap`), for HTML and Vue.
    var kebabName: String {
        name.reduce(into: "") { out, c in
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
    }

    /// The PascalCase name (`TrackGap`), for WinUI.
    var pascalName: String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The extras of `options`: those whose resolved value differs from the pair's default.
    static func extras(_ options: ProgressOptions, resolved: ResolvedProgress, base: ResolvedProgress)
        -> [ProgressExtra]
    {
        var out: [ProgressExtra] = []
        func number(_ given: Double?, _ r: Double, _ b: Double, _ make: (Double) -> ProgressExtra) {
            if let given, r != b { out.append(make(given)) }
        }
        number(options.trackGap, resolved.trackGap, base.trackGap, ProgressExtra.trackGap)
        if let given = options.stopIndicator, given != base.stopIndicator { out.append(.stopIndicator(given)) }
        if options.strokeCap != nil, resolved.strokeCap != base.strokeCap { out.append(.strokeCap(resolved.strokeCap)) }
        number(options.amplitude, resolved.amplitude, base.amplitude, ProgressExtra.amplitude)
        number(options.wavelength, resolved.wavelength, base.wavelength, ProgressExtra.wavelength)
        number(options.waveSpeed, resolved.waveSpeed, base.waveSpeed, ProgressExtra.waveSpeed)
        number(options.sweepAngle, resolved.sweepAngle, base.sweepAngle, ProgressExtra.sweepAngle)
        number(options.cornerRadius, resolved.cornerRadius, base.cornerRadius, ProgressExtra.cornerRadius)
        number(options.speed, resolved.speed, base.speed, ProgressExtra.speed)
        if let c = options.trackColor { out.append(.trackColor(SnippetColor(c))) }
        if let c = options.labelColor { out.append(.labelColor(SnippetColor(c))) }
        return out
    }
}
