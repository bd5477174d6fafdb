import Graphics
import TestSupport
import XCTest
@testable import UI

/// The code editor's colours, checked as ThemeContrastTests checks the chrome: every syntax
/// colour 4.5:1 on the editor's background, its active line and its selection; the gutter's
/// numbers and the completion list's text on what they are drawn on; squiggles and problem
/// marks 3:1 against the background.
extension ThemeContrastTests {
    /// Every pair the code editor draws.
    @MainActor
    static func codeEditorPairs(_ theme: Theme) -> [Pair] {
        let background = Paint.token(Theme.codeEditorBackground)
        let activeLine = Paint.over(.token(.textPrimary), alpha: Theme.codeEditorActiveLineAlpha, background)
        let selection = Paint.over(.token(.accent), alpha: Theme.codeEditorSelectionAlpha, background)
        let findMatch = Paint.over(.token(.warning), alpha: 0.18, background)
        var pairs: [Pair] = []
        for kind in SyntaxTokenKind.allCases {
            for (name, under) in [
                ("background", background), ("active line", activeLine), ("selection", selection),
                ("find match", findMatch),
            ] {
                pairs.append(
                    Pair(
                        what: "\(kind) on the editor's \(name)", foreground: .fixed(theme.syntaxColor(kind)),
                        background: under, minimum: text))
            }
        }
        pairs.append(
            Pair(what: "line numbers", foreground: .token(.textTertiary), background: background, minimum: text))
        pairs.append(
            Pair(
                what: "the active line's number", foreground: .token(.textPrimary), background: activeLine,
                minimum: text))
        let chosenRow = Paint.over(.token(.accent), alpha: 0.12, .token(.raised))
        pairs.append(
            Pair(what: "completion label", foreground: .token(.textPrimary), background: chosenRow, minimum: text))
        pairs.append(
            Pair(what: "completion detail", foreground: .token(.textSecondary), background: chosenRow, minimum: text))
        pairs.append(
            Pair(
                what: "read-only notice", foreground: .token(.warning),
                background: .over(.token(.warning), alpha: 0.14, background), minimum: text))
        for status in [ThemeColor.error, .warning, .accent] {
            pairs.append(
                Pair(
                    what: "\(status) squiggle and mark", foreground: .token(status), background: background,
                    minimum: control))
        }
        return pairs
    }

    func testTheCodeEditorsColoursReachTheirRatiosInBothThemes() {
        onMain {
            for theme in [Theme.light, .dark] {
                for pair in Self.codeEditorPairs(theme) {
                    let foreground = pair.foreground.resolve(theme), background = pair.background.resolve(theme)
                    let ratio = WCAG.ratio(foreground, background)
                    XCTAssertGreaterThanOrEqual(
                        ratio, pair.minimum,
                        "\(theme.appearance): \(pair.what) \(Self.hex(foreground)) on "
                            + "\(Self.hex(background)) is \(String(format: "%.2f", ratio)):1")
                }
            }
        }
    }

    func testEverySyntaxColourIsOpaqueAndDistinctFromTheOthers() {
        onMain {
            for theme in [Theme.light, .dark] {
                let colors = SyntaxTokenKind.allCases.map { theme.syntaxColor($0) }
                XCTAssertTrue(colors.allSatisfy { $0.alpha == 1 })
                XCTAssertEqual(Set(colors.map(Self.hex)).count, colors.count, "\(theme.appearance)")
            }
        }
    }
}
