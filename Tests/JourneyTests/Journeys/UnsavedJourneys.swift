import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// Unsaved text in the real window: marked in the title bar, the Editor's side panel and the
/// gallery's card with the source pane hidden, and unmarked by Ctrl+Z back to the file's bytes;
/// Quit (Ctrl+Q or the close button) listing each unsaved document, Save all writing the file and
/// asking a name for a new spec, then quitting; Cancel keeping everything; Discard and Save per
/// row; every choice reached by Tab.
final class UnsavedJourneys: JourneyTestCase {
    /// The studio on `dots.json` (written first) with the source pane shown.
    private func launchOnDots(window: (Int, Int) = (1280, 800)) throws -> (StudioSession, String) {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder, window: window)
        try studio.wait("the pane") {
            $0.source.shown == true && $0.editor.document?.name == "dots.json"
        }
        return (studio, path)
    }

    /// Types a line break at the end of the pane's text; the unsaved text.
    private func editAtTheEnd(_ studio: StudioSession) throws -> String {
        try studio.click("source.editor")
        try studio.key("ctrl+End")
        try studio.key("Return")
        let state = try studio.wait("unsaved text") { $0.source.dirty == true }
        return try XCTUnwrap(state.source.text)
    }

    /// Ctrl+N, a blank spec; its text.
    private func newBlankSpec(_ studio: StudioSession) throws -> String {
        try studio.key("ctrl+n")
        try studio.wait("the new dialog") { $0.popover == "new" }
        try studio.key("Return")
        let state = try studio.wait("a new spec") {
            $0.editor.document?.name == studio.text(DocumentText.untitled(1)) && $0.source.dirty == true
                && $0.popover == nil
        }
        return try XCTUnwrap(state.source.text)
    }

    /// The name a gallery card shows.
    private func cardName(_ studio: StudioSession, _ document: String) throws -> String? {
        try studio.child(of: "cell.\(document)", type: "Label").text
    }

    func testUnsavedTextIsMarkedInTheTitleTheSidePanelAndTheGalleryWithThePaneHidden() throws {
        let (studio, path) = try launchOnDots()
        try studio.waitForWindowName("dots.json — LoaderStudio")

        // Typing in the pane makes the text unsaved; the pane is hidden, the marks stay.
        _ = try editAtTheEnd(studio)
        try studio.key("ctrl+j")
        try studio.wait("the pane hidden") { $0.source.shown == false }
        try studio.waitForWindowName("• dots.json — LoaderStudio")
        XCTAssertEqual(try studio.view("editor.side.name")?.text, "• dots.json")
        try studio.assertScreenIsCurrent("the side panel marks the name")
        try studio.writeScreenshot("unsaved-editor-1280x800")

        // The gallery's card says it too; the title names the studio, marked.
        try studio.key("ctrl+1")
        try studio.wait("the gallery") { $0.mode == "gallery" }
        XCTAssertEqual(try cardName(studio, "dots.json"), "• dots.json")
        try studio.waitForWindowName("• LoaderStudio")
        try studio.assertScreenIsCurrent("the card marks the name")
        try studio.writeScreenshot("unsaved-gallery-1280x800")

        // Ctrl+Z back to the file's bytes takes every mark away.
        try studio.key("ctrl+2")
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.key("ctrl+z")
        try studio.wait("the file's text again") { $0.source.dirty == false }
        try studio.waitForWindowName("dots.json — LoaderStudio")
        XCTAssertEqual(try studio.view("editor.side.name")?.text, "dots.json")
        try studio.assertScreenIsCurrent("the side panel's name unmarked")
        try studio.key("ctrl+1")
        try studio.wait("the gallery") { $0.mode == "gallery" }
        XCTAssertEqual(try cardName(studio, "dots.json"), "dots.json")
        try studio.waitForWindowName("LoaderStudio")
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3), "nothing was written")
        assertAlive(studio, "after the undo")
    }

    func testQuitListsEachUnsavedDocumentAndSaveAllSavesTheFileAndNamesTheNewSpec() throws {
        let (studio, path) = try launchOnDots()
        let fileText = try editAtTheEnd(studio)
        let newText = try newBlankSpec(studio)

        try studio.key("ctrl+q")
        let asked = try studio.wait("the quit dialog") { $0.popover == "quit" }
        let rows = asked.quit?.rows ?? []
        XCTAssertEqual(rows.map { $0.name }, ["dots.json", studio.text(DocumentText.untitled(1))])
        XCTAssertEqual(rows.map { $0.keeping }, ["save", "saveAs"])
        XCTAssertEqual(try studio.view("quit.row.0.name")?.text, "dots.json")
        XCTAssertEqual(try studio.view("quit.row.1.name")?.text, studio.text(DocumentText.untitled(1)))
        XCTAssertEqual(try studio.view("quit.row.1.saveAs")?.text, studio.text(DialogText.saveAsRow))
        XCTAssertEqual(asked.focused?.id, "quit.saveAll", "Enter saves; it never throws text away")
        try studio.assertScreenIsCurrent("the quit dialog")
        try studio.writeScreenshot("quit-1280x800")

        // Save all (Enter): the file is written, then the new spec asks for a name.
        try studio.key("Return")
        let naming = try studio.wait("the Save As of the new spec") { $0.popover == "saveas" }
        XCTAssertEqual(
            naming.editor.document?.name, studio.text(DocumentText.untitled(1)), "the Editor shows the text being named"
        )
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fileText, "the file was saved first")
        try studio.writeScreenshot("quit-saveas-1280x800")
        let newPath = studio.specsFolder + "/new.json"
        try studio.key("ctrl+a")
        try studio.type(newPath)
        try studio.key("Return")

        // Nothing unsaved is left: the studio quits, both files hold the text, no draft is left.
        XCTAssertEqual(try studio.waitForExit(), 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fileText)
        XCTAssertEqual(try String(contentsOfFile: newPath, encoding: .utf8), newText)
        XCTAssertEqual(files(in: studio.folder + "/state/loader-studio/drafts"), [])
    }

    func testTheCloseButtonAsksEveryChoiceIsReachedByTabAndCancelKeepsEverything() throws {
        let (studio, path) = try launchOnDots(window: (800, 600))
        let fileText = try editAtTheEnd(studio)
        _ = try newBlankSpec(studio)

        // The window's close button asks as Ctrl+Q does.
        try studio.pressCloseButton()
        let asked = try studio.wait("the quit dialog") { $0.popover == "quit" }
        XCTAssertEqual((asked.quit?.rows)?.count, 2)
        let frame = (try XCTUnwrap(studio.view("quit"))).frame
        XCTAssertTrue(
            frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= 800 && frame.y + frame.height <= 600,
            "the dialog fits the 800×600 window: \(frame)")
        try studio.assertScreenIsCurrent("the quit dialog at 800×600")
        try studio.writeScreenshot("quit-800x600")

        // Tab goes through every button and comes back to Save all. Each Tab is read once the
        // window has taken it (xdotool returns when the key is sent, not when it is handled).
        var reached = [asked.focused?.id ?? ""]
        for step in 1...7 {
            try studio.key("Tab")
            let previous = reached.last
            let moved = try studio.wait("Tab \(step) moves the focus") { $0.focused?.id != previous }
            reached.append(moved.focused?.id ?? "")
        }
        XCTAssertEqual(
            reached,
            [
                "quit.saveAll", "quit.row.0.save", "quit.row.0.discard", "quit.row.1.saveAs",
                "quit.row.1.discard", "quit.quit", "quit.cancel", "quit.saveAll",
            ])

        // Escape cancels: every text stays unsaved, the studio stays.
        try studio.key("Escape")
        var state = try studio.wait("the dialog closed") { $0.popover == nil }
        XCTAssertEqual(state.unsaved, ["dots.json", studio.text(DocumentText.untitled(1))])
        try studio.waitForWindowName("• \(studio.text(DocumentText.untitled(1))) — LoaderStudio")
        assertAlive(studio, "after Cancel")

        // Discard the new spec, Save the file: the list empties and the studio quits.
        try studio.key("ctrl+q")
        try studio.wait("the quit dialog") { $0.popover == "quit" }
        try studio.click("quit.row.1.discard")
        state = try studio.wait("one row left") { ($0.quit?.rows)?.count == 1 }
        XCTAssertEqual((state.quit?.rows)?.first?.name, "dots.json")
        try studio.click("quit.row.0.save")
        XCTAssertEqual(try studio.waitForExit(), 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fileText)

        // The discarded text is not offered back.
        let again = try launch([], folder: studio.folder)
        state = try again.state()
        XCTAssertEqual(state.unsaved, [])
        XCTAssertFalse(state.gallery.shown.contains(again.text(DocumentText.untitled(1))))
    }
}
