import LoaderKitCore

/// The state a snippet is written from: which indicator, and how it is tuned.
///
/// The code holds only what differs from the defaults, as the LoaderKit playground writes it:
/// the params that differ from the spec's defaults (in declared order), one colour or the colour
/// list, the speed when it is not 1, and the size. For a built-in every platform's text is the
/// playground's, byte for byte; a spec file is given as JSON in the same layout.
public struct IndicatorSnippet: Sendable, Hashable, PlatformCode {
    /// Where the spec comes from.
    public enum Source: Sendable, Hashable {
        /// A built-in, by name.
        case builtin(String)
        /// A spec from a file: the file's name (`my-spinner.json`) and its JSON text.
        case file(name: String, json: String)
    }

    public var source: Source
    /// The changed params, name and value, in the spec's declared order.
    public var params: [(name: String, value: Double)]
    /// No colour (the platform's text colour), one colour, or a list element i cycles through.
    public var colors: [SnippetColor]
    /// Playback rate; 1 is left out.
    public var speed: Double
    /// Side of the indicator, in CSS px, dp or pt.
    public var size: Double

    /// The size the command line writes when none is given: the studio's preview side, in points.
    public static let defaultSize = 160.0

    /// A snippet for `spec` tuned with `params` (only those that differ from the spec's defaults
    /// are kept, compared exactly as the playground compares them).
    public init(
        source: Source, spec: IndicatorSpec, params: [String: Double], colors: [SnippetColor] = [],
        speed: Double = 1, size: Double = defaultSize
    ) {
        self.source = source
        self.params = spec.paramNames.compactMap { name in
            guard let value = params[name], let original = spec.params[name],
                value != original
            else { return nil }
            return (name, value)
        }
        self.colors = colors
        self.speed = speed
        self.size = size
    }

    /// The code for `platform`.
    public func code(for platform: SnippetPlatform) -> String { platformCode(platform) }

    /// True when the speed is written (it is not exactly 1).
    var writesSpeed: Bool { speed != 1 }

    /// The size as JavaScript prints it (`48`, `64.5`).
    var sizeText: String { SnippetNumber.js(size) }

    /// The built-in's name, nil for a file.
    var builtinName: String? {
        if case .builtin(let name) = source { return name }
        return nil
    }

    /// The file's name and text, nil for a built-in.
    var file: (name: String, json: String)? {
        if case .file(let name, let json) = source { return (name, json) }
        return nil
    }

    /// The file's name without its extension (`my-spinner`), for resource lookups.
    var fileStem: String {
        guard let name = file?.name else { return "" }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The file's name without its extension, as a resource lookup on Apple platforms gives it.
    var fileExtension: String {
        guard let name = file?.name, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "json" }
        return String(name[name.index(after: dot)...])
    }

    public static func == (a: IndicatorSnippet, b: IndicatorSnippet) -> Bool {
        a.source == b.source && a.params.map(\.name) == b.params.map(\.name)
            && a.params.map(\.value) == b.params.map(\.value)
            && a.colors == b.colors && a.speed == b.speed && a.size == b.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(colors)
        hasher.combine(speed)
        hasher.combine(size)
    }
}

extension IndicatorSnippet {
    /// Every platform's code under a header naming it, as `snippet --platform all` prints it.
    public func allPlatforms() -> String {
        SnippetPlatform.allCases.map { "// \($0.title)\n" + code(for: $0) + "\n" }.joined(separator: "\n")
    }
}
