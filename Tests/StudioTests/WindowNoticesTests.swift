import Graphics
import Localization
import TestSupport
import UI
import XCTest

@testable import Studio

/// What the launcher has the studio say, in the studio's language: which files another
/// `loader-studio` handed to this window (the first file or a share link, and how many more), and
/// a scale lowered to fit the screen.
final class WindowNoticesTests: XCTestCase {
    func testTheToastNamesTheFilesInTheStudiosLanguage() throws {
        try onMain {
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter(), environment: ["LANG": "fr_FR.UTF-8"])
            app.sayOpenedFromCommandLine(["/specs/dots.json", "/specs/ring.json", "/specs/wave.json"])
            XCTAssertEqual(app.user.lastToast, "Ouvert depuis la ligne de commande\u{00A0}: dots.json et 2 autres")
            app.sayOpenedFromCommandLine(["https://example.org/#spec=abc"])
            XCTAssertEqual(app.user.lastToast, "Ouvert depuis la ligne de commande\u{00A0}: un lien de partage")
        }
    }

    func testOneFileIsNamedAloneAndNoFileSaysNothing() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.sayOpenedFromCommandLine(["/specs/dots.json"])
            XCTAssertEqual(app.user.lastToast, app.text(StatusText.openedFromCommandLine("dots.json")))
            let shown = app.user.toasts.count
            app.sayOpenedFromCommandLine([])
            XCTAssertEqual(app.user.toasts.count, shown, "no file, no toast")
        }
    }

    func testALoweredScaleIsSaidWithTheLanguagesNumbers() throws {
        try onMain {
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter(), environment: ["LANG": "fr_FR.UTF-8"])
            app.sayScaleLowered(asked: 2, fitted: 1.75, window: (1600, 1200), screen: (1920, 1080))
            XCTAssertEqual(
                app.user.lastToast,
                "À l’échelle 2, la plus petite fenêtre (1600×1200\u{00A0}pixels) dépasse l’écran (1920×1080)\u{00A0}: "
                    + "ouverte à l’échelle 1,75")
        }
    }
}
