import LoaderKitCore

/// The state a progress snippet is written from: the design's type and variant, the options that
/// differ from the pair's defaults, and the value shown.
public struct ProgressSnippet: Sendable, Hashable, PlatformCode {
    /// One option as the snippet writes it.
    public enum Value: Sendable, Hashable {
        case number(Double)
        case bool(Bool)
        case word(String)
        case color(SnippetColor)
        /// No value: indeterminate.
        case null
    }

    public var type: ProgressType
    /// The variant, nil when it is the type's default.
    public var variant: ProgressVariant?
    /// The options that differ from the defaults, in `ProgressOptions`' order, by their names.
    public var options: [(name: String, value: Value)]
    /// The value shown, nil for indeterminate.
    public var value: Double?
    /// The buffer shown, nil for none.
    public var buffer: Double?

    /// The value the playground's progress snippets print.
    public static let galleryValue = 0.4

    /// A snippet for `options` showing `value` (nil: indeterminate) and `buffer`.
    public init(options: ProgressOptions, value: Double? = galleryValue, buffer: Double? = nil) {
        let defaults = ResolvedProgress(ProgressOptions(type: options.type, variant: options.variant))
        type = defaults.type
        variant = defaults.variant == defaults.type.defaultVariant ? nil : defaults.variant
        var out: [(String, Value)] = []
        func number(_ name: String, _ given: Double?, _ standard: Double) {
            if let given, SnippetNumber.rounded(given) != SnippetNumber.rounded(standard) { out.append((name, .number(given))) }
        }
        func flag(_ name: String, _ given: Bool?, _ standard: Bool) {
            if let given, given != standard { out.append((name, .bool(given))) }
        }
        func color(_ name: String, _ given: ProgressColor?) {
            if let given { out.append((name, .color(SnippetColor(given)))) }
        }
        number("thickness", options.thickness, defaults.thickness)
        number("trackGap", options.trackGap, defaults.trackGap)
        number("segments", options.segments, Double(defaults.segments))
        flag("showLabel", options.showLabel, defaults.showLabel)
        flag("stopIndicator", options.stopIndicator, defaults.stopIndicator)
        if let cap = options.strokeCap, cap != defaults.strokeCap { out.append(("strokeCap", .word(cap.rawValue))) }
        number("amplitude", options.amplitude, defaults.amplitude)
        number("wavelength", options.wavelength, defaults.wavelength)
        number("waveSpeed", options.waveSpeed, defaults.waveSpeed)
        number("sweepAngle", options.sweepAngle, defaults.sweepAngle * 180 / Double.pi)
        number("cornerRadius", options.cornerRadius, defaults.cornerRadius)
        number("speed", options.speed, defaults.speed)
        number("size", options.size, defaults.size)
        color("color", options.color)
        color("trackColor", options.trackColor)
        color("labelColor", options.labelColor)
        self.options = out
        self.value = value
        self.buffer = buffer
    }

    /// The code for `platform`.
    public func code(for platform: SnippetPlatform) -> String { platformCode(platform) }

    /// Every platform's code under a header naming it.
    public func allPlatforms() -> String {
        SnippetPlatform.allCases.map { "// \($0.title)\n" + code(for: $0) }.joined(separator: "\n")
    }

    /// Type, variant, value and buffer then the options, as (name, value) pairs every platform
    /// writes in its own spelling.
    var entries: [(name: String, value: Value)] {
        var out: [(String, Value)] = [("type", .word(type.rawValue))]
        if let variant { out.append(("variant", .word(variant.rawValue))) }
        out.append(("value", value.map(Value.number) ?? .null))
        if let buffer { out.append(("buffer", .number(buffer))) }
        return out + options
    }

    public static func == (a: ProgressSnippet, b: ProgressSnippet) -> Bool {
        a.type == b.type && a.variant == b.variant && a.value == b.value && a.buffer == b.buffer
            && a.options.map(\.name) == b.options.map(\.name) && a.options.map(\.value) == b.options.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(variant)
        hasher.combine(value)
    }
}

extension SnippetColor {
    /// The 8-bit channels of a progress colour (its alpha left out).
    init(_ color: ProgressColor) {
        func byte(_ c: Double) -> UInt8 { UInt8(max(0, min(255, (c * 255).rounded()))) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }
}
