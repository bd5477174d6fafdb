import Foundation
import Graphics
import Render
import UI
import XCTest
@testable import Studio

/// Renders every screen in both themes to PAM images when `STUDIO_SCREENSHOTS` names a folder (for
/// looking at them); otherwise checks that each renders something.
final class ScreensScreenshotTests: XCTestCase {
    func testScreensRenderInBothThemes() { onMainActor {
        let folder = ProcessInfo.processInfo.environment["STUDIO_SCREENSHOTS"]
        for theme in [StudioSettings.Theme.light, .dark] {
            let app = ScreensRender.makeApp(theme: theme)
            for _ in 0..<20 { app.tick(dt: 1.0 / 60) }
            let gallery = ScreensRender.render(app.window)
            app.open(app.library.builtin(named: "BallSpinFadeLoader")!)
            for _ in 0..<20 { app.tick(dt: 1.0 / 60) }
            let preview = app.editor.stage.bigCard.preview.windowFrame
            app.window.handle(.pointerMove(Point(preview.midX + 30, preview.midY)))
            app.tick(dt: 1.0 / 60)
            let editor = ScreensRender.render(app.window)
            app.toggleHelp()
            let help = ScreensRender.render(app.window)
            app.toggleHelp()
            app.showExport()
            let export = ScreensRender.render(app.window)
            XCTAssertNotEqual(gallery.pixels, editor.pixels)
            if let folder {
                for (name, pixmap) in [("gallery", gallery), ("editor", editor), ("help", help), ("export", export)] {
                    ScreensRender.writePAM(pixmap, to: "\(folder)/\(name)-\(theme.rawValue).pam")
                }
            }
        }
    } }
}
