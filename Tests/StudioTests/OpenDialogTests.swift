import Foundation
import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Ctrl+O opens a file or folder by a typed path: a problem shows in the dialog, which stays;
/// a good path opens and closes it.
final class OpenDialogTests: XCTestCase {
    func testControlOOpensATypedPathAndShowsProblemsInTheDialog() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("typed.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.user.press(.character("o"), .control)
            XCTAssertEqual(app.user.popover?.identifier, "open")
            XCTAssertEqual(app.user.focusedIdentifier, "open.path", "the path field has focus")

            app.user.type(dir.file("missing.json"))
            app.user.press(.enter)
            XCTAssertEqual(app.user.popover?.identifier, "open", "the dialog stays")
            let error = (app.user.view("open.error") as? Label)?.text ?? ""
            XCTAssertTrue(error.contains("missing.json"), error)
            XCTAssertTrue(app.user.toasts.isEmpty, "the problem shows in the dialog, not in a toast")

            app.user.press(.character("a"), .control)
            app.user.type(path)
            app.user.press(.enter)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.editorModel.document?.path, path)
        }
    }

    func testEscapeClosesTheOpenDialogAndFocusComesBack() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.user.tab(to: "toolbar.theme"))
            app.user.press(.character("o"), .control)
            XCTAssertNotNil(app.user.popover)
            app.user.press(.escape)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.user.focusedIdentifier, "toolbar.theme")
        }
    }
}
