import Graphics
import Localization
import UI

/// What the editor's previews sit on.
package enum PreviewBackground: Hashable, Sendable {
    case light, dark, checkerboard
    case custom(Color)

    /// The segment titles, in `index` order.
    static let titles = [
        EditorText.backgroundLight, EditorText.backgroundDark, EditorText.backgroundChecker,
        EditorText.backgroundCustom,
    ]

    /// The segment index.
    var index: Int {
        switch self {
        case .light: return 0
        case .dark: return 1
        case .checkerboard: return 2
        case .custom: return 3
        }
    }

    /// Light preview fill.
    package static let lightColor = Color(hex: "#FFFFFF")!
    /// Dark preview fill.
    static let darkColor = Color(hex: "#16181D")!

    /// The solid fill, or nil for the checkerboard.
    var solidColor: Color? {
        switch self {
        case .light: return Self.lightColor
        case .dark: return Self.darkColor
        case .checkerboard: return nil
        case .custom(let c): return c
        }
    }

    /// The automatic indicator colour on this background: the text primary of the matching theme
    /// (DESIGN.md), the window theme's on the checkerboard; a custom colour picks by luminance.
    func automaticIndicatorColor(_ theme: Theme) -> Color {
        switch self {
        case .light: return Theme.light.color(.textPrimary)
        case .dark: return Theme.dark.color(.textPrimary)
        case .checkerboard: return theme.color(.textPrimary)
        case .custom(let c):
            let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return (luminance > 0.5 ? Theme.light : Theme.dark).color(.textPrimary)
        }
    }

    /// Fills `rect` (view points) with the background, rounded by `radius`.
    @MainActor
    func fill(_ rect: Rect, radius: Double, in canvas: inout Canvas) {
        if let solid = solidColor {
            canvas.fill(rect, color: solid, radius: radius)
            return
        }
        let dark = canvas.theme.appearance == .dark
        canvas.fill(rect, color: Color(hex: dark ? "#23272F" : "#FFFFFF")!, radius: radius)
        let square = 8.0
        var path = Path()
        var row = 0
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX + (row % 2 == 0 ? square : 0)
            while x < rect.maxX {
                path.append(
                    .rect(Rect(x: x, y: y, width: min(square, rect.maxX - x), height: min(square, rect.maxY - y))))
                x += 2 * square
            }
            y += square
            row += 1
        }
        canvas.pushClip(rect.insetBy(dx: radius * 0.3, dy: radius * 0.3))
        canvas.fill(path, with: .solid(Color(hex: dark ? "#1A1D23" : "#EDEDF0")!))
        canvas.popClip()
    }
}
