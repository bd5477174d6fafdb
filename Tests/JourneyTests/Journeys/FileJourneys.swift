import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// Files changing under the studio: edits in place and by rename while paused (the playhead
/// and the history stay), a broken save and its fix, a deleted file and its return, and a
/// folder of 200 specs.
final class FileJourneys: JourneyTestCase {
    func testEditsWhilePausedKeepThePlayheadAndTheHistory() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.editor.document?.name == "dots.json" }

        // A tuning step in the history, then pause at a known place.
        try studio.click(node: try studio.child(of: "param.count.slider", type: "NumberField"))
        try studio.key("ctrl+a")
        try studio.type("6")
        try studio.key("Return")
        try studio.wait("count 6") { $0.editor.params["count"] == 6 && $0.history.canUndo == true }
        try studio.click("timeline.play")
        try studio.wait("paused") { $0.editor.playhead.playing == false }
        try studio.key("shift+Right")
        try studio.key("shift+Right")
        try studio.key("shift+Right")
        let paused = try studio.wait("a tenth of a cycle three times") {
            ($0.editor.playhead.cycleProgress) > 0.25
        }
        let progress = paused.editor.playhead.cycleProgress
        let time = paused.editor.playhead.time

        // In place.
        try JourneySpecs.dots(count: 3, name: "DotsInPlace").write(toFile: path, atomically: false, encoding: .utf8)
        var state = try studio.wait("the in-place reload") { ($0.editor.document?.revision ?? 0) >= 1 }
        XCTAssertEqual(
            state.editor.playhead.cycleProgress, progress, accuracy: 1e-9, "the playhead stays")
        XCTAssertEqual(state.editor.playhead.time, time, accuracy: 1e-9)
        XCTAssertEqual(state.editor.playhead.playing, false, "still paused")
        XCTAssertEqual(state.history.canUndo, true, "the history stays")

        // By rename, as editors save.
        let temporary = studio.specsFolder + "/.dots.json.swp"
        try JourneySpecs.dots(count: 3, name: "DotsRenamed").write(
            toFile: temporary, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(temporary, path), 0)
        state = try studio.wait("the rename reload") { ($0.editor.document?.revision ?? 0) >= 2 }
        XCTAssertEqual(
            state.editor.playhead.cycleProgress, progress, accuracy: 1e-9, "the playhead stays")
        XCTAssertEqual(state.history.canUndo, true)
        try studio.assertScreenIsCurrent("after two reloads while paused")

        // A broken save keeps the last good spec, stale, with its problem; the fix clears it.
        try "{ \"name\": \"Broken\", ".write(toFile: path, atomically: false, encoding: .utf8)
        state = try studio.wait("stale") { $0.editor.document?.stale == true }
        XCTAssertFalse((state.editor.document?.problems ?? []).isEmpty)
        XCTAssertEqual(state.editor.elements, 6, "the last good spec is still drawn")
        try studio.assertScreenIsCurrent("broken save")
        try JourneySpecs.dots(count: 3).write(toFile: path, atomically: false, encoding: .utf8)
        try studio.wait("fixed") {
            $0.editor.document?.stale == false
                && ($0.editor.document?.problems)?.isEmpty == true
        }

        // Deleted, then back.
        try FileManager.default.removeItem(atPath: path)
        try studio.wait("missing") { $0.editor.document?.missing == true }
        XCTAssertEqual(try studio.state().editor.elements, 6, "the last good spec stays on screen")
        try JourneySpecs.dots(count: 3, name: "Back").write(toFile: path, atomically: false, encoding: .utf8)
        try studio.wait("back") {
            $0.editor.document?.missing == false && $0.editor.document?.stale == false
        }
        try studio.assertScreenIsCurrent("the file is back")
        assertAlive(studio, "after the file journey")
    }

    func testAFolderOf200SpecsOpensInTheGalleryFirst() throws {
        let first = try launch()
        let folder = first.specsFolder + "/many"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<200 {
            try JourneySpecs.dots(count: 1 + i % 7, name: "Many\(i)")
                .write(toFile: folder + String(format: "/many-%03d.json", i), atomically: false, encoding: .utf8)
        }
        first.close(keepFolder: true)
        let studio = try launch([folder], folder: first.folder)
        let state = try studio.wait("200 files in the gallery") {
            $0.gallery.shown.count == 250
        }
        XCTAssertEqual(state.mode, "gallery", "a folder opens in the gallery")
        let shown = state.gallery.shown
        XCTAssertEqual(shown.first, "many-000.json", "the user's files come first")
        XCTAssertEqual(Array(shown.prefix(200)), (0..<200).map { String(format: "many-%03d.json", $0) })
        try studio.assertScreenIsCurrent("a folder of 200")
        try studio.type("many-19")
        try studio.wait("filtered") {
            ($0.gallery.shown) == (190..<200).map { "many-\($0).json" }
        }
        try studio.assertScreenIsCurrent("filtered to many-19")
    }
}
