import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import UI
import XCTest
import TestSupport
@testable import Studio

/// Save params is a step of the document's text history (its undo and redo change the text, not
/// the file), refused when the file changed on disk; unsaved typing is kept; a spec without
/// params has nothing to save.
final class SaveParamsUndoTests: XCTestCase {
    /// A studio with `IndicatorSpecJSON.ballPulse` saved in `dir` and open in the Editor.
    @MainActor private static func open(_ dir: TemporaryFolder, showingSource: Bool = false) throws -> (
        StudioApp, String
    ) {
        let path = dir.file("tune.json")
        try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        if showingSource { app.toggleSource() }
        return (app, path)
    }

    /// `IndicatorSpecJSON.ballPulse` with its params' defaults as given.
    private static func pulse(count: String = "3", minScale: String = "0.3", name: String = "Mine") -> String {
        IndicatorSpecJSON.ballPulse
            .replacingOccurrences(
                of: "\"params\": { \"count\": 3, \"minScale\": 0.3 }",
                with: "\"params\": { \"count\": \(count), \"minScale\": \(minScale) }"
            )
            .replacingOccurrences(of: "\"name\": \"Mine\"", with: "\"name\": \"\(name)\"")
    }

    func testOnALargeFileTheStepAndItsUndoGoThroughTheTextAnalysedOffTheMainActor() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("large.json")
            let text = FirstOpenTests.large(1, bytes: 1 << 20)
            Disk.writeInPlace(Array(text.utf8), to: path)
            let app = ScreensRender.makeApp()
            XCTAssertEqual(app.open(paths: [path]).errors, [])
            let document = try XCTUnwrap(app.library.document(atPath: path))
            app.editor.setShowsSource(true)
            XCTAssertTrue(app.waitUntilLoaded(document))
            _ = app.user.nextFrame()
            let model = app.editorModel
            let session = app.editor.source.session
            XCTAssertGreaterThanOrEqual(session.model.buffer.count, SourceSession.backgroundSize)
            model.setParam("count", 5)
            XCTAssertTrue(model.saveParams().saved)
            let saved = text.replacingOccurrences(of: "\"count\": 3, \"minScale\"", with: "\"count\": 5, \"minScale\"")
            XCTAssertNotEqual(saved, text)
            XCTAssertEqual(Disk.read(path), Array(saved.utf8), "only the value's bytes change")
            XCTAssertEqual(model.history.undoMessage, EditorText.saveParamsStep)

            app.window.focus(nil)  // Ctrl+Z outside the pane: the document's history
            app.user.press(.character("z"), .control)
            XCTAssertEqual(session.model.buffer.text, text, "undo puts the old default back in the text")
            XCTAssertEqual(Disk.read(path), Array(saved.utf8), "and never writes the file")
            // The text's analysis arrives off the main actor; the spec's default follows it, the
            // document is unsaved again, and the tuning stays as at the save.
            let deadline = Date().addingTimeInterval(30)
            while model.spec?.params["count"] != 3, Date() < deadline {
                app.tick(dt: 0)
                usleep(2000)
            }
            XCTAssertEqual(model.spec?.params["count"], 3)
            XCTAssertTrue(document.isDirty)
            XCTAssertEqual(model.params["count"], 5, "the tuning stays")
        }
    }

    func testSaveParamsIsATextStepWhoseUndoRestoresTheTextAndRedoSetsItAgain() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = try Self.open(dir)
            let model = app.editorModel
            let text = app.editor.source.session.model
            let document = try XCTUnwrap(model.document)
            model.setParam("count", 5)
            app.user.press(.character("s"), .control)
            XCTAssertEqual(app.user.lastToast, app.text(EditorText.savedParams("tune.json")))
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(count: "5").utf8), "only the number's bytes change")
            XCTAssertEqual(text.text, Self.pulse(count: "5"), "the pane holds what the file holds")
            XCTAssertFalse(document.isDirty)
            XCTAssertEqual(model.history.undoMessage, EditorText.saveParamsStep)
            XCTAssertEqual(
                text.undoName, .named(StudioCatalogue.english(EditorText.saveParamsStep)),
                "the pane's undo holds the same step")
            XCTAssertEqual(model.history.undoCount, 2)

            app.user.press(.character("z"), .control)
            XCTAssertEqual(text.text, IndicatorSpecJSON.ballPulse, "undo restores the previous value in the text")
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(count: "5").utf8), "undo never writes the file")
            XCTAssertTrue(document.isDirty, "the text differs from the file again")
            XCTAssertEqual(model.spec?.params["count"], 3)
            XCTAssertEqual(model.params["count"], 5, "the tuning stays")
            XCTAssertEqual(model.history.undoCount, 1)
            XCTAssertEqual(model.history.redoName, "Save params")

            app.user.press(.character("z"), [.control, .shift])
            XCTAssertEqual(text.text, Self.pulse(count: "5"))
            XCTAssertFalse(document.isDirty, "redone, the text is the file's again")
            XCTAssertEqual(model.spec?.params["count"], 5)
            app.user.press(.character("z"), .control)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.params["count"], 3)
            XCTAssertEqual(text.text, IndicatorSpecJSON.ballPulse)
            XCTAssertFalse(model.history.canUndo)
        }
    }

    func testTheTextHistoryBeforeSaveParamsSurvivesIt() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = try Self.open(dir, showingSource: true)
            let model = app.editorModel
            let text = app.editor.source.session.model
            XCTAssertNil(model.performVisualEdit(.set(JSONPath(parsing: "name")!, json: "\"Tuned\""), name: "Rename"))
            app.user.press(.character("s"), .control)
            XCTAssertEqual(
                Disk.read(path), Array(Self.pulse(name: "Tuned").utf8), "Ctrl+S with unsaved text saves the text")
            model.setParam("minScale", 0.45)
            app.editor.inspector.saveButton.action?()
            XCTAssertEqual(app.user.lastToast, app.text(EditorText.savedParams("tune.json")))
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(minScale: "0.45", name: "Tuned").utf8))
            XCTAssertEqual(model.history.undoCount, 3)

            app.window.focus(nil)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(text.text, Self.pulse(name: "Tuned"))
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.params["minScale"], 0.3)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(text.text, IndicatorSpecJSON.ballPulse, "the rename before the save is still undoable")
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(minScale: "0.45", name: "Tuned").utf8))
            // The pane's own redo moves the same text steps: the rename and the save.
            app.window.focus(app.editor.source.editor)
            app.user.press(.character("z"), [.control, .shift])
            app.user.press(.character("z"), [.control, .shift])
            XCTAssertEqual(text.text, Self.pulse(minScale: "0.45", name: "Tuned"))
            XCTAssertFalse(model.document?.isDirty ?? true)
        }
    }

    /// Unsaved typing is kept: the file gets only the params, the pane keeps the typing (still
    /// unsaved, still in its draft) with the saved values, and undo takes back only the values.
    func testSaveParamsWithUnsavedTypingWritesOnlyTheParamsAndKeepsTheTyping() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = try Self.open(dir, showingSource: true)
            let model = app.editorModel
            let text = app.editor.source.session.model
            let document = try XCTUnwrap(model.document)
            app.window.focus(app.editor.source.editor)
            let mine = try XCTUnwrap(text.text.range(of: "\"Mine\""))
            text.moveCaret(
                to: text.text.utf8.distance(from: text.text.startIndex, to: mine.upperBound) - 1, extend: false)
            app.handle(.textInput("s"))
            XCTAssertEqual(text.text, Self.pulse(name: "Mines"))
            XCTAssertTrue(document.isDirty)

            model.setParam("count", 6)
            app.editor.inspector.saveButton.action?()
            XCTAssertEqual(app.user.lastToast, app.text(EditorText.savedParams("tune.json")))
            XCTAssertEqual(
                Disk.read(path), Array(Self.pulse(count: "6").utf8), "the file gets the params, not the typing")
            XCTAssertEqual(text.text, Self.pulse(count: "6", name: "Mines"), "the pane keeps the typing")
            XCTAssertTrue(document.isDirty, "the typing is still unsaved")
            XCTAssertEqual(document.spec?.name, "Mines", "the preview shows the pane's text")
            XCTAssertEqual(document.spec?.params["count"], 6)
            XCTAssertEqual(model.history.undoMessage, EditorText.saveParamsStep)

            app.window.focus(nil)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(text.text, Self.pulse(name: "Mines"), "undo takes back the values only")
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(count: "6").utf8))
            app.user.press(.character("z"), .control)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(text.text, IndicatorSpecJSON.ballPulse)
            XCTAssertTrue(document.isDirty, "the file holds count 6")

            // Typing that breaks the text: Save params refuses and changes nothing.
            app.user.press(.character("z"), [.control, .shift])
            app.user.press(.character("z"), [.control, .shift])
            app.user.press(.character("z"), [.control, .shift])
            app.window.focus(app.editor.source.editor)
            text.moveCaret(to: 0, extend: false)
            app.handle(.textInput("x"))
            let broken = text.text
            let steps = model.history.undoCount
            model.setParam("count", 7)
            app.editor.inspector.saveButton.action?()
            XCTAssertTrue(
                app.user.lastToast?.contains("has problems") ?? false, "\(app.user.toasts)")
            XCTAssertEqual(text.text, broken)
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(count: "6").utf8))
            XCTAssertEqual(model.history.undoCount, steps + 1, "only the param's change")
        }
    }

    func testSaveParamsIsRefusedWhenTheFileChangedOnDiskAndItsUndoNeverWritesIt() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = try Self.open(dir)
            let model = app.editorModel
            let text = app.editor.source.session.model
            let document = try XCTUnwrap(model.document)
            model.setParam("count", 5)

            // Someone else's save, not yet picked up: refused, nothing changes.
            let theirs = Array(Self.pulse(name: "Theirs").utf8)
            Disk.writeInPlace(theirs, to: path)
            app.user.press(.character("s"), .control)
            XCTAssertTrue(
                app.user.lastToast?.contains("changed on disk") ?? false, "\(app.user.toasts)")
            XCTAssertEqual(Disk.read(path), theirs, "their change is not overwritten")
            XCTAssertEqual(text.text, IndicatorSpecJSON.ballPulse)
            XCTAssertEqual(model.history.undoMessage, EditorText.changeParam("count"))
            XCTAssertTrue(document.reload())
            app.documentsDidReload([document])
            XCTAssertEqual(model.spec?.name, "Theirs")

            // Saved, then their next save: undoing Save params changes the text, never their file.
            app.user.press(.character("s"), .control)
            XCTAssertEqual(Disk.read(path), Array(Self.pulse(count: "5", name: "Theirs").utf8))
            let again = Array(Self.pulse(count: "5", name: "Again").utf8)
            Disk.writeInPlace(again, to: path)
            app.window.focus(nil)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(text.text, Self.pulse(name: "Theirs"))
            XCTAssertEqual(Disk.read(path), again, "their change is not overwritten")
            XCTAssertTrue(document.reload())
            app.documentsDidReload([document])
            XCTAssertNotNil(document.diskConflict, "unsaved text and their change wait for the user's choice")
            XCTAssertEqual(text.text, Self.pulse(name: "Theirs"))
            app.user.press(.character("s"), .control)
            XCTAssertEqual(Disk.read(path), again, "Ctrl+S waits for the choice too")
        }
    }

    /// Values the spec cannot take are refused with LoaderKit's sentence, as a visual edit is:
    /// the file, the text and the history stay as they were.
    func testValuesThatMakeTheSpecInvalidAreRefused() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("offsets.json")
            let text = IndicatorSpecJSON.ballPulse.replacingOccurrences(
                of: "\"stagger\": { \"each\": 0.12 }",
                with: "\"stagger\": [0, 0.1, 0.2]")
            XCTAssertNotEqual(text, IndicatorSpecJSON.ballPulse)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let model = app.editorModel
            XCTAssertEqual(model.document?.problems, [])
            model.setParam("count", 5)
            XCTAssertNotNil(model.paramsProblem, "three offsets for five elements")
            app.user.press(.character("s"), .control)
            XCTAssertEqual(app.user.lastToast, "stagger has 3 entries but the layout has 5 elements")
            XCTAssertEqual(Disk.read(path), Array(text.utf8))
            XCTAssertEqual(app.user.sourceText, text)
            XCTAssertEqual(model.history.undoMessage, EditorText.changeParam("count"))
            XCTAssertFalse(model.document?.isDirty ?? true)
        }
    }

    func testASpecWithoutParamsHasNothingToSave() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("plain.json")
            let text = IndicatorSpecJSON.ballPulse
                .replacingOccurrences(of: "\"params\": { \"count\": 3, \"minScale\": 0.3 },\n", with: "")
                .replacingOccurrences(of: "{ \"$param\": \"count\" }", with: "3")
                .replacingOccurrences(of: "{ \"$param\": \"minScale\" }", with: "0.3")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            _ = app.user.nextFrame()
            let document = app.library.document(atPath: path)!
            XCTAssertEqual(document.problems, [])
            XCTAssertEqual(app.editorModel.spec?.params, [:])
            XCTAssertFalse(app.editor.inspector.saveButton.isEnabled)
            app.user.press(.character("s"), .control)
            let toast = app.user.lastToast ?? ""
            XCTAssertFalse(app.isMessage(toast, "editor.saved.params"), toast)
            XCTAssertTrue(app.isMessage(toast, "document.params.none"), toast)
            XCTAssertEqual(Disk.read(path), Array(text.utf8))
            XCTAssertFalse(app.editorModel.history.canUndo)
        }
    }
}
