import Graphics

/// The colours a mock app's part is painted with: roles of the mock app's own palette.
enum MockInk: CaseIterable {
    case background, surface, chrome, text, secondary, separator, accent, onAccent, field
    case error, errorTint, success, successTint
}

/// The mock app's own palette, light or dark: fixed colours of a phone app of its own, not the
/// studio's theme, so a dark phone can sit in a light studio.
struct SceneMockPalette: Equatable {
    let isDark: Bool
    private let colors: [MockInk: Color]
    /// The avatars' and pictures' hues, in order.
    let swatches: [Color]

    /// The skeleton's bones when no colour is chosen.
    var bone: Color { isDark ? Self.hex("#2B2F38") : Self.hex("#E6E9EF") }

    subscript(ink: MockInk) -> Color { colors[ink] ?? .black }

    private static func hex(_ text: String) -> Color { Color(hex: text) ?? .black }

    static let light = SceneMockPalette(
        isDark: false,
        colors: [
            .background: hex("#F2F3F7"), .surface: hex("#FFFFFF"), .chrome: hex("#FBFBFD"),
            .text: hex("#15171C"), .secondary: hex("#6B7080"), .separator: hex("#E2E4EA"),
            .accent: hex("#2F6BFF"), .onAccent: hex("#FFFFFF"), .field: hex("#F2F3F7"),
            .error: hex("#D93A32"), .errorTint: hex("#FDECEA"), .success: hex("#1E9E55"),
            .successTint: hex("#E4F6EC"),
        ],
        swatches: ["#F26B5B", "#3FA1F2", "#8E6CF0", "#23B08C", "#F2A93B", "#E2569B"].map(hex))

    static let dark = SceneMockPalette(
        isDark: true,
        colors: [
            .background: hex("#0B0C0F"), .surface: hex("#1B1D23"), .chrome: hex("#141519"),
            .text: hex("#F1F2F5"), .secondary: hex("#9A9FAE"), .separator: hex("#2A2D35"),
            .accent: hex("#5B8CFF"), .onAccent: hex("#FFFFFF"), .field: hex("#24272E"),
            .error: hex("#FF6B61"), .errorTint: hex("#3A1F1E"), .success: hex("#4CD685"),
            .successTint: hex("#173024"),
        ],
        swatches: ["#E8685A", "#4A9FE8", "#9479EE", "#2FB592", "#E8A544", "#DB5E9E"].map(hex))
}
