import Localization
import Foundation
import Graphics
import LoaderKitCore
import StudioInspection
import TestSupport
import UI
import XCTest
@testable import Studio

/// Quit with unsaved text: the dialog's rows (one per unsaved document, Save or Save As…,
/// Discard), Save, Save As through the studio's dialog and the desktop's, Discard, Save all with
/// a new spec (one Save As at a time), a failed save keeping its row, Cancel keeping everything,
/// Quit without saving keeping drafts, and the keyboard (Tab reaches every button, Enter never
/// discards).
final class QuitDialogTests: XCTestCase {
    /// How many times the studio asked the host to quit.
    @MainActor final class Quits {
        var count = 0
    }

    /// A studio (with drafts in `dir/drafts`) on pulse.json with unsaved text, then a new spec
    /// (app.text(DocumentText.untitled(1)), unsaved) shown in the Editor.
    @MainActor private static func twoUnsaved(_ dir: TemporaryFolder)
        -> (app: StudioApp, file: SpecDocument, untitled: SpecDocument, path: String, quits: Quits, drafts: DraftStore)
    {
        let path = dir.file("pulse.json")
        Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
        let drafts = DraftStore(directory: dir.file("drafts"))
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
            imageWriter: ScreensImageWriter(), drafts: drafts)
        app.window.layout(size: Size(1280, 800), scale: 1)
        _ = app.user.nextFrame()
        let quits = Quits()
        app.onQuit = { quits.count += 1 }
        app.openFiles([path])
        app.toggleSource()
        let file = app.editorModel.document!
        app.user.editSource(0..<0, with: " ")
        let untitled = app.newSpec(text: IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "Mine", with: "Fresh"))
        return (app, file, untitled, path, quits, drafts)
    }

    /// The open quit dialog.
    @MainActor private static func dialog(_ app: StudioApp, file: StaticString = #filePath, line: UInt = #line) throws
        -> QuitDialog
    {
        _ = app.user.nextFrame()
        return try XCTUnwrap(app.user.popover as? QuitDialog, "the quit dialog is open", file: file, line: line)
    }

    /// The open Save As dialog, given `path` and Save pressed; the problem it shows, if any.
    @MainActor private static func chooseInSaveAs(_ app: StudioApp, _ path: String) throws -> String {
        let saveAs = try XCTUnwrap(app.user.popover as? FileDialog, "the Save As dialog is open")
        XCTAssertEqual(
            saveAs.purpose, .saveAs(suggestedName: StudioApp.fileName(for: try XCTUnwrap(app.editorModel.document))),
            "the Save As is the Editor's document's")
        saveAs.pathField.text = path
        saveAs.performDefaultAction()
        return app.user.popover === saveAs ? saveAs.errorLabel.text : ""
    }

    func testQuitWithNothingUnsavedQuitsAtOnce() {
        onMain {
            let app = ScreensRender.makeApp()
            var quits = 0
            app.onQuit = { quits += 1 }
            app.quit()
            XCTAssertEqual(quits, 1)
            XCTAssertNil(app.user.popover)
        }
    }

    func testTheDialogListsEachUnsavedDocumentWithItsWayToKeepIt() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _, _, path, quits, _) = Self.twoUnsaved(dir)
            let builtin = try XCTUnwrap(app.library.builtin(named: "BallBeat"))
            app.open(builtin)
            app.user.editSource(0..<0, with: " ")

            app.user.press(.character("q"), .control)
            let quit = try Self.dialog(app)
            XCTAssertEqual(quits.count, 0)
            XCTAssertEqual(quit.rows.map(\.name), ["pulse.json", app.text(DocumentText.untitled(1)), "BallBeat"])
            XCTAssertEqual(quit.rows.map(\.keeping), [.save, .saveAs, .saveAs])
            XCTAssertEqual(
                quit.rows.map(\.detail), [path, app.text(DialogText.newNotSaved), app.text(DialogText.builtinEdited)])
            XCTAssertEqual(
                quit.rowViews.map(\.keepButton.title),
                [app.text(DialogText.saveRow), app.text(DialogText.saveAsRow), app.text(DialogText.saveAsRow)])
            XCTAssertEqual(quit.message.text, app.text(DialogText.unsavedMany(3)))
            XCTAssertTrue(app.user.focused === quit.saveAllButton, "the focus starts on Save all")
            let state = app.inspectionState()
            XCTAssertEqual(state.popover, "quit")
            XCTAssertEqual(state.quit?.rows.map(\.keeping), ["save", "saveAs", "saveAs"])
            Self.assertFits(quit, in: app.window)
        }
    }

    /// Every text of the dialog fits (or a shortened one has the whole text as its tooltip), each
    /// button's title fits it, and the dialog is inside the window.
    @MainActor private static func assertFits(
        _ dialog: QuitDialog, in window: WindowRoot,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let frame = dialog.windowFrame
        XCTAssertTrue(
            frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= window.size.width && frame.maxY <= window.size.height,
            "the dialog \(frame) is inside the \(window.size) window", file: file, line: line)
        for view in dialog.selfAndDescendants where view.isVisibleInWindow {
            if let label = view as? Label, label.isTruncated {
                XCTAssertEqual(
                    label.tooltip, label.text, "\(label.identifier ?? label.text) is shortened", file: file, line: line)
            }
            if let control = view as? Control {
                XCTAssertEqual(
                    control.textsThatDoNotFit(engine: window.textEngine), [], control.identifier ?? "", file: file,
                    line: line)
            }
        }
    }

    func testAtTheSmallestWindowManyRowsScrollAndTabShowsEachButton() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _, _, _, _, _) = Self.twoUnsaved(dir)
            for _ in 0..<10 { app.newSpec(text: IndicatorSpecJSON.ballPulse) }
            app.window.layout(size: StudioApp.minimumWindowSize, scale: 1)
            app.quit()
            let quit = try Self.dialog(app)
            XCTAssertEqual(quit.rows.count, 12)
            XCTAssertLessThanOrEqual(quit.frame.height, 600 - 16 + 1)
            XCTAssertLessThan(quit.list.frame.height, quit.list.contentHeight, "the rows scroll")
            Self.assertFits(quit, in: app.window)
            // Tab from Save all goes through the rows; each button is scrolled into view.
            for _ in 0..<24 {
                app.user.press(.tab)
                _ = app.user.nextFrame()
                let focused = try XCTUnwrap(app.user.focused)
                XCTAssertEqual(
                    focused.visibleWindowRect, focused.windowFrame, "\(focused.identifier ?? "") is shown whole")
            }
            XCTAssertEqual(app.user.focusedIdentifier, "quit.row.11.discard")
        }
    }

    func testSaveWritesTheFileAndItsRowLeavesTheList() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, file, untitled, path, quits, _) = Self.twoUnsaved(dir)
            app.quit()
            app.user.tap(try Self.dialog(app).rowViews[0].keepButton)
            XCTAssertEqual(Disk.read(path), Array((" " + IndicatorSpecJSON.ballPulse).utf8))
            XCTAssertFalse(file.isDirty)
            let quit = try Self.dialog(app)
            XCTAssertEqual(quit.rows.map(\.name), [app.text(DocumentText.untitled(1))])
            XCTAssertEqual(quit.message.text, app.text(DialogText.unsavedOne(app.text(DocumentText.untitled(1)))))
            XCTAssertTrue(untitled.isDirty)
            XCTAssertEqual(quits.count, 0)
        }
    }

    func testASaveThatFailsKeepsItsRowAndSaysWhyAndNeverQuits() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, file, untitled, _, quits, _) = Self.twoUnsaved(dir)
            app.quit()
            app.user.tap(try Self.dialog(app).rowViews[1].discardButton)
            // The file's folder is gone: writing it fails.
            let folder = dir.file("")
            try FileManager.default.removeItem(atPath: folder)
            app.user.tap(try Self.dialog(app).rowViews[0].keepButton)
            var quit = try Self.dialog(app)
            XCTAssertEqual(quit.rows.map(\.name), ["pulse.json"], "the row stays")
            let problem = try XCTUnwrap(quit.rows[0].problem)
            XCTAssertTrue(problem.contains("No such file or directory"), problem)
            XCTAssertFalse(quit.rowViews[0].problemLabel.isHidden)
            XCTAssertEqual(quit.rowViews[0].problemLabel.text, problem)
            XCTAssertTrue(file.isDirty)
            XCTAssertEqual(quits.count, 0)
            XCTAssertEqual(app.inspectionState().quit?.rows.first?.problem, problem)

            // Save all fails the same way: the dialog again, still saying why.
            app.user.tap(quit.saveAllButton)
            quit = try Self.dialog(app)
            XCTAssertEqual(quit.rows.map(\.problem), [problem])
            XCTAssertEqual(quits.count, 0)
            XCTAssertTrue(untitled.isDirty, "Discard changes nothing until the studio quits")
        }
    }

    func testSaveAllSavesTheFileThenAsksANameForEachNewSpecOneAtATimeThenQuits() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, file, untitled, path, quits, drafts) = Self.twoUnsaved(dir)
            let second = app.newSpec(text: IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "Mine", with: "Second"))
            app.quit()
            XCTAssertEqual(
                try Self.dialog(app).rows.map(\.name),
                ["pulse.json", app.text(DocumentText.untitled(1)), app.text(DocumentText.untitled(2))])

            // Enter is Save all: the file is written, then the first new spec asks for a name.
            app.user.press(.enter)
            XCTAssertFalse(file.isDirty)
            XCTAssertEqual(Disk.read(path), Array((" " + IndicatorSpecJSON.ballPulse).utf8))
            XCTAssertTrue(app.editorModel.document === untitled, "the Editor shows the text being named")
            XCTAssertEqual(
                try Self.chooseInSaveAs(app, dir.file("fresh")), "Give the file a .json name",
                "a refusal keeps the Save As open")
            XCTAssertEqual(try Self.chooseInSaveAs(app, dir.file("fresh.json")), "")
            XCTAssertEqual(Disk.read(dir.file("fresh.json")), untitled.currentBytes)
            XCTAssertEqual(quits.count, 0)

            // Then the second, and nothing is left: the studio quits.
            XCTAssertTrue(app.editorModel.document === second)
            let secondText = second.currentBytes
            XCTAssertEqual(try Self.chooseInSaveAs(app, dir.file("second.json")), "")
            XCTAssertEqual(Disk.read(dir.file("second.json")), secondText)
            XCTAssertEqual(quits.count, 1)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.library.documents.filter(\.isDirty).count, 0)
            XCTAssertEqual(drafts.all().drafts.map(\.title), [], "no draft is left")
        }
    }

    func testACancelledSaveAsBringsTheListBack() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _, untitled, _, quits, _) = Self.twoUnsaved(dir)
            app.quit()
            // Escape in the Save As.
            app.user.tap(try Self.dialog(app).rowViews[1].keepButton)
            XCTAssertTrue(app.user.popover is FileDialog)
            app.user.press(.escape)
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), ["pulse.json", app.text(DocumentText.untitled(1))])
            // Its Cancel button.
            app.user.tap(try Self.dialog(app).rowViews[1].keepButton)
            app.user.tap(try XCTUnwrap(app.user.popover as? FileDialog).cancelButton)
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), ["pulse.json", app.text(DocumentText.untitled(1))])
            // A click outside it: the next tick.
            app.user.tap(try Self.dialog(app).rowViews[1].keepButton)
            XCTAssertTrue(app.user.popover is FileDialog)
            app.user.tap(4, 790)
            XCTAssertNil(app.user.popover)
            app.tick(dt: 0)
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), ["pulse.json", app.text(DocumentText.untitled(1))])
            // Save all's Save As cancelled: the list again, with what is left.
            app.user.tap(try Self.dialog(app).saveAllButton)
            app.user.press(.escape)
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), [app.text(DocumentText.untitled(1))])
            XCTAssertTrue(untitled.isDirty)
            XCTAssertEqual(quits.count, 0)
        }
    }

    func testDiscardTakesTheRowOffAndItsDraftGoesWhenTheStudioQuits() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, file, untitled, path, quits, drafts) = Self.twoUnsaved(dir)
            app.quit()
            app.user.tap(try Self.dialog(app).rowViews[1].discardButton)
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), ["pulse.json"])
            XCTAssertEqual(quits.count, 0)
            XCTAssertTrue(untitled.isDirty, "nothing is thrown away before the studio quits")
            app.user.tap(try Self.dialog(app).rowViews[0].discardButton)
            XCTAssertEqual(quits.count, 1, "the list is empty: the studio quits")
            XCTAssertEqual(Disk.read(path), Array(IndicatorSpecJSON.ballPulse.utf8), "the file is as it was")
            XCTAssertTrue(file.isDirty)
            XCTAssertEqual(drafts.all().drafts.map(\.title), [], "neither text is offered back")
        }
    }

    func testCancelKeepsEverythingAndQuitWithoutSavingKeepsEachTextAsADraft() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, file, untitled, path, quits, drafts) = Self.twoUnsaved(dir)
            app.quit()
            app.user.tap(try Self.dialog(app).rowViews[1].discardButton)
            app.user.tap(try Self.dialog(app).cancelButton)
            XCTAssertNil(app.user.popover)
            XCTAssertTrue(file.isDirty && untitled.isDirty)
            // A cancelled Quit forgets its choices: the next one lists both again; Escape cancels too.
            app.quit()
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), ["pulse.json", app.text(DocumentText.untitled(1))])
            app.user.press(.escape)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(quits.count, 0)

            app.quit()
            app.user.tap(try Self.dialog(app).quitButton)
            XCTAssertEqual(quits.count, 1)
            XCTAssertEqual(Disk.read(path), Array(IndicatorSpecJSON.ballPulse.utf8), "nothing was written")
            XCTAssertEqual(Set(drafts.all().drafts.map(\.title)), ["pulse.json", app.text(DocumentText.untitled(1))])
            XCTAssertEqual(
                drafts.all().drafts.first { $0.title == app.text(DocumentText.untitled(1)) }?.text,
                untitled.currentBytes.map { String(decoding: $0, as: UTF8.self) })
        }
    }

    func testCtrlQAgainWhileAskingQuitsKeepingTheDrafts() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _, _, _, quits, drafts) = Self.twoUnsaved(dir)
            app.user.press(.character("q"), .control)
            XCTAssertNotNil(try Self.dialog(app))
            app.user.press(.character("q"), .control)
            XCTAssertEqual(quits.count, 1)
            XCTAssertEqual(drafts.all().drafts.count, 2)
        }
    }

    func testAnEditedBuiltInIsSavedAsANewFileAndLeavesTheList() throws {
        let dir = temporaryFolder()
        try onMain {
            let drafts = DraftStore(directory: dir.file("drafts"))
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter(), drafts: drafts)
            app.window.layout(size: Size(1280, 800), scale: 1)
            var quits = 0
            app.onQuit = { quits += 1 }
            let builtin = try XCTUnwrap(app.library.builtin(named: "BallBeat"))
            app.open(builtin)
            app.toggleSource()
            app.user.editSource(0..<0, with: " ")
            let text = builtin.currentBytes
            app.quit()
            app.user.tap(try Self.dialog(app).rowViews[0].keepButton)
            XCTAssertEqual(try Self.chooseInSaveAs(app, dir.file("beat.json")), "")
            XCTAssertEqual(Disk.read(dir.file("beat.json")), text)
            XCTAssertEqual(quits, 1, "its text lives in the new file: nothing is left")
            XCTAssertEqual(drafts.all().drafts.map(\.title), [], "and it is not offered back as a draft")
        }
    }

    func testTheDesktopsSaveDialogAnswersOnALaterTick() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _, untitled, _, quits, _) = Self.twoUnsaved(dir)
            let chooser = SourcePaneTests.FakeChooser()
            app.systemFileChooser = chooser
            app.quit()
            // Cancelled on the desktop: the list again.
            app.user.tap(try Self.dialog(app).rowViews[1].keepButton)
            XCTAssertNil(app.user.popover, "the desktop's dialog is asked")
            XCTAssertEqual(chooser.started.count, 1)
            app.tick(dt: 0)
            XCTAssertNil(app.user.popover, "nothing until it answers")
            chooser.answer = .cancelled
            app.tick(dt: 0)
            XCTAssertEqual(try Self.dialog(app).rows.map(\.name), ["pulse.json", app.text(DocumentText.untitled(1))])
            // Save all: the file, then a name from the desktop, then quit.
            let text = untitled.currentBytes
            app.user.tap(try Self.dialog(app).saveAllButton)
            XCTAssertEqual(chooser.started.count, 2)
            chooser.answer = .chosen(dir.file("chosen.json"))
            app.tick(dt: 0)
            XCTAssertEqual(Disk.read(dir.file("chosen.json")), text)
            XCTAssertEqual(quits.count, 1)
        }
    }

    func testTabReachesEveryButtonAndEnterNeverDiscards() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, file, _, _, quits, _) = Self.twoUnsaved(dir)
            app.quit()
            let quit = try Self.dialog(app)
            var reached: [String] = []
            for _ in 0..<7 {
                reached.append(app.user.focusedIdentifier ?? "none")
                app.user.press(.tab)
            }
            XCTAssertEqual(
                reached,
                [
                    "quit.saveAll", "quit.row.0.save", "quit.row.0.discard", "quit.row.1.saveAs",
                    "quit.row.1.discard", "quit.quit", "quit.cancel",
                ])
            XCTAssertTrue(app.user.focused === quit.saveAllButton, "and back")
            // Enter with no button focused (a click on the dialog's text) is the default: Save all.
            app.user.tap(quit.message)
            XCTAssertNil(app.user.focused)
            app.user.press(.enter)
            XCTAssertFalse(file.isDirty)
            XCTAssertTrue(app.user.popover is FileDialog)
            XCTAssertEqual(quits.count, 0)
        }
    }
}
