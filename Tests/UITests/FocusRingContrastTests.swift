import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// The focus ring shows around a primary button, filled with the accent: across the ring, some
/// pixel stands out 3:1 from the button and the ring (the `focusRing` colour) 3:1 from the
/// background, in both themes.
final class FocusRingContrastTests: XCTestCase {
    /// WCAG's contrast ratio of two opaque colours.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func luminance(_ c: Color) -> Double {
            func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    func testTheRingStandsOutFromAPrimaryButtonAndItsBackground() {
        onMain {
            for theme in [Theme.light, Theme.dark] {
                let root = View()
                root.backgroundColor = .token(.panel)
                let button = Button("Save", style: .primary)
                button.frame = Rect(x: 40, y: 40, width: 96, height: 28)
                root.addSubview(button)
                let window = makeWindow(content: root, theme: theme)
                window.press(.tab)
                XCTAssertTrue(window.focusedView === button)
                let pixmap = window.renderAll()
                let row = 54
                let fill = pixmap.pixel(x: 60, y: row).straight, outside = pixmap.pixel(x: 20, y: row).straight
                // The pixels from the background to the button's edge, left of it.
                let ring = (20..<40).map { pixmap.pixel(x: $0, y: row).straight }
                let accent = theme.color(.focusRing)
                XCTAssertTrue(
                    ring.contains { $0.hexString == accent.hexString }, "\(theme.appearance): the ring is drawn")
                XCTAssertGreaterThanOrEqual(
                    Self.contrast(accent, outside), 3, "\(theme.appearance): the ring against the background")
                let apart = ring.drop { $0.hexString != accent.hexString }.drop { $0.hexString == accent.hexString }
                XCTAssertTrue(
                    apart.contains { Self.contrast($0, fill) >= 3 },
                    "\(theme.appearance): between the ring and the button, a band stands out from the button: \(apart.map(\.hexString))"
                )
            }
        }
    }
}
