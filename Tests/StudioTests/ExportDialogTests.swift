import Foundation
import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The export dialog as a user meets it: nothing holds the dialog but the window, as in the
/// real app, so closing it on Export must not read the freed dialog.
final class ExportDialogTests: XCTestCase {
    /// Opens the dialog in the editor on BallPulse and returns the window point of the view
    /// `identifier` in it (the dialog itself is not kept).
    @MainActor
    private static func openDialog(_ app: StudioApp, path: String, size: Int = 32) -> (export: Point, cancel: Point) {
        app.open(app.library.builtin(named: "BallPulse")!)
        app.user.press(.character("e"), .control)
        let dialog = app.user.popover as! ExportDialog
        dialog.sizeField.setValue(Double(size))
        dialog.pathField.setText(path)
        _ = app.user.nextFrame()
        return (dialog.exportButton.windowFrame.center, dialog.cancelButton.windowFrame.center)
    }

    func testClickingExportWritesTheFileAndKeepsTheAppAlive() {
        onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            let points = Self.openDialog(app, path: "/tmp/export-click.png")
            app.user.tap(points.export.x, points.export.y)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(writer.pngs.map(\.path), ["/tmp/export-click.png"])
            XCTAssertEqual(app.mode, .editor)
        }
    }

    func testEnterExportsFromAnyFieldAndEscapeCancels() {
        onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            _ = Self.openDialog(app, path: "/tmp/export-enter.png")
            app.window.focus(app.user.view("export.size"))
            app.user.press(.enter)
            XCTAssertNil(app.user.popover, "Enter in a field exports")
            XCTAssertEqual(writer.pngs.map(\.path), ["/tmp/export-enter.png"])

            _ = Self.openDialog(app, path: "/tmp/export-escape.png")
            app.user.press(.escape)
            XCTAssertNil(app.user.popover, "Escape cancels")
            XCTAssertEqual(writer.pngs.count, 1, "nothing more is written")

            _ = Self.openDialog(app, path: "/tmp/export-cancel.png")
            app.window.focus(app.user.view("export.cancel"))
            app.user.press(.enter)
            XCTAssertNil(app.user.popover, "Enter on a focused Cancel cancels")
            XCTAssertEqual(writer.pngs.count, 1)
        }
    }

    func testTheDialogLeavesThePreviewVisible() {
        onMain {
            for size in [Size(1280, 800), Size(1024, 700), Size(1920, 1080)] {
                let app = ScreensRender.makeApp(size: size)
                _ = Self.openDialog(app, path: "/tmp/unused.png")
                _ = app.user.nextFrame()
                let preview = app.user.view("editor.preview")!.windowFrame
                let dialog = app.user.popover!.windowFrame
                XCTAssertNil(
                    dialog.intersection(preview), "at \(size) the dialog \(dialog) covers the preview \(preview)")
            }
        }
    }
}
