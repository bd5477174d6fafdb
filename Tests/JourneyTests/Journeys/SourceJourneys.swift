import Foundation
import XCTest

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
        try studio.wait("the new dialog") { $0.string("popover") == "new" }
        try studio.key("Return")
        var state = try studio.wait("a blank spec in the source pane") {
            $0.string("mode") == "editor" && $0.bool("source.shown") == true
                && $0.string("source.status") == "Valid spec"
        }
        XCTAssertEqual(state.bool("source.dirty"), true, "a new spec is unsaved")
        XCTAssertEqual(state.string("editor.document.name"), "Untitled 1")
        XCTAssertEqual(state.string("focused.type"), "CodeEditorView", "the text has the focus")
        XCTAssertEqual(state.double("editor.elements"), 1)

        // Type a spec from scratch, over everything; `"` at a key position offers the names.
        try studio.key("ctrl+a")
        try studio.key("Delete")
        try studio.type(Self.typedStart)
        try studio.type("\"")
        state = try studio.wait("the layout's names offered") {
            ($0[path: "source.completions"] as? [String])?.contains("count") == true
        }
        let offered = try XCTUnwrap(state[path: "source.completions"] as? [String])
        XCTAssertFalse(offered.contains("type"), "a name already present is not offered: \(offered)")
        try studio.type("cou")
        try studio.wait("the list filtered") { ($0[path: "source.completions"] as? [String]) == ["count"] }
        try studio.key("Return")
        try studio.type(Self.typedEnd)
        let typed = Self.typedStart + "\"count\": " + Self.typedEnd
        state = try studio.wait("the typed text with its one problem") {
            $0.string("source.text") == typed && $0.string("source.status") == "1 problem"
        }
        let problems = try XCTUnwrap(state[path: "editor.document.problems"] as? [String])
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].contains("duration"), "\(problems)")
        XCTAssertTrue((state[path: "source.diagnostics"] as? [String] ?? []).contains { $0.contains("duration") })
        try studio.assertScreenIsCurrent("a squiggle under the duration")

        // The problem's row puts the caret on the value; the fix shows at once.
        try studio.click(node: try XCTUnwrap(studio.views { ($0["type"] as? String) == "ProblemRow" }.first))
        state = try studio.wait("the caret on the duration") {
            guard let caret = $0.double("source.caret") else { return false }
            return Int(caret) == typed.utf8.count - typed.components(separatedBy: "\"duration\":")[1].utf8.count
        }
        try studio.key("shift+Right")
        try studio.type("1")
        state = try studio.wait("valid, the preview follows") {
            $0.string("source.status") == "Valid spec" && $0.double("editor.elements") == 3
        }
        XCTAssertEqual((state[path: "editor.document.problems"] as? [String])?.isEmpty, true)

        // Format: two spaces, the members in their order.
        try studio.click("source.format")
        state = try studio.wait("formatted") {
            ($0.string("source.text") ?? "").contains("\n  \"schemaVersion\": 1,\n")
        }
        let formatted = try XCTUnwrap(state.string("source.text"))
        XCTAssertEqual(state.string("source.status"), "Valid spec")
        try studio.assertScreenIsCurrent("formatted")

        // Save: a new spec asks where (Save As); the file holds the pane's text.
        try studio.key("ctrl+s")
        try studio.wait("the save dialog") { $0.string("popover") == "saveas" }
        let path = studio.specsFolder + "/typed.json"
        try studio.key("ctrl+a")
        try studio.type(path)
        try studio.key("Return")
        state = try studio.wait("saved and opened") {
            $0.string("popover") == nil && $0.string("editor.document.path") == path && $0.bool("source.dirty") == false
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), formatted)
        XCTAssertEqual(state.string("source.text"), formatted)
        studio.close(keepFolder: true)

        // Reopen: the pane is still shown, with the file's text.
        let again = try launch([path], folder: studio.folder)
        state = try again.wait("the file in the pane") {
            $0.bool("source.shown") == true && $0.string("source.text") == formatted
        }
        XCTAssertEqual(state.double("editor.elements"), 3)
        assertAlive(again, "after reopening")
    }

    func testUnsavedTextComesBackAfterTheStudioIsKilled() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.string("editor.document.name") == "dots.json" }
        try studio.key("ctrl+j")
        try studio.wait("the pane") { $0.bool("source.shown") == true && $0.string("focused.type") == "CodeEditorView" }
        try studio.key("ctrl+End")
        try studio.key("Return")
        let edited = try studio.wait("unsaved") { $0.bool("source.dirty") == true }
        let text = try XCTUnwrap(edited.string("source.text"))
        // Within a second of the last edit the draft is on disk; then the studio dies.
        usleep(1_500_000)
        studio.process.interrupt()
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3), "the file was not written")

        let back = try launch([path], folder: first.folder)
        let state = try back.wait("the draft offered back") {
            $0.string("source.text") == text && $0.bool("source.dirty") == true
        }
        XCTAssertTrue(
            (state["toasts"] as? [String] ?? []).contains { $0.hasPrefix("Restored unsaved text") },
            "\(state["toasts"] ?? "")")
        try back.key("ctrl+s")
        try back.wait("saved") { $0.bool("source.dirty") == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        assertAlive(back, "after saving the recovered text")
    }

    func testAChangeOnDiskUnderUnsavedTextIsComparedThenReloaded() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the pane") {
            $0.bool("source.shown") == true && $0.string("editor.document.name") == "dots.json"
        }
        try studio.click("source.editor")
        try studio.key("ctrl+End")
        try studio.key("Return")
        try studio.wait("unsaved") { $0.bool("source.dirty") == true }

        // Another program saves the file: both texts are kept, and the choice is offered.
        let theirs = JourneySpecs.dots(count: 4, name: "Theirs")
        try theirs.write(toFile: path, atomically: false, encoding: .utf8)
        try studio.wait("the conflict bar") { $0.bool("source.conflict") == true }
        try studio.key("ctrl+s")
        try studio.wait("save waits") { ($0["toasts"] as? [String] ?? []).contains { $0.contains("changed on disk") } }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), theirs, "their save is not overwritten")
        try studio.click("source.conflict.compare")
        try studio.wait("the comparison") { $0.string("popover") == "compare" }
        try studio.assertScreenIsCurrent("the two texts side by side")
        try studio.key("Escape")
        try studio.wait("closed") { $0.string("popover") == nil }
        try studio.click("source.conflict.reload")
        let state = try studio.wait("their text in the pane") {
            $0.bool("source.dirty") == false && $0.bool("source.conflict") == false
                && $0.string("source.text") == theirs
        }
        XCTAssertEqual(state.double("editor.elements"), 4)
        assertAlive(studio, "after the reload")
    }
}
