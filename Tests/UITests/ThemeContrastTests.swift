import Foundation
import Graphics
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// WCAG 2.2 AA in both themes: every text colour on every background the views draw it on
/// reaches 4.5:1 (the studio's text is 11 to 15 px, below the 18.66 px bold / 24 px of large
/// text), and the parts of controls that show what they are and their state, the focus ring
/// among them, reach 3:1 against what is next to them. Disabled controls are exempt, as WCAG
/// says; `border` draws decorative hairlines only.
final class ThemeContrastTests: XCTestCase {
    /// A colour on screen: a token, a fixed colour, a control's surface, or one drawn
    /// translucent over another.
    indirect enum Paint: Sendable {
        case token(ThemeColor)
        case fixed(Color)
        /// `Control.surfaceColor` while hovered or pressed.
        case controlHovered, controlPressed
        case over(Paint, alpha: Double, Paint)

        @MainActor
        func resolve(_ theme: Theme) -> Color {
            switch self {
            case .token(let token): return theme.color(token)
            case .fixed(let color): return color
            case .controlHovered, .controlPressed:
                let control = Control()
                if case .controlPressed = self { control.isPressed = true } else { control.pointerEntered() }
                return control.surfaceColor(theme)
            case .over(let top, let alpha, let base):
                return WCAG.composite(top.resolve(theme), alpha: alpha, over: base.resolve(theme))
            }
        }

        /// A short name for failure messages.
        var name: String {
            switch self {
            case .token(let token): return "\(token)"
            case .fixed(let color): return ThemeContrastTests.hex(color)
            case .controlHovered: return "hovered control"
            case .controlPressed: return "pressed control"
            case .over(let top, let alpha, let base): return "\(top.name) at \(Int(alpha * 100)) % over \(base.name)"
            }
        }

        var tokens: [ThemeColor] {
            switch self {
            case .token(let token): return [token]
            case .fixed, .controlHovered, .controlPressed: return []
            case .over(let top, _, let base): return top.tokens + base.tokens
            }
        }
    }

    struct Pair: Sendable {
        var what: String
        var foreground: Paint
        var background: Paint
        var minimum: Double
    }

    static let text = 4.5, control = 3.0
    /// The window background, panels, and raised surfaces (popovers, dialogs, toasts, tooltips).
    static let surfaces: [Paint] = [.token(.windowBackground), .token(.panel), .token(.raised)]
    /// The editor's preview backgrounds (light, dark, the checkerboard's squares).
    static let previews = ["#FFFFFF", "#16181D", "#EDEDF0", "#1A1D23", "#23272F"].map { Paint.fixed(Color(hex: $0)!) }

    /// Every pair, with the views that draw it.
    static var pairs: [Pair] {
        var pairs: [Pair] = []
        func add(_ what: String, _ foreground: Paint, on backgrounds: [Paint], _ minimum: Double = text) {
            for background in backgrounds {
                pairs.append(Pair(what: what, foreground: foreground, background: background, minimum: minimum))
            }
        }
        let plain = surfaces
        let selectedRow = Paint.over(.token(.accent), alpha: 0.10, .token(.panel))
        // Labels, fields, menus, toasts, tooltips, dialogs, the help; selected text in fields.
        add(
            "primary text", .token(.textPrimary),
            on: plain + [
                .controlHovered, .controlPressed, selectedRow,
                .over(.token(.accent), alpha: 0.3, .token(.panel)),
            ])
        // Captions, names, readouts, problem hints, mode tabs (hovered over the window), element tags.
        add(
            "secondary text", .token(.textSecondary),
            on: plain + [
                .controlHovered, selectedRow,
                .over(.controlHovered, alpha: 0.6, .token(.windowBackground)),
            ]
                + previews.map { .over(.token(.raised), alpha: 0.9, $0) })
        // Preview size labels, counts, hints, placeholders, the help's footnotes.
        add("tertiary text", .token(.textTertiary), on: plain)
        // The mock screen's rich text; a switched-on toggle button's title.
        add("accent text", .token(.accent), on: [.token(.panel), .over(.token(.accent), alpha: 0.14, .token(.panel))])
        for status in [ThemeColor.error, .warning, .success] {
            // Captions and problem locations; badges (the colour on itself at 14 %).
            add(
                "\(status) text", .token(status),
                on: [
                    .token(.panel), .over(.token(status), alpha: 0.14, .token(.panel)),
                    .controlHovered, selectedRow,
                ])
        }
        // Primary buttons (13 px) and the hovered element's tag (11 px).
        add("white text on the accent fill", .fixed(.white), on: [.token(.accentFill), .token(.accentFillHover)])
        // Non-text: the focus ring next to every surface and a primary button.
        add("focus ring", .token(.focusRing), on: plain + [.token(.accentFill)], control)
        // Slider fills, switched-on toggles, selected cards.
        add("accent control", .token(.accent), on: plain, control)
        add("hovered accent control", .token(.accentHover), on: plain, control)
        add("toggle knob", .fixed(.white), on: [.token(.accent), .token(.controlTrack)], control)
        add("switched-off toggle track", .token(.controlTrack), on: plain, control)
        // Control boundaries: text, number and search fields, colour wells, segmented controls
        // and the mode bar (their outline on the surface, the selected segment's outline on the
        // window-background trough), slider and timeline tracks.
        add("control boundary", .token(.controlBorder), on: plain, control)
        add("selected segment outline", .token(.controlBorder), on: [.token(.windowBackground)], control)
        // Icons of plain buttons, also while pressed; scroll bars, timeline ticks, the search icon.
        add("icons", .token(.textSecondary), on: plain + [.controlPressed], control)
        add("scroll bars and ticks", .token(.textTertiary), on: plain, control)
        return pairs
    }

    func testEveryPairReachesItsRatioInBothThemes() {
        onMain {
            for theme in [Theme.light, .dark] {
                for pair in Self.pairs {
                    let foreground = pair.foreground.resolve(theme), background = pair.background.resolve(theme)
                    let ratio = WCAG.ratio(foreground, background)
                    XCTAssertGreaterThanOrEqual(
                        ratio, pair.minimum,
                        "\(theme.appearance): \(pair.what) \(Self.hex(foreground)) on "
                            + "\(Self.hex(background)) (\(pair.background.name)) is \(String(format: "%.2f", ratio)):1")
                }
            }
        }
    }

    func testEveryTokenIsOpaqueInBothThemesAndCheckedInAPair() {
        let checked = Set(Self.pairs.flatMap { $0.foreground.tokens + $0.background.tokens })
        for token in ThemeColor.allCases {
            for theme in [Theme.light, .dark] {
                XCTAssertEqual(theme.colors[token]?.alpha, 1, "\(theme.appearance) \(token)")
            }
            if token != .border { XCTAssertTrue(checked.contains(token), "\(token) is in no pair") }
        }
    }

    func testTheRatioFollowsTheWCAGFormula() {
        XCTAssertEqual(WCAG.ratio(.black, .white), 21, accuracy: 1e-9)
        XCTAssertEqual(WCAG.ratio(.white, .white), 1, accuracy: 1e-9)
        // #767676 on white is the well-known 4.54:1.
        XCTAssertEqual(WCAG.ratio(Color(hex: "#767676")!, .white), 4.54, accuracy: 0.005)
        XCTAssertEqual(WCAG.composite(.black, alpha: 0.5, over: .white).rgba8.red, 128, accuracy: 1)
    }

    static func hex(_ color: Color) -> String {
        let c = color.rgba8
        return "#" + [c.red, c.green, c.blue].map { String(format: "%02X", $0) }.joined()
    }
}
