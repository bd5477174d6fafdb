import Localization
import Foundation
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// The source pane without a window: edits reach the document once per revision, Save and Save
/// As, the change-on-disk choice, the desktop's dialogs when there are some.
final class SourcePaneTests: XCTestCase {
    final class FakeChooser: SystemFileChooser {
        var isAvailable = true
        var descriptor: Int32? { nil }
        var started: [String] = []
        var answer: SystemFileChoice?
        func startOpen(title: String, folder: String) throws(StudioFileError) { started.append("open \(folder)") }
        func startSave(title: String, name: String, folder: String) throws(StudioFileError) {
            started.append("save \(name)")
        }
        func poll() -> SystemFileChoice? {
            defer { answer = nil }
            return answer
        }
    }

    /// A studio with `IndicatorSpecJSON.ballPulse` saved in `dir` and open in the source pane.
    @MainActor private static func openInSourcePane(_ dir: TemporaryFolder) -> (StudioApp, String) {
        let path = dir.file("pulse.json")
        Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        app.toggleSource()
        return (app, path)
    }

    func testTypingDerivesOnceAndThePreviewFollowsOrGoesStale() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = Self.openInSourcePane(dir)
            let document = try XCTUnwrap(app.editorModel.document)
            XCTAssertTrue(app.editor.showsSource)
            XCTAssertEqual(app.user.focusedIdentifier, "source.editor")
            let model = app.editor.source.session.model
            XCTAssertEqual(model.text, IndicatorSpecJSON.ballPulse)
            let revision = document.revision

            // A valid edit: the spec follows at once, unsaved.
            let name = try XCTUnwrap(model.text.range(of: "\"Mine\""))
            let start = model.text.utf8.distance(from: model.text.startIndex, to: name.lowerBound)
            model.replace(start..<(start + 6), with: "\"Typed\"")
            XCTAssertEqual(document.spec?.name, "Typed")
            XCTAssertEqual(document.revision, revision + 1)
            XCTAssertTrue(document.isDirty)
            XCTAssertEqual(app.editor.source.statusLabel.text, app.text(SourcePaneText.valid))

            // Broken text: the last good spec stays, stale, with the problem in the pane.
            model.replace(0..<1, with: "[")
            XCTAssertEqual(document.spec?.name, "Typed")
            XCTAssertTrue(document.isStale)
            XCTAssertEqual(app.editor.source.statusLabel.text, app.text(SourcePaneText.invalidJSON))
            XCTAssertFalse(app.editor.source.editor.diagnostics.isEmpty)
            model.undo()
            XCTAssertFalse(document.isStale)

            // Save writes the pane's text and nothing else.
            app.save()
            XCTAssertFalse(document.isDirty)
            XCTAssertEqual(Disk.read(path), Array(model.text.utf8))
        }
    }

    func testALargeTextTypedIntoIsAnalysedOffTheMainActorFromThePreviousAnalysis() throws {
        try onMain {
            let part = """
                { "layout": { "type": "row", "count": 3, "gap": 0.1, "size": 0.2 }, "shape": { "type": "circle" },
                  "tracks": [ { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1] } ] }
                """
            let text =
                "{ \"schemaVersion\": 1, \"name\": \"Big\", \"duration\": 1.25, \"parts\": [\n"
                + Array(repeating: part, count: 1500).joined(separator: ",\n") + "\n] }\n"
            XCTAssertGreaterThan(text.utf8.count, SourceSession.backgroundSize)
            let app = ScreensRender.makeApp()
            let document = app.newSpec(text: text)
            let session = app.editor.source.session
            @MainActor func waitForAnalysis() throws -> SpecAnalysis {
                let deadline = Date().addingTimeInterval(60)
                while session.currentAnalysis == nil, Date() < deadline {
                    usleep(2000)
                    session.tick()
                }
                let analysis = session.currentAnalysis
                return try XCTUnwrap(analysis)
            }
            _ = try waitForAnalysis()
            let caret = try XCTUnwrap(session.model.buffer.bytes.firstRange(of: Array("1.25".utf8))).upperBound
            for (i, digit) in ["7", "3", " "].enumerated() {
                session.model.replace((caret + i)..<(caret + i), with: digit)
                let analysis = try waitForAnalysis()
                let full = SpecAnalysis(bytes: session.model.buffer.bytes, lint: false)
                XCTAssertEqual(analysis.bytes, full.bytes)
                XCTAssertEqual(analysis.tokens, full.tokens)
                XCTAssertEqual(analysis.tree.nodes, full.tree.nodes)
                XCTAssertEqual(analysis.diagnostics, full.diagnostics)
                XCTAssertEqual(analysis.spec, full.spec)
            }
            XCTAssertEqual(document.spec?.duration, 1.2573)
            XCTAssertEqual(document.currentBytes, session.model.buffer.bytes)
        }
    }

    func testAChangeOnDiskUnderUnsavedTextKeepsBothUntilTheUserChooses() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = Self.openInSourcePane(dir)
            let document = try XCTUnwrap(app.editorModel.document)
            let model = app.editor.source.session.model
            model.replace(0..<0, with: " ")
            let mine = model.text
            let theirs = IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "Mine", with: "Theirs")
            Disk.writeInPlace(Array(theirs.utf8), to: path)
            document.reload()
            app.editorModel.documentDidReload()
            XCTAssertNotNil(document.diskConflict)
            XCTAssertFalse(app.editor.source.conflictBar.isHidden)
            XCTAssertEqual(model.text, mine, "the pane keeps the unsaved text")
            app.save()
            XCTAssertEqual(Disk.read(path), Array(theirs.utf8), "a save waits for the choice")
            XCTAssertTrue(
                app.user.toasts.contains { $0.contains("changed on disk") }, "\(app.user.toasts)")

            app.editor.source.conflictBar.compareButton.action?()
            let compare = try XCTUnwrap(app.user.popover as? CompareView)
            XCTAssertEqual(compare.diff.changedCount.old, 2)
            XCTAssertEqual(compare.diff.changedCount.new, 2)
            app.window.dismissPopover()

            app.editor.source.conflictBar.reloadButton.action?()
            XCTAssertEqual(model.text, theirs)
            XCTAssertFalse(document.isDirty)
            XCTAssertEqual(document.spec?.name, "Theirs")
            XCTAssertTrue(app.editor.source.conflictBar.isHidden)
        }
    }

    func testACleanPaneTakesADiskChangeAsAPatchKeepingTheCaret() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = Self.openInSourcePane(dir)
            let model = app.editor.source.session.model
            model.moveCaret(to: 5, extend: false)
            let changed = IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "Mine", with: "Changed")
            Disk.writeInPlace(Array(changed.utf8), to: path)
            app.editorModel.document?.reload()
            app.editorModel.documentDidReload()
            XCTAssertEqual(model.text, changed)
            XCTAssertEqual(model.caret, 5, "the caret stays before the change")
        }
    }

    func testNewSaveAsAndTheDesktopDialogs() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = ScreensRender.makeApp()
            let chooser = FakeChooser()
            app.systemFileChooser = chooser
            let document = app.newSpec(text: NewSpecDialog.blankText)
            XCTAssertTrue(document.isDirty && document.isUntitled)
            XCTAssertEqual(document.displayName, app.text(DocumentText.untitled(1)))
            XCTAssertEqual(document.spec?.name, "Untitled", "the blank spec is valid")
            _ = app.user.nextFrame()
            XCTAssertTrue(
                app.editor.side.pathLabel.text.hasPrefix(app.text(EditorText.notSaved)), app.editor.side.pathLabel.text)

            // Save of a new spec asks the desktop where; its answer writes and opens the file.
            app.save()
            XCTAssertEqual(chooser.started, ["save Untitled.json"])
            XCTAssertNil(app.user.popover, "no studio dialog while the desktop's is open")
            let path = dir.file("new.json")
            chooser.answer = .chosen(path)
            app.tick(dt: 0)
            XCTAssertEqual(Disk.read(path), Array(NewSpecDialog.blankText.utf8))
            XCTAssertEqual(app.editorModel.document?.path, path)
            XCTAssertEqual(app.editor.side.pathLabel.text, path)
            XCTAssertFalse(app.library.documents.contains { $0 === document }, "the untitled document closed")

            // Without the desktop's dialog: the studio's own.
            chooser.isAvailable = false
            app.user.press(.character("o"), .control)
            XCTAssertEqual(app.user.popover?.identifier, "open")
        }
    }
}

/// New: a copy of an example by its name.
final class NewSpecDialogTests: XCTestCase {
    func testAnExampleOrABuiltInIsCopiedByName() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.user.press(.character("n"), .control)
            let dialog = try XCTUnwrap(app.user.popover as? NewSpecDialog)
            XCTAssertEqual(dialog.nameField.complete?("layout-ri").text, "layout-ring")
            app.window.focus(dialog.nameField)
            app.user.type("layout-ring")
            app.user.press(.enter)
            XCTAssertNil(app.user.popover)
            let document = try XCTUnwrap(app.editorModel.document)
            XCTAssertEqual(document.displayName, "Copy of layout-ring")
            XCTAssertTrue(document.isUntitled && document.isDirty)
            XCTAssertNotNil(document.spec, "the example is a valid spec")
            XCTAssertTrue(app.editor.showsSource)

            app.user.press(.character("n"), .control)
            let again = try XCTUnwrap(app.user.popover as? NewSpecDialog)
            app.window.focus(again.nameField)
            app.user.type("NoSuchThing")
            app.user.press(.enter)
            XCTAssertEqual(again.errorLabel.text, app.text(SourcePaneText.noSuchName("NoSuchThing")))
        }
    }
}
