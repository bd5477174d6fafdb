import Graphics
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// A disabled button reads as unavailable: its icon and text are fainter than an enabled
/// button's, in both themes (the enabled text keeps its full contrast).
final class DisabledLookTests: XCTestCase {
    func testDisabledTextAndIconsAreFainterThanEnabledOnes() {
        onMain {
            for theme in [Theme.light, Theme.dark] {
                let enabled = Button("Undo"), disabled = Button("Undo")
                disabled.isEnabled = false
                XCTAssertEqual(enabled.labelColor(theme), theme.color(.textPrimary))
                let faint = disabled.labelColor(theme)
                XCTAssertLessThan(faint.alpha, 1, "\(theme.appearance): disabled text is see-through")
                XCTAssertNotEqual(
                    faint, theme.color(.textTertiary), "\(theme.appearance): not the tertiary text of enabled hints")
            }
        }
    }
}
