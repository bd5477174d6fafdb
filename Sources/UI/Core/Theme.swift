import Graphics

/// A named colour of the theme (DESIGN.md "Colour tokens", lightness adjusted for WCAG 2.2 AA:
/// text 4.5:1 on the surfaces it is drawn on, controls and the focus ring 3:1).
public enum ThemeColor: Hashable, Sendable, CaseIterable {
    case windowBackground, panel, raised, border
    case textPrimary, textSecondary, textTertiary
    case accent, accentHover, error, warning, success
    /// The fill under white text (primary buttons), and its hover and pressed state.
    case accentFill, accentFillHover
    /// The keyboard focus ring: 3:1 against the surfaces and against `accentFill`.
    case focusRing
    /// The track of a switched-off toggle: 3:1 against the panel and under a white knob.
    case controlTrack
    /// The boundary that identifies a control against the surface it sits on (text and number
    /// fields, segmented controls and their selected segment, slider tracks, colour wells): 3:1
    /// against every surface, where `border` is a decorative hairline only.
    case controlBorder
}

/// The look of the toolkit: colour tokens for light or dark, and the metrics of DESIGN.md.
///
/// Views read the theme when they draw, so assigning a new theme to the window and redrawing is
/// all a switch takes.
public struct Theme: Hashable, Sendable {
    /// Light or dark.
    public enum Appearance: String, Hashable, Sendable { case light, dark }

    public var appearance: Appearance
    /// The token colours.
    public var colors: [ThemeColor: Color]
    /// Height of buttons, fields and sliders, in points.
    public var controlHeight: Double = 28
    /// Corner radius of controls, in points.
    public var controlRadius: Double = 6
    /// Corner radius of cards and previews, in points.
    public var cardRadius: Double = 10
    /// Padding inside panels, in points.
    public var panelPadding: Double = 12
    /// Space between controls, in points.
    public var spacing: Double = 8
    /// Width of the focus ring, in points.
    var focusRingWidth: Double = 2

    /// The colour of a token.
    public func color(_ token: ThemeColor) -> Color { colors[token] ?? .black }

    /// The colour of a themed colour reference.
    public func resolve(_ color: ThemedColor) -> Color {
        switch color {
        case .token(let token): return self.color(token)
        case .fixed(let fixed): return fixed
        }
    }

    /// The light theme.
    public static let light = Theme(
        appearance: .light,
        colors: table(
            "#F5F5F7", "#FFFFFF", "#FFFFFF", "#E4E4E7", "#18181B", "#52525B", "#6F6F7B",
            "#7C3AED", "#6D28D9", "#C72020", "#9D5604", "#107836",
            "#7C3AED", "#6D28D9", "#21074E", "#8D8D9A", "#8A8A96"))

    /// The dark theme.
    public static let dark = Theme(
        appearance: .dark,
        colors: table(
            "#111318", "#1A1D23", "#23272F", "#2C313A", "#ECEDEE", "#A7A7AF", "#9298A5",
            "#AB7AFF", "#B389FF", "#F87878", "#FBBF24", "#4ADE80",
            "#8842FF", "#8E4CFF", "#DDCAFF", "#657085", "#6B7384"))

    /// The theme for an appearance.
    public static func named(_ appearance: Appearance) -> Theme { appearance == .light ? light : dark }

    private static func table(_ hex: String...) -> [ThemeColor: Color] {
        var result: [ThemeColor: Color] = [:]
        for (token, value) in zip(ThemeColor.allCases, hex) { result[token] = Color(hex: value) }
        return result
    }
}

/// A colour that is either a theme token (follows theme switches) or a fixed colour.
public enum ThemedColor: Hashable, Sendable {
    case token(ThemeColor)
    case fixed(Color)
}
