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
        try onMain {
            let dir = TemporaryDirectory()
            defer { dir.remove() }
            let path = dir.file("typed.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.window.key(.character("o"), .control)
            XCTAssertEqual(app.window.popover?.identifier, "open")
            XCTAssertEqual(app.window.focusedView?.identifier, "open.path", "the path field has focus")

            app.window.typeText(dir.file("missing.json"))
            app.window.key(.enter)
            XCTAssertEqual(app.window.popover?.identifier, "open", "the dialog stays")
            let error = (app.window.find("open.error") as? Label)?.text ?? ""
            XCTAssertTrue(error.contains("missing.json"), error)
            XCTAssertTrue(app.window.visibleToasts.isEmpty, "the problem shows in the dialog, not in a toast")

            app.window.key(.character("a"), .control)
            app.window.typeText(path)
            app.window.key(.enter)
            XCTAssertNil(app.window.popover)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.editorModel.document?.path, path)
        }
    }

    func testEscapeClosesTheOpenDialogAndFocusComesBack() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.window.tab(to: "toolbar.theme"))
            app.window.key(.character("o"), .control)
            XCTAssertNotNil(app.window.popover)
            app.window.key(.escape)
            XCTAssertNil(app.window.popover)
            XCTAssertEqual(app.window.focusedView?.identifier, "toolbar.theme")
        }
    }
}
