import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// The source pane in the real window: a spec typed from scratch with the preview following, a
/// problem fixed from the problems list, a property completed, Format, Save As, reopening, and
/// unsaved text recovered after the studio is killed.
final class SourceJourneys: JourneyTestCase {
    /// The first part of the typed spec; the layout's `count` is completed, then the rest typed.
    static let typedStart = #"{"schemaVersion":1,"name":"Typed","duration":0,"layout":{"type":"row","gap":0.1,"#
    static let typedEnd =
        #"3},"shape":{"type":"circle"},"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0.2]}]}"#

    func testASpecTypedFromScratchFixedCompletedFormattedSavedAndReopened() throws {
        let studio = try launch()
        try studio.key("ctrl+n")
        try studio.wait("the new dialog") { $0.popover == "new" }
        try studio.key("Return")
        var state = try studio.wait("a blank spec in the source pane") {
            $0.mode == "editor" && $0.source.shown == true
                && $0.source.status == studio.text(SourcePaneText.valid)
        }
        XCTAssertEqual(state.source.dirty, true, "a new spec is unsaved")
        XCTAssertEqual(state.editor.document?.name, studio.text(DocumentText.untitled(1)))
        XCTAssertEqual(state.focused?.type, "CodeEditorView", "the text has the focus")
        XCTAssertEqual(state.editor.elements, 1)

        // Type a spec from scratch, over everything; `"` at a key position offers the names.
        try studio.key("ctrl+a")
        try studio.key("Delete")
        try studio.type(Self.typedStart)
        try studio.type("\"")
        state = try studio.wait("the layout's names offered") {
            ($0.source.completions)?.contains("count") == true
        }
        let offered = try XCTUnwrap(state.source.completions)
        XCTAssertFalse(offered.contains("type"), "a name already present is not offered: \(offered)")
        try studio.type("cou")
        try studio.wait("the list filtered") { ($0.source.completions) == ["count"] }
        try studio.key("Return")
        try studio.type(Self.typedEnd)
        let typed = Self.typedStart + "\"count\": " + Self.typedEnd
        state = try studio.wait("the typed text with its one problem") {
            $0.source.text == typed && $0.source.status == studio.text(SourcePaneText.problems(1))
        }
        let problems = try XCTUnwrap(state.editor.document?.problems)
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].contains("duration"), "\(problems)")
        XCTAssertTrue(state.source.diagnostics.contains { $0.contains("duration") })
        try studio.assertScreenIsCurrent("a squiggle under the duration")

        // The problem's row puts the caret on the value; the fix shows at once.
        try studio.click(node: try XCTUnwrap(studio.views { ($0.type) == "ProblemRow" }.first))
        state = try studio.wait("the caret on the duration") {
            $0.source.caret == typed.utf8.count - typed.components(separatedBy: "\"duration\":")[1].utf8.count
        }
        try studio.key("shift+Right")
        try studio.type("1")
        state = try studio.wait("valid, the preview follows") {
            $0.source.status == studio.text(SourcePaneText.valid) && $0.editor.elements == 3
        }
        XCTAssertEqual((state.editor.document?.problems)?.isEmpty, true)

        // Format: two spaces, the members in their order.
        try studio.click("source.format")
        state = try studio.wait("formatted") {
            ($0.source.text ?? "").contains("\n  \"schemaVersion\": 1,\n")
        }
        let formatted = try XCTUnwrap(state.source.text)
        XCTAssertEqual(state.source.status, studio.text(SourcePaneText.valid))
        try studio.assertScreenIsCurrent("formatted")

        // Save: a new spec asks where (Save As); the file holds the pane's text.
        try studio.key("ctrl+s")
        try studio.wait("the save dialog") { $0.popover == "saveas" }
        let path = studio.specsFolder + "/typed.json"
        try studio.key("ctrl+a")
        try studio.type(path)
        try studio.key("Return")
        state = try studio.wait("saved and opened") {
            $0.popover == nil && $0.editor.document?.path == path && $0.source.dirty == false
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), formatted)
        XCTAssertEqual(state.source.text, formatted)
        studio.close(keepFolder: true)

        // Reopen: the pane is still shown, with the file's text.
        let again = try launch([path], folder: studio.folder)
        state = try again.wait("the file in the pane") {
            $0.source.shown == true && $0.source.text == formatted
        }
        XCTAssertEqual(state.editor.elements, 3)
        assertAlive(again, "after reopening")
    }

    func testUnsavedTextComesBackAfterTheStudioIsKilled() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.editor.document?.name == "dots.json" }
        try studio.key("ctrl+j")
        try studio.wait("the pane") { $0.source.shown == true && $0.focused?.type == "CodeEditorView" }
        try studio.key("ctrl+End")
        try studio.key("Return")
        let edited = try studio.wait("unsaved") { $0.source.dirty == true }
        let text = try XCTUnwrap(edited.source.text)
        // Within a second of the last edit the draft is on disk; then the studio dies.
        try waitForDraft(studio, holding: text)
        studio.process.interrupt()
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3), "the file was not written")

        let back = try launch([path], folder: first.folder)
        let state = try back.wait("the draft offered back") {
            $0.source.text == text && $0.source.dirty == true
        }
        XCTAssertTrue(
            state.toasts.contains(back.text(StatusText.restored("dots.json"))),
            "\(state.toasts)")
        try back.key("ctrl+s")
        try back.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        assertAlive(back, "after saving the recovered text")
    }

    func testAChangeOnDiskUnderUnsavedTextIsComparedThenReloaded() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the pane") {
            $0.source.shown == true && $0.editor.document?.name == "dots.json"
        }
        try studio.click("source.editor")
        try studio.key("ctrl+End")
        try studio.key("Return")
        try studio.wait("unsaved") { $0.source.dirty == true }

        // Another program saves the file: both texts are kept, and the choice is offered.
        let theirs = JourneySpecs.dots(count: 4, name: "Theirs")
        try theirs.write(toFile: path, atomically: false, encoding: .utf8)
        try studio.wait("the conflict bar") { $0.source.conflict == true }
        try studio.key("ctrl+s")
        try studio.wait("save waits") { $0.toasts.contains(studio.text(DocumentText.changedBeforeSave("dots.json"))) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), theirs, "their save is not overwritten")
        try studio.click("source.conflict.compare")
        try studio.wait("the comparison") { $0.popover == "compare" }
        try studio.assertScreenIsCurrent("the two texts side by side")
        try studio.key("Escape")
        try studio.wait("closed") { $0.popover == nil }
        try studio.click("source.conflict.reload")
        let state = try studio.wait("their text in the pane") {
            $0.source.dirty == false && $0.source.conflict == false
                && $0.source.text == theirs
        }
        XCTAssertEqual(state.editor.elements, 4)
        assertAlive(studio, "after the reload")
    }
}
