import Foundation
import Graphics
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// Focus stays where the user was: after Save params, and back on the control that opened a
/// popover when it closes (Cancel in Export, Escape from the colour picker).
final class KeyboardFocusKeepTests: XCTestCase {
    func testSaveParamsKeepsFocusOnTheButton() throws {
        try onMain {
            let dir = TemporaryDirectory()
            defer { dir.remove() }
            let path = dir.file("tune.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            XCTAssertTrue(app.window.tab { $0 is Slider }, "the count slider")
            app.window.key(.right)
            XCTAssertEqual(app.editorModel.params["count"], 4)
            XCTAssertTrue(app.window.tab(to: "inspector.save"))
            app.window.key(.enter)
            XCTAssertEqual(app.editorModel.spec?.params["count"], 4, "saved")
            XCTAssertTrue(
                app.window.focusedView === app.editor.inspector.saveButton,
                "focus is on Save params: \(app.window.focusName)")
            app.window.key(.tab)
            XCTAssertEqual(app.window.focusedView?.identifier, "inspector.export", "Tab goes on from there")
        }
    }

    func testCancelInExportGivesFocusBackToTheExportButton() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            XCTAssertTrue(app.window.tab(to: "inspector.export"))
            app.window.key(.enter)
            XCTAssertTrue(app.window.popover is ExportDialog)
            XCTAssertTrue(app.window.tab(to: "export.cancel"))
            app.window.key(.enter)
            XCTAssertNil(app.window.popover)
            XCTAssertEqual(app.window.focusedView?.identifier, "inspector.export")
        }
    }

    func testEscapeFromTheColourPickerGivesFocusBackToTheWell() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            XCTAssertTrue(app.window.tab(to: "colors.add"))
            app.window.key(.enter)
            XCTAssertTrue(app.window.tab(to: "colors.0"), "the new swatch")
            app.window.key(.space, text: " ")
            XCTAssertTrue(app.window.popover is ColorPickerView)
            app.window.key(.escape)
            XCTAssertNil(app.window.popover)
            XCTAssertEqual(app.window.focusedView?.identifier, "colors.0")
        }
    }
}
