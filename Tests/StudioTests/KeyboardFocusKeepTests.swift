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
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("tune.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            XCTAssertTrue(app.user.tab { $0 is Slider }, "the count slider")
            app.user.press(.right)
            XCTAssertEqual(app.editorModel.params["count"], 4)
            XCTAssertTrue(app.user.tab(to: "inspector.save"))
            app.user.press(.enter)
            XCTAssertEqual(app.editorModel.spec?.params["count"], 4, "saved")
            XCTAssertTrue(
                app.user.focused === app.editor.inspector.saveButton,
                "focus is on Save params: \(app.window.focusName)")
            app.user.press(.tab)
            XCTAssertEqual(app.user.focusedIdentifier, "inspector.export", "Tab goes on from there")
        }
    }

    func testCancelInExportGivesFocusBackToTheExportButton() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            XCTAssertTrue(app.user.tab(to: "inspector.export"))
            app.user.press(.enter)
            XCTAssertTrue(app.user.popover is ExportDialog)
            XCTAssertTrue(app.user.tab(to: "export.cancel"))
            app.user.press(.enter)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.user.focusedIdentifier, "inspector.export")
        }
    }

    func testEscapeFromTheColourPickerGivesFocusBackToTheWell() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            XCTAssertTrue(app.user.tab(to: "colors.add"))
            app.user.press(.enter)
            XCTAssertTrue(app.user.tab(to: "colors.0"), "the new swatch")
            app.user.press(.space, text: " ")
            XCTAssertTrue(app.user.popover is ColorPickerView)
            app.user.press(.escape)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.user.focusedIdentifier, "colors.0")
        }
    }
}
