import Localization
import Foundation
import Graphics
import LoaderKitCore
import StudioCommandLine
import StudioInspection
import TestSupport
import UI
import XCTest
@testable import Studio

/// The unsaved mark (•) outside the source pane: the window's title, the Editor's side panel, the
/// toolbar's status and the gallery's cards follow `SpecDocument.isDirty` at once, whether the
/// text became unsaved, was saved or was undone back to the file's bytes.
final class UnsavedMarksTests: XCTestCase {
    /// A studio with `IndicatorSpecJSON.ballPulse` saved in `dir` as pulse.json, open in the
    /// Editor with the source pane shown.
    @MainActor private static func openPulse(_ dir: TemporaryFolder) -> (StudioApp, SpecDocument, String) {
        let path = dir.file("pulse.json")
        Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        app.toggleSource()
        return (app, app.editorModel.document!, path)
    }

    func testTheTitleNamesWhatTheModeShowsAndMarksItsUnsavedText() {
        XCTAssertEqual(WindowTitle.text(naming: nil, unsaved: false), "LoaderStudio")
        XCTAssertEqual(WindowTitle.text(naming: nil, unsaved: true), "• LoaderStudio")
        XCTAssertEqual(WindowTitle.text(naming: "drag.json", unsaved: false), "drag.json — LoaderStudio")
        XCTAssertEqual(WindowTitle.text(naming: "drag.json", unsaved: true), "• drag.json — LoaderStudio")
        XCTAssertEqual(UnsavedMark.name("drag.json", unsaved: true), "• drag.json")
        XCTAssertEqual(UnsavedMark.name("drag.json", unsaved: false), "drag.json")
    }

    func testTheTitleTheSidePanelAndTheStatusFollowTypingSaveAndUndo() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, document, path) = Self.openPulse(dir)
            var told: [String] = []
            app.onWindowTitleChange = { told.append($0) }
            XCTAssertEqual(app.windowTitle, "pulse.json — LoaderStudio")
            XCTAssertEqual(app.editor.side.nameLabel.text, "pulse.json")
            XCTAssertEqual(app.root.toolbar.statusLabel.text, "pulse.json")

            // Two keystrokes: unsaved at the first, the host told once.
            let model = app.editor.source.session.model
            model.replace(0..<0, with: " ")
            XCTAssertTrue(document.isDirty)
            XCTAssertEqual(app.windowTitle, "• pulse.json — LoaderStudio")
            XCTAssertEqual(app.editor.side.nameLabel.text, "• pulse.json")
            XCTAssertEqual(app.root.toolbar.statusLabel.text, "• pulse.json")
            model.replace(0..<0, with: " ")
            XCTAssertEqual(told, ["• pulse.json — LoaderStudio"])

            // The pane hidden: the marks stay.
            app.toggleSource()
            XCTAssertFalse(app.editor.showsSource)
            XCTAssertEqual(app.windowTitle, "• pulse.json — LoaderStudio")
            XCTAssertEqual(app.editor.side.nameLabel.text, "• pulse.json")

            // Undone back to the file's bytes (Ctrl+Z outside the pane): saved again.
            app.user.press(.character("z"), .control)
            app.user.press(.character("z"), .control)
            XCTAssertFalse(document.isDirty)
            XCTAssertEqual(app.windowTitle, "pulse.json — LoaderStudio")
            XCTAssertEqual(app.editor.side.nameLabel.text, "pulse.json")
            XCTAssertEqual(app.root.toolbar.statusLabel.text, "pulse.json")
            XCTAssertEqual(told, ["• pulse.json — LoaderStudio", "pulse.json — LoaderStudio"])

            // Unsaved again, then Save.
            model.replace(0..<0, with: "\n")
            XCTAssertEqual(app.windowTitle, "• pulse.json — LoaderStudio")
            app.save()
            XCTAssertEqual(Disk.read(path), Array(("\n" + IndicatorSpecJSON.ballPulse).utf8))
            XCTAssertEqual(app.windowTitle, "pulse.json — LoaderStudio")
            XCTAssertEqual(app.editor.side.nameLabel.text, "pulse.json")
            XCTAssertEqual(told.count, 4)

            // Other modes name the studio, marked while any text is unsaved.
            app.select(mode: .gallery)
            XCTAssertEqual(app.windowTitle, "LoaderStudio")
            app.select(mode: .editor)
            model.replace(0..<1, with: "")
            app.select(mode: .progress)
            XCTAssertEqual(app.windowTitle, "• LoaderStudio")
            XCTAssertEqual(app.inspectionState().title, "• LoaderStudio")
            XCTAssertEqual(app.inspectionState().unsaved, ["pulse.json"])
        }
    }

    func testTheSidePanelMarksTheNameWhenTold() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("pulse.json")
            Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
            let document = SpecDocument(path: path)
            let panel = EditorSidePanel(frame: Rect(x: 0, y: 0, width: 240, height: 600))
            panel.showDocument(document)
            panel.layoutIfNeeded()
            XCTAssertEqual(panel.nameLabel.text, "pulse.json")
            panel.showUnsavedMark(of: document)
            XCTAssertEqual(panel.nameLabel.text, "pulse.json")
            let edited = Array((" " + IndicatorSpecJSON.ballPulse).utf8)
            document.takeEdit(edited, derivation: SpecDerivation(bytes: edited))
            panel.showUnsavedMark(of: document)
            XCTAssertEqual(panel.nameLabel.text, "• pulse.json")
            XCTAssertEqual(EditorSidePanel.name(of: nil), StudioCatalogue.english(EditorText.noIndicator))
        }
    }

    func testAGalleryCardIsMarkedWhileItsDocumentsTextIsUnsaved() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, document, path) = Self.openPulse(dir)
            @MainActor func cardName(_ document: SpecDocument) -> String? {
                _ = app.user.nextFrame()
                return app.gallery.cell(for: document)?.nameLabel.text
            }
            app.select(mode: .gallery)
            XCTAssertEqual(cardName(document), "pulse.json")

            app.select(mode: .editor)
            app.user.editSource(0..<0, with: " ")
            app.select(mode: .gallery)
            XCTAssertEqual(cardName(document), "• pulse.json")
            XCTAssertEqual(app.windowTitle, "• LoaderStudio")
            XCTAssertEqual(app.gallery.cell(for: document)?.tooltip, path + ", unsaved")

            // Ctrl+S in the Editor: the card is unmarked.
            app.select(mode: .editor)
            app.save()
            app.select(mode: .gallery)
            XCTAssertEqual(cardName(document), "pulse.json")

            // Saved while the gallery is on screen (the quit dialog's Save): the mark goes at once.
            app.select(mode: .editor)
            app.user.editSource(0..<0, with: " ")
            app.select(mode: .gallery)
            XCTAssertEqual(cardName(document), "• pulse.json")
            XCTAssertNil(app.saveToFile(document))
            XCTAssertFalse(document.isDirty)
            XCTAssertEqual(cardName(document), "pulse.json")
            XCTAssertEqual(app.windowTitle, "LoaderStudio")

            // A new spec and an edited built-in are marked too.
            let untitled = app.newSpec(text: IndicatorSpecJSON.ballPulse)
            let builtin = try XCTUnwrap(app.library.builtin(named: "BallPulse"))
            app.open(builtin)
            app.user.editSource(0..<0, with: " ")
            app.select(mode: .gallery)
            XCTAssertEqual(cardName(untitled), "• Untitled 1")
            XCTAssertEqual(cardName(builtin), "• BallPulse")
            XCTAssertEqual(cardName(document), "pulse.json")
            XCTAssertEqual(Set(app.inspectionState().unsaved), ["BallPulse", app.text(DocumentText.untitled(1))])
        }
    }
}
