import Localization
import Foundation
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// Visual edits, typing, inspector steps and external saves in one undo timeline: Ctrl+Z outside
/// the pane undoes the newest step of any kind, the pane's own undo moves the same text steps,
/// and undoing everything gives back the original bytes.
final class VisualEditHistoryTests: XCTestCase, @unchecked Sendable {
    /// A studio with `IndicatorSpecJSON.ballPulse` saved in `dir` and open in the Editor.
    @MainActor private func open(showingSource: Bool = true) -> (StudioApp, String) {
        let fixture = openSpec(
            "pulse.json", text: IndicatorSpecJSON.ballPulse, showingSource: showingSource, recordFirstFrame: false)
        return (fixture.app, fixture.path)
    }

    private static func path(_ text: String) -> JSONPath { JSONPath(parsing: text)! }

    func testAVisualEditIsOneTextStepShownAtOnceInThePaneAndThePreview() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let text = app.editor.source.session.model
            XCTAssertNil(
                model.performVisualEdit(.set(Self.path("tracks[0].keyTimes[1]"), json: "0.5"), name: "Move keyframe"))
            XCTAssertTrue(text.text.contains("\"keyTimes\": [0, 0.5, 1]"), text.text)
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].keyTimes, [0, 0.5, 1], "the preview's spec follows in the same call")
            XCTAssertEqual(model.history.undoName, "Move keyframe")
            XCTAssertEqual(text.undoName, "Move keyframe", "the pane's undo holds the same step")
            XCTAssertTrue(model.document?.isDirty == true)

            // A refused edit changes nothing and says why.
            let before = text.text
            let refusal = model.performVisualEdit(.set(Self.path("duration"), json: "-1"), name: "Change duration")
            XCTAssertNotNil(refusal)
            XCTAssertEqual(text.text, before)
            XCTAssertEqual(model.history.undoCount, 1)
        }
    }

    func testADragIsOneCoalescedStep() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            for time in [0.4, 0.35, 0.3, 0.25] {
                XCTAssertNil(
                    model.performVisualEdit(
                        .set(Self.path("tracks[0].keyTimes[1]"), json: "\(time)"), name: "Move keyframe",
                        coalescing: "keyframe"))
            }
            model.endVisualEditCoalescing()
            XCTAssertNil(
                model.performVisualEdit(
                    .set(Self.path("tracks[0].keyTimes[1]"), json: "0.2"), name: "Move keyframe",
                    coalescing: "keyframe"))
            XCTAssertEqual(model.history.undoCount, 2, "one step per drag")
            model.history.undo()
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.25, 1])
            model.history.undo()
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.45, 1])
        }
    }

    func testOneTimelineAcrossInspectorStepsVisualEditsTypingAndExternalSaves() throws {
        try onMain {
            let (app, path) = open()
            let model = app.editorModel
            let text = app.editor.source.session.model
            let original = Array(IndicatorSpecJSON.ballPulse.utf8)

            model.setSpeed(0.5)  // 1 inspector
            // 2 visual
            XCTAssertNil(model.performVisualEdit(.set(Self.path("stagger.each"), json: "0.2"), name: "Change stagger"))
            let name = try XCTUnwrap(text.text.range(of: "\"Mine\""))
            let start = text.text.utf8.distance(from: text.text.startIndex, to: name.lowerBound)
            text.moveCaret(to: start + 5, extend: false)
            text.type("s")  // 3 typing
            XCTAssertEqual(model.spec?.name, "Mines")
            model.setParam("minScale", 0.8)  // 4 inspector
            XCTAssertEqual(model.history.undoCount, 4)
            XCTAssertEqual(model.history.undoMessage, EditorText.changeParam("minScale"))

            // The pane's own undo moves the newest text step (the typing), not the inspector's.
            app.window.focus(app.editor.source.editor)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.spec?.name, "Mine")
            XCTAssertEqual(model.params["minScale"], 0.8)
            XCTAssertEqual(model.history.undoCount, 3)
            XCTAssertTrue(model.history.canRedo)
            app.user.press(.character("z"), [.control, .shift])
            XCTAssertEqual(model.spec?.name, "Mines")
            XCTAssertEqual(model.history.undoCount, 4)
            XCTAssertEqual(
                model.history.undoMessage, SourcePaneText.stepMessage(.typing), "the pane's redo is the newest step")

            // Save, then a change on disk of the clean file: one more step.
            app.save()
            XCTAssertFalse(model.document?.isDirty ?? true)
            let saved = try XCTUnwrap(Disk.read(path))
            let external = String(decoding: saved, as: UTF8.self).replacingOccurrences(
                of: "\"duration\": 0.75", with: "\"duration\": 1.5")
            Disk.writeInPlace(Array(external.utf8), to: path)
            XCTAssertTrue(model.document?.reload() == true)
            app.documentsDidReload([model.document!])
            XCTAssertEqual(text.text, external, "the pane takes the file")
            XCTAssertEqual(model.spec?.duration, 1.5)
            XCTAssertEqual(model.history.undoCount, 5)
            XCTAssertEqual(model.history.undoMessage, EditorText.reload("pulse.json"))

            // Ctrl+Z outside the pane walks back through every kind of step, newest first.
            app.window.focus(nil)
            app.user.press(.character("z"), .control)  // the external save
            XCTAssertEqual(model.spec?.duration, 0.75)
            XCTAssertEqual(Array(text.text.utf8), saved)
            app.user.press(.character("z"), .control)  // typing (redone last)
            XCTAssertEqual(model.spec?.name, "Mine")
            XCTAssertEqual(model.params["minScale"], 0.8)
            app.user.press(.character("z"), .control)  // minScale
            XCTAssertEqual(model.params["minScale"], 0.3)
            app.user.press(.character("z"), .control)  // stagger
            XCTAssertEqual(model.spec?.parts[0].stagger, .each(0.12))
            app.user.press(.character("z"), .control)  // speed
            XCTAssertEqual(model.clock.speed, 1)
            XCTAssertFalse(model.history.canUndo)
            XCTAssertEqual(Array(text.text.utf8), original, "undo all gives back the original bytes")
            XCTAssertEqual(model.document?.currentBytes, original)

            // Redo all comes back to the external save's text.
            for _ in 0..<5 { app.user.press(.character("z"), [.control, .shift]) }
            XCTAssertEqual(text.text, external)
            XCTAssertEqual(model.clock.speed, 0.5)
            XCTAssertEqual(model.params["minScale"], 0.8)
        }
    }

    func testVisualEditsWorkWithThePaneHidden() throws {
        try onMain {
            let (app, path) = open(showingSource: false)
            let model = app.editorModel
            XCTAssertFalse(app.editor.showsSource)
            XCTAssertNil(model.performVisualEdit(.set(Self.path("layout.gap"), json: "0.2"), name: "Change gap"))
            app.save()
            let expected = IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "\"gap\": 0.1", with: "\"gap\": 0.2")
            XCTAssertEqual(Disk.read(path), Array(expected.utf8), "only the value's bytes changed")
        }
    }

    func testSelectionSelectsTheTextAndTheCaretSelectsTheNode() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let text = app.editor.source.session.model
            app.window.focus(nil)
            var told = 0
            model.observe { change in if change.contains(.selection) { told += 1 } }
            model.select(Self.path("layout"))
            XCTAssertEqual(told, 1)
            XCTAssertEqual(
                text.selectedText, "{ \"type\": \"row\", \"count\": { \"$param\": \"count\" }, \"gap\": 0.1 }")
            XCTAssertEqual(model.selectedElements, 0..<3, "the part's elements are outlined")
            XCTAssertEqual(app.editor.stage.overlay.highlighted, 0..<3)

            app.window.focus(app.editor.source.editor)
            let property = try XCTUnwrap(text.text.range(of: "\"property\""))
            text.moveCaret(
                to: text.text.utf8.distance(from: text.text.startIndex, to: property.lowerBound) + 2, extend: false)
            XCTAssertEqual(model.selection?.description, "tracks[0].property")
            model.select(nil)
            XCTAssertEqual(app.editor.stage.overlay.highlighted, 0..<0)
        }
    }
}
