import Localization
import Foundation
import Graphics
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// A reload of the edited file keeps the playhead and the undo history; the external change is
/// one step whose undo restores the text and the tuning from before in the pane, never the file.
final class EditorReloadHistoryTests: XCTestCase {
    @MainActor private static func reload(_ app: StudioApp, _ path: String, with text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let document = app.library.document(atPath: path)!
        XCTAssertTrue(document.reload())
        app.documentsDidReload([document])
    }

    func testAReloadWhilePausedKeepsTheTimeAndTheCycleProgress() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("live.json")
            try Data(SpecText.valid(1).utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let model = app.editorModel
            model.updateClock { $0.seek(toProgress: 0.4) }
            let time = model.clock.time, progress = model.clock.cycleProgress
            XCTAssertGreaterThan(time, 0)
            try Self.reload(app, path, with: SpecText.valid(2))
            XCTAssertEqual(model.spec?.name, "Spec2")
            XCTAssertFalse(model.clock.isPlaying)
            XCTAssertEqual(model.clock.time, time)
            XCTAssertEqual(model.clock.cycleProgress, progress)
            XCTAssertEqual(app.editor.timeline.progressLabel.text, String(format: "cycle %5.3f", progress))

            model.updateClock {
                $0.toggleFreeze(); $0.seek(toProgress: 0.7)
            }
            try Self.reload(app, path, with: SpecText.valid(3))
            XCTAssertEqual(model.clock.frozenProgress, 0.7)
            XCTAssertEqual(model.clock.time, time)

            model.updateClock { $0.play() }
            app.tick(dt: 0.1)
            let playing = model.clock.time
            try Self.reload(app, path, with: SpecText.valid(4))
            XCTAssertTrue(model.clock.isPlaying)
            XCTAssertEqual(model.clock.time, playing, "playing: it goes on from where it was")
        }
    }

    func testAnExternalChangeIsOneUndoStepThatRestoresTheTuning() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("live.json")
            try Data(SpecText.valid(1, count: 3).utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let model = app.editorModel
            model.setSpeed(0.5)
            model.setParam("minScale", 0.9)
            XCTAssertEqual(model.history.undoCount, 2)

            // count was at its default (3), so it follows the file's new default; minScale is tuned.
            let changed = SpecText.valid(1, count: 5)
            try Self.reload(app, path, with: changed)
            XCTAssertEqual(model.params["count"], 5)
            XCTAssertEqual(model.params["minScale"], 0.9)
            XCTAssertEqual(model.history.undoCount, 3, "the history is kept; the change is one step")
            XCTAssertEqual(model.history.undoMessage, EditorText.reload("live.json"))

            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.params["count"], 3, "the tuning before the change")
            XCTAssertEqual(model.params["minScale"], 0.9)
            XCTAssertEqual(model.evaluator?.elementCount, 3)
            XCTAssertEqual(model.spec?.params["count"], 3, "the text from before, unsaved")
            XCTAssertEqual(model.document?.isDirty, true)
            XCTAssertEqual(Disk.read(path), Array(changed.utf8), "undo never rewrites the file for a reload")
            let row = app.editor.inspector.paramRows.first { $0.name == "count" }!
            XCTAssertEqual(row.slider.field.text, "3")

            app.user.press(.character("z"), [.control, .shift])
            XCTAssertEqual(model.params["count"], 5)
            app.user.press(.character("z"), .control)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.params["minScale"], 0.301, "the default of SpecText.valid(1)")
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.clock.speed, 1)
            XCTAssertEqual(Disk.read(path), Array(changed.utf8))
        }
    }

    func testAParamTheFileDropsComesBackOnlyWithItsText() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("live.json")
            try Data(SpecText.valid(1).utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let model = app.editorModel
            model.setParam("minScale", 0.9)
            // The file drops minScale.
            let withoutMinScale = SpecText.valid(1)
                .replacingOccurrences(of: ", \"minScale\": 0.301", with: "")
                .replacingOccurrences(of: "{ \"$param\": \"minScale\" }", with: "0.5")
            try Self.reload(app, path, with: withoutMinScale)
            XCTAssertEqual(model.spec?.paramNames, ["count"])
            XCTAssertNil(model.params["minScale"])
            model.history.undo()
            XCTAssertEqual(model.params["minScale"], 0.9, "the text declares it again, with its tuning")
            model.history.redo()
            XCTAssertNil(model.params["minScale"], "a param the spec no longer declares is not brought back")
            XCTAssertNil(model.paramsProblem)
            XCTAssertEqual(model.document?.isDirty, false)
            app.user.press(.character("s"), .control)
            XCTAssertEqual(app.user.lastToast, app.text(EditorText.savedParams("live.json")))
        }
    }
}
