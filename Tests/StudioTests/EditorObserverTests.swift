import TestSupport
import UI
import XCTest
@testable import Studio

/// The editor's model tells every observer each change, whoever was added first.
final class EditorObserverTests: XCTestCase {
    func testEveryObserverIsToldInTheOrderAdded() throws {
        try onMain {
            let model = EditorModel()
            var told: [String] = []
            model.observe { change in if change.contains(.document) { told.append("first") } }
            model.observe { change in if change.contains(.document) { told.append("second") } }
            model.open(try XCTUnwrap(SpecDocument(builtin: "Atom")))
            XCTAssertEqual(told, ["first", "second"])
        }
    }

    /// The app's status follows the editor whichever was wired first: a screen made after the
    /// app's observer does not replace it.
    func testTheStatusFollowsTheEditorAfterAnotherObserverIsAdded() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(try XCTUnwrap(app.library.builtin(named: "Atom")))
            var screenTold = 0
            app.editorModel.observe { _ in screenTold += 1 }
            let before = app.statusRefreshCount
            app.editorModel.open(try XCTUnwrap(app.library.builtin(named: "BallBeat")))
            XCTAssertGreaterThan(screenTold, 0)
            XCTAssertGreaterThan(app.statusRefreshCount, before, "the app's observer is still told")
            XCTAssertEqual(app.root.toolbar.statusLabel.text, "BallBeat")

            let again = app.statusRefreshCount
            app.open(try XCTUnwrap(app.library.builtin(named: "Atom")))
            XCTAssertEqual(app.statusRefreshCount, again + 1, "opening a document refreshes the status once")
        }
    }
}
