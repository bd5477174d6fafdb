import Graphics
import UI

/// A skeleton colour resolved against the theme when the overlay records, so a theme switch
/// recolours the skeleton on the very frame it happens.
public enum SkeletonColor: Hashable, Sendable {
    /// One colour in both themes.
    case fixed(Color)
    /// One colour in the light theme and another in the dark one.
    case adaptive(light: Color, dark: Color)
    /// A colour token of the theme.
    case token(ThemeColor)

    /// The colour in `theme`.
    public func resolve(in theme: Theme) -> Color {
        switch self {
        case .fixed(let color): color
        case .adaptive(let light, let dark): theme.appearance == .dark ? dark : light
        case .token(let token): theme.color(token)
        }
    }

    /// The default skeleton colour: clouds (#ECF0F1) in light, darkClouds (#1C2325) in dark.
    public static let skeletonDefault = SkeletonColor.adaptive(
        light: SkeletonFlatColor.clouds.color,
        dark: SkeletonFlatColor.darkClouds.color)

    /// A palette colour.
    public static func flat(_ color: SkeletonFlatColor) -> SkeletonColor { .fixed(color.color) }
}

extension Color {
    /// True when the Rec. 601 luma `(299 R + 587 G + 114 B) / 1000` is at least 0.5.
    ///
    /// Every colour here has red, green and blue, so white is light (SkeletonView's grey-space
    /// colours were always "dark", which made a white skeleton's pulse invisible).
    public var isSkeletonLight: Bool { (red * 299 + green * 587 + blue * 114) / 1000 >= 0.5 }

    /// The complementary colour of the skeleton: darker (brightness × 0.94) when light, else
    /// lighter (brightness × 1.35, clamped to 1).
    public var complementaryColor: Color { isSkeletonLight ? darker : lighter }

    /// Brightness (HSB) × 1.35, clamped to 1.
    public var lighter: Color { scaledBrightness(1.35) }
    /// Brightness (HSB) × 0.94.
    public var darker: Color { scaledBrightness(0.94) }

    /// The colour with its HSB brightness multiplied by `factor` (clamped to 0...1); hue,
    /// saturation and alpha kept.
    public func scaledBrightness(_ factor: Double) -> Color {
        let brightness = max(red, green, blue)
        guard brightness > 0 else { return self }
        // With hue and saturation fixed, every channel is proportional to the brightness.
        let ratio = min(1, max(0, brightness * factor)) / brightness
        return Color(red: red * ratio, green: green * ratio, blue: blue * ratio, alpha: alpha)
    }
}
