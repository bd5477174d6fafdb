import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// The history a user can trust, in the real window: Save As keeps it under the new name,
/// Reload and Keep mine in the conflict bar are steps Ctrl+Z takes back, and switching to
/// another document and back keeps each document's own.
final class HistoryJourneys: JourneyTestCase {
    /// Opens `dots.json` with the source pane focused; returns the studio and the file's path.
    private func openInPane() throws -> (StudioSession, String) {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the pane") {
            $0.source.shown == true && $0.editor.document?.name == "dots.json"
        }
        try studio.click("source.editor")
        return (studio, path)
    }

    /// Types a blank line at the end of the text and waits until it is unsaved; returns the text.
    private func typeAtEnd(_ studio: StudioSession, _ text: String = "") throws -> String {
        try studio.key("ctrl+End")
        try studio.key("Return")
        if !text.isEmpty { try studio.type(text) }
        let state = try studio.wait("unsaved") { $0.source.dirty == true }
        return try XCTUnwrap(state.source.text)
    }

    func testSaveAsKeepsTheHistoryUnderTheNewName() throws {
        let (studio, path) = try openInPane()
        let edited = try typeAtEnd(studio)
        try studio.key("ctrl+shift+s")
        try studio.wait("the Save As dialog") { $0.popover == "saveas" }
        let copy = studio.specsFolder + "/copy.json"
        try studio.key("ctrl+a")
        try studio.type(copy)
        try studio.key("Return")
        var state = try studio.wait("saved as copy.json") {
            $0.editor.document?.path == copy && $0.source.dirty == false
        }
        XCTAssertEqual(try String(contentsOfFile: copy, encoding: .utf8), edited)
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3), "the original is untouched")
        XCTAssertEqual(state.history.canUndo, true, "the history came along: \(state.history)")

        // Ctrl+Z in the pane takes the typing back: the new file's text as it was opened, unsaved.
        try studio.key("ctrl+z")
        state = try studio.wait("the typing undone") { $0.source.text == JourneySpecs.dots(count: 3) }
        XCTAssertEqual(state.source.dirty, true, "copy.json still holds the typing")
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.source.text == edited && $0.source.dirty == false }
        try studio.assertScreenIsCurrent("after Save As, undo and redo")
        assertAlive(studio, "after Save As")
    }

    func testReloadAndKeepMineAreStepsThatCtrlZTakesBack() throws {
        let (studio, path) = try openInPane()
        let mine = try typeAtEnd(studio)
        let theirs = JourneySpecs.dots(count: 4, name: "Theirs")
        try theirs.write(toFile: path, atomically: false, encoding: .utf8)
        try studio.wait("the conflict bar") { $0.source.conflict == true }
        try studio.click("source.conflict.reload")
        var state = try studio.wait("their text") {
            $0.source.text == theirs && $0.source.dirty == false
        }
        XCTAssertEqual(state.history.canUndo, true, "Reload is a step: \(state.history)")

        // Ctrl+Z gives back the text Reload replaced, unsaved against their file.
        try studio.click("source.editor")
        try studio.key("ctrl+z")
        state = try studio.wait("mine back") { $0.source.text == mine && $0.source.dirty == true }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), theirs, "the file is not written by an undo")

        // A second change on disk; this time Keep mine, then undo it: the file's text shows.
        let again = JourneySpecs.dots(count: 5, name: "Again")
        try again.write(toFile: path, atomically: false, encoding: .utf8)
        try studio.wait("the conflict bar again") { $0.source.conflict == true }
        try studio.click("source.conflict.keep")
        state = try studio.wait("mine kept") { $0.source.conflict == false && $0.source.text == mine }
        XCTAssertEqual(state.history.undo, studio.text(SourcePaneText.keepMineStep))
        try studio.click("source.editor")
        try studio.key("ctrl+z")
        try studio.wait("the file's text") { $0.source.text == again && $0.source.dirty == false }
        try studio.key("ctrl+shift+z")
        try studio.wait("mine again") { $0.source.text == mine && $0.source.dirty == true }
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), mine)
        assertAlive(studio, "after the conflicts")
    }

    func testEachDocumentKeepsItsHistoryWhileAnotherIsShown() throws {
        let (studio, _) = try openInPane()
        let edited = try typeAtEnd(studio)
        // Another indicator from the gallery, then back to dots.json.
        try studio.key("ctrl+1")
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.type("Pacman")
        try studio.wait("filtered") { ($0.gallery.shown) == ["Pacman"] }
        try studio.key("Return")
        try studio.wait("Pacman in the editor") { $0.editor.document?.name == "Pacman" }
        try studio.key("ctrl+1")
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.click("search")
        try studio.key("ctrl+a")
        try studio.type("dots.json")
        try studio.wait("filtered") { ($0.gallery.shown) == ["dots.json"] }
        try studio.key("Return")
        let state = try studio.wait("dots.json back") {
            $0.editor.document?.name == "dots.json" && $0.source.text == edited
        }
        XCTAssertEqual(state.history.canUndo, true, "its history came back: \(state.history)")
        try studio.click("source.editor")
        try studio.key("ctrl+z")
        try studio.wait("its typing undone") {
            $0.source.text == JourneySpecs.dots(count: 3) && $0.source.dirty == false
        }
        assertAlive(studio, "after switching documents")
    }
}
