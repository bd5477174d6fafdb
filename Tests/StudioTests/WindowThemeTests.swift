import Studio
import StudioCommandLine
import UI
import XCTest

/// The command line's themes are the toolkit's appearances under the same names.
final class WindowThemeTests: XCTestCase {
    func testEveryWindowThemeMapsToTheAppearanceOfItsName() {
        for theme in WindowTheme.allCases {
            XCTAssertEqual(Theme.Appearance(theme), Theme.Appearance(rawValue: theme.rawValue), theme.rawValue)
        }
    }
}
