import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// Crash drafts that tell the truth, in the real window: an edit taken back leaves no draft to
/// restore, a draft of a file changed since says so and offers the choice, and a large restored
/// draft's folds sit on its own brackets.
final class DraftJourneys: JourneyTestCase {
    private func drafts(_ session: StudioSession) -> [String] {
        files(in: session.folder + "/state/loader-studio/drafts").filter { $0.hasSuffix(".json") }
    }

    private func killNow(_ studio: StudioSession) {
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
    }

    private func waitForDraft(_ studio: StudioSession, timeout: Double = 5) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while drafts(studio).isEmpty, Date() < deadline { usleep(20_000) }
        XCTAssertFalse(drafts(studio).isEmpty, "a draft is on disk within a second of the edit")
    }

    func testAnEditTakenBackLeavesNoDraftToRestore() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the pane") {
            $0.source.shown == true && $0.editor.document?.name == "dots.json"
        }
        try studio.click("source.editor")
        try studio.key("ctrl+End")
        try studio.type(" ")
        try studio.wait("unsaved") { $0.source.dirty == true }
        try waitForDraft(studio)

        // Undone back to the file's bytes, then killed at once.
        try studio.key("ctrl+z")
        try studio.wait("back to the file") {
            $0.source.dirty == false && $0.source.text == JourneySpecs.dots(count: 3)
        }
        killNow(studio)
        XCTAssertEqual(drafts(studio), [], "no draft outlives the undo")

        let back = try launch([path, "--source"], folder: first.folder)
        let state = try back.wait("the file") {
            $0.editor.document?.name == "dots.json" && $0.source.text != nil
        }
        XCTAssertEqual(state.source.text, JourneySpecs.dots(count: 3))
        XCTAssertEqual(state.source.dirty, false, "nothing unsaved comes back")
        XCTAssertFalse(
            state.toasts.contains {
                back.isMessage($0, "status.restored") || back.isMessage($0, "status.restoredChanged")
            },
            "\(state.toasts)")
        assertAlive(back, "after the restart")
    }

    func testADraftOfAFileChangedSinceSaysSoAndOffersTheChoiceWithTheCaret() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the pane") { $0.source.shown == true }
        try studio.click("source.editor")
        try studio.key("ctrl+End")
        try studio.key("Return")
        try studio.type("  ")
        let edited = try studio.wait("unsaved, both spaces typed") {
            $0.source.dirty == true && $0.source.text?.hasSuffix("  ") == true
        }
        let mine = try XCTUnwrap(edited.source.text)
        let caret = edited.source.caret
        XCTAssertEqual(try waitForDraftOfTheShownText(studio), mine, "the draft holds every key typed")
        killNow(studio)

        // Another program changes the file while the studio is down.
        let theirs = JourneySpecs.dots(count: 4, name: "Theirs")
        try theirs.write(toFile: path, atomically: false, encoding: .utf8)
        let back = try launch([path], folder: first.folder)
        let state = try back.wait("the draft, with the conflict") {
            $0.source.text == mine && $0.source.conflict == true
        }
        XCTAssertTrue(
            state.toasts.contains { back.isMessage($0, "status.restoredChanged") },
            "\(state.toasts)")
        XCTAssertEqual(state.source.caret, caret, "the caret where it was")
        try back.key("ctrl+s")
        try back.wait("save waits for the choice") {
            $0.toasts.contains { back.isMessage($0, "document.save.changedOnDisk") }
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), theirs)
        try back.click("source.conflict.compare")
        try back.wait("the comparison") { $0.popover == "compare" }
        try back.assertScreenIsCurrent("the draft against the changed file")
        try back.key("Escape")
        try back.click("source.conflict.keep")
        try back.wait("mine kept") { $0.source.conflict == false && $0.source.dirty == true }
        try back.key("ctrl+s")
        try back.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), mine)
        XCTAssertEqual(drafts(back), [], "a saved text leaves no draft")
        assertAlive(back, "after keeping the draft")
    }

    /// A text of about 2 MB: parts whose layouts open on their own lines.
    static func largeSpec(parts: Int) -> String {
        let part = """
              {
                "layout": {
                  "type": "row",
                  "count": 3,
                  "gap": 0.1,
                  "size": 0.02,
                  "height": 0.3
                },
                "shape": { "type": "circle" },
                "tracks": [
                  { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1] }
                ]
              }
            """
        return "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 1,\n  \"parts\": [\n"
            + Array(repeating: part, count: parts).joined(separator: ",\n") + "\n  ]\n}\n"
    }

    func testTheFoldsOfARestoredLargeDraftSitOnItsBrackets() throws {
        let first = try launch()
        let big = Self.largeSpec(parts: 7_700)
        XCTAssertGreaterThan(big.utf8.count, 2_000_000)
        let path = try writeSpec(first, "big.json", big)
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the big file, analysed", timeout: 60) {
            $0.editor.document?.name == "big.json" && $0.source.analysed == true
                && $0.editor.document?.loading == false
        }
        // Three new lines at the top move every bracket down.
        try studio.click("source.editor")
        try studio.key("ctrl+Home")
        try studio.key("End")
        try studio.key("Return")
        try studio.key("Return")
        try studio.key("Return")
        try studio.wait("unsaved", timeout: 30) { $0.source.dirty == true }
        try waitForDraftOfTheShownText(studio, timeout: 30)
        killNow(studio)
        let draftFile = try XCTUnwrap(drafts(studio).first)
        let draft =
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(
                        fileURLWithPath:
                            studio.folder + "/state/loader-studio/drafts/" + draftFile))) as? [String: Any]
        let draftText = try XCTUnwrap(draft?["text"] as? String)

        let back = try launch([path], folder: first.folder)
        let restored = try back.wait("the draft, analysed", timeout: 60) {
            $0.source.dirty == true && $0.source.analysed == true
                && $0.source.foldCount > 0
        }
        back.close()

        // The same text opened as a file: its folds are the reference.
        let again = try launch()
        let copy = try writeSpec(again, "copy.json", draftText)
        again.close(keepFolder: true)
        let opened = try launch([copy, "--source"], folder: again.folder)
        let reference = try opened.wait("the copy, analysed", timeout: 60) {
            $0.editor.document?.name == "copy.json" && $0.source.analysed == true
                && $0.source.foldCount > 0
        }
        XCTAssertEqual(restored.source.foldCount, reference.source.foldCount)
        XCTAssertEqual(
            restored.source.foldsHash, reference.source.foldsHash,
            "the restored draft's folds are the text's own")
        let lines = draftText.split(separator: "\n", omittingEmptySubsequences: false)
        for pair in restored.source.folds {
            let line = lines[pair[0]].trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(line.hasSuffix("{") || line.hasSuffix("["), "a fold arrow on line \(pair[0] + 1): \(line)")
        }
    }
}
