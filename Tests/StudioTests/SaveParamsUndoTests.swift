import Foundation
import Graphics
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// Save params is an undoable step that writes the file back, refused when the file changed on
/// disk since; a spec without params has nothing to save.
final class SaveParamsUndoTests: XCTestCase {
    func testUndoOfSaveParamsWritesThePreviousBytesAndRedoWritesThemAgain() throws { try onMain {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("tune.json")
        let original = Array(IndicatorSpecJSON.ballPulse.utf8)
        try Data(original).write(to: URL(fileURLWithPath: path))
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        let model = app.editorModel
        model.setParam("count", 5)
        app.window.key(.character("s"), .control)
        let saved = try XCTUnwrap(Disk.read(path))
        XCTAssertNotEqual(saved, original)
        XCTAssertEqual(model.history.undoName, "Save params")
        XCTAssertEqual(model.history.undoCount, 2)

        app.window.key(.character("z"), .control)
        XCTAssertEqual(Disk.read(path), original, "undo writes the bytes from before the save")
        XCTAssertEqual(model.spec?.params["count"], 3)
        XCTAssertEqual(model.params["count"], 5, "the tuning stays")
        XCTAssertEqual(model.history.undoCount, 1)
        XCTAssertEqual(model.history.redoName, "Save params")

        app.window.key(.character("z"), [.control, .shift])
        XCTAssertEqual(Disk.read(path), saved)
        XCTAssertEqual(model.spec?.params["count"], 5)
        app.window.key(.character("z"), .control)
        app.window.key(.character("z"), .control)
        XCTAssertEqual(model.params["count"], 3)
        XCTAssertEqual(Disk.read(path), original)
    } }

    func testUndoOfSaveParamsIsRefusedWhenTheFileChangedOnDisk() throws { try onMain {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("tune.json")
        try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        let model = app.editorModel
        model.setParam("count", 5)
        app.window.key(.character("s"), .control)
        XCTAssertEqual(model.history.undoName, "Save params")

        // Someone else's save, not yet picked up.
        let theirs = Array(IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "\"Mine\"", with: "\"Theirs\"").utf8)
        Disk.writeInPlace(theirs, to: path)
        app.window.key(.character("z"), .control)
        XCTAssertEqual(Disk.read(path), theirs, "their change is not overwritten")
        XCTAssertTrue(app.window.visibleToasts.last?.contains("changed on disk") ?? false, "\(app.window.visibleToasts)")
        XCTAssertEqual(model.history.undoName, "Save params", "the step stays")
        XCTAssertEqual(model.spec?.params["count"], 5)

        // Picked up: the reload is its own step; undoing it leaves the file alone, and the save
        // under it is still refused.
        let document = app.library.document(atPath: path)!
        XCTAssertTrue(document.reload())
        app.documentsDidReload([document])
        XCTAssertEqual(model.spec?.name, "Theirs")
        app.window.key(.character("z"), .control)
        app.window.key(.character("z"), .control)
        XCTAssertEqual(Disk.read(path), theirs)
        XCTAssertEqual(model.history.undoName, "Save params")
    } }

    func testASpecWithoutParamsHasNothingToSave() throws { try onMain {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("plain.json")
        let text = IndicatorSpecJSON.ballPulse
            .replacingOccurrences(of: "\"params\": { \"count\": 3, \"minScale\": 0.3 },\n", with: "")
            .replacingOccurrences(of: "{ \"$param\": \"count\" }", with: "3")
            .replacingOccurrences(of: "{ \"$param\": \"minScale\" }", with: "0.3")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        _ = app.window.recordFrame()
        let document = app.library.document(atPath: path)!
        XCTAssertEqual(document.problems, [])
        XCTAssertEqual(app.editorModel.spec?.params, [:])
        XCTAssertFalse(app.editor.inspector.saveButton.isEnabled)
        app.window.key(.character("s"), .control)
        let toast = app.window.visibleToasts.last ?? ""
        XCTAssertFalse(toast.hasPrefix("Saved"), toast)
        XCTAssertTrue(toast.contains("nothing to save"), toast)
        XCTAssertEqual(Disk.read(path), Array(text.utf8))
        XCTAssertFalse(app.editorModel.history.canUndo)
    } }
}
