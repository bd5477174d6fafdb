import Foundation
import Graphics
import Render
import UI
import XCTest
import TestSupport
@testable import Studio

/// Renders every screen in both themes: each differs from the one it was opened from (the
/// help and the export dialog show over the editor); written as PAM images when
/// `STUDIO_SCREENSHOTS` names a folder.
final class ScreensScreenshotTests: XCTestCase {
    func testScreensRenderInBothThemes() {
        onMain {
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
                XCTAssertTrue(app.user.popover is ShortcutHelpView)
                let help = ScreensRender.render(app.window)
                app.toggleHelp()
                XCTAssertNil(app.user.popover)
                app.showExport()
                let dialog = app.user.popover as? ExportDialog
                XCTAssertNotNil(dialog, "\(theme): Export opens its dialog")
                let export = ScreensRender.render(app.window)
                XCTAssertNotEqual(gallery.pixels, editor.pixels)
                XCTAssertNotEqual(help.pixels, editor.pixels, "\(theme): the help shows over the editor")
                XCTAssertNotEqual(export.pixels, editor.pixels, "\(theme): the export dialog shows over the editor")
                XCTAssertNotEqual(help.pixels, export.pixels)
                if let dialog {
                    XCTAssertNil(
                        dialog.windowFrame.intersection(preview), "\(theme): the dialog leaves the preview visible")
                }
                guard let folder else { continue }
                for (name, pixmap) in [("gallery", gallery), ("editor", editor), ("help", help), ("export", export)] {
                    XCTAssertTrue(ScreensRender.writePAM(pixmap, to: "\(folder)/\(name)-\(theme.rawValue).pam"))
                }
            }
        }
    }
}
