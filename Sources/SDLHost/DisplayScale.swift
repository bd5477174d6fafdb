import StudioCommandLine

/// The UI scale (device pixels per point) the window uses, and where it came from.
///
/// The first of these that is given wins: the `--scale` flag, the `scale` setting, the
/// environment (`GDK_SCALE` times `GDK_DPI_SCALE`), the X resource `Xft.dpi` over 96, the
/// platform's own ratio of drawable pixels to window units (Wayland), and 1. `GDK_DPI_SCALE`
/// also multiplies `GDK_SCALE`'s fallbacks (`Xft.dpi` / 96, the platform ratio), as it does for
/// GTK. Scales guessed from the desktop are rounded to a quarter; every result is in
/// `WindowScale.range`.
public struct DisplayScale: Hashable, Sendable {
    /// Where the scale came from.
    public enum Source: String, Hashable, Sendable {
        case flag = "--scale", setting = "the scale setting", environment = "GDK_SCALE/GDK_DPI_SCALE"
        case xftDPI = "Xft.dpi", platform = "the display", standard = "the default"
    }

    /// Device pixels per point.
    public var value: Double
    /// Where `value` came from.
    public var source: Source

    public init(_ value: Double, source: Source) {
        self.value = value
        self.source = source
    }

    /// What the desktop and the user say about the scale, apart from the platform's ratio, which
    /// is known only once a window is open.
    public struct Preferences: Hashable, Sendable {
        /// `--scale`, pixels per point.
        public var flag: Double?
        /// The `scale` setting, pixels per point.
        public var setting: Double?
        /// `GDK_SCALE`, a whole number.
        var gdkScale: Int?
        /// `GDK_DPI_SCALE`, a factor.
        var gdkDPIScale: Double?
        /// The X resource `Xft.dpi`, dots per inch.
        public var xftDPI: Double?

        public init(
            flag: Double? = nil, setting: Double? = nil, gdkScale: Int? = nil, gdkDPIScale: Double? = nil,
            xftDPI: Double? = nil
        ) {
            self.flag = flag
            self.setting = setting
            self.gdkScale = gdkScale
            self.gdkDPIScale = gdkDPIScale
            self.xftDPI = xftDPI
        }

        /// The preferences of a desktop: `GDK_SCALE` and `GDK_DPI_SCALE` from `environment`
        /// (ignored unless they are positive numbers, `GDK_SCALE` whole) and `Xft.dpi` from the X
        /// resource database text `xResources` (as in the root window's RESOURCE_MANAGER).
        public init(flag: Double?, setting: Double?, environment: [String: String], xResources: String?) {
            self.init(flag: flag, setting: setting)
            if let text = environment["GDK_SCALE"], let n = Int(DisplayScale.trimmed(text)), n > 0 { gdkScale = n }
            if let text = environment["GDK_DPI_SCALE"], let x = Double(DisplayScale.trimmed(text)), x.isFinite, x > 0 {
                gdkDPIScale = x
            }
            xftDPI = xResources.flatMap(DisplayScale.xftDPI(inResources:))
        }

        /// The scale these preferences choose by themselves; nil when none applies and the
        /// platform's ratio decides.
        public var explicit: DisplayScale? {
            let chosen = resolve(platformRatio: nil)
            return chosen.source == .standard ? nil : chosen
        }

        /// The scale for a window whose drawable has `platformRatio` pixels per window unit (nil
        /// or 1 when the platform does not scale).
        public func resolve(platformRatio: Double?) -> DisplayScale {
            if let flag, WindowScale.range.contains(flag) { return DisplayScale(flag, source: .flag) }
            if let setting, WindowScale.range.contains(setting) { return DisplayScale(setting, source: .setting) }
            let factor = gdkDPIScale ?? 1
            if let gdkScale { return .guessed(Double(gdkScale) * factor, source: .environment) }
            if let xftDPI, xftDPI > 0 {
                return .guessed(xftDPI / 96 * factor, source: gdkDPIScale == nil ? .xftDPI : .environment)
            }
            if let platformRatio, platformRatio.isFinite, platformRatio > 1.0001 {
                return .guessed(platformRatio * factor, source: gdkDPIScale == nil ? .platform : .environment)
            }
            if gdkDPIScale != nil { return .guessed(factor, source: .environment) }
            return DisplayScale(1, source: .standard)
        }
    }

    /// The largest scale, a quarter at a time and below `scale`, at which a window of `minimum`
    /// points fits `usable` window units (never below `WindowScale.range`'s lower bound); nil
    /// when `scale` fits already or there is nothing smaller to take.
    public static func fitting(
        _ scale: Double, minimum: (width: Int, height: Int), usable: (width: Int, height: Int)
    ) -> Double? {
        guard minimum.width > 0, minimum.height > 0, usable.width > 0, usable.height > 0 else { return nil }
        let most = min(Double(usable.width) / Double(minimum.width), Double(usable.height) / Double(minimum.height))
        guard scale > most + 1e-9, scale > WindowScale.range.lowerBound else { return nil }
        return max(WindowScale.range.lowerBound, (most * 4).rounded(.down) / 4)
    }

    /// A scale as people write it: "2", "1.75".
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A scale read from the desktop: rounded to a quarter and clamped to `WindowScale.range`.
    static func guessed(_ value: Double, source: Source) -> DisplayScale {
        let quarter = value.isFinite ? (value * 4).rounded() / 4 : 1
        return DisplayScale(
            min(max(quarter, WindowScale.range.lowerBound), WindowScale.range.upperBound), source: source)
    }

    /// The value of `Xft.dpi` in X resource database text (`Xft.dpi:\t192` lines); nil when it is
    /// missing or not a positive number.
    public static func xftDPI(inResources text: String) -> Double? {
        var found: Double?
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":"), trimmed(line[..<colon]) == "Xft.dpi" else { continue }
            if let dpi = Double(trimmed(line[line.index(after: colon)...])), dpi.isFinite, dpi > 0 { found = dpi }
        }
        return found
    }

    /// `text` without spaces and tabs at either end.
    static func trimmed(_ text: some StringProtocol) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
