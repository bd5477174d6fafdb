import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// A designer's afternoon at scale 2 in an 800×600 window, mistakes included: an export done
/// twice in a hurry (the second Enter keeps both files), Save As then Ctrl+Z, a crash, the
/// restart. Nothing the user did not name is written, and nothing made is lost.
final class AfternoonJourneys: JourneyTestCase {
    /// Clicks the centre of view `identifier` in screen pixels (points × 2).
    private func clickAt2x(_ studio: StudioSession, _ identifier: String) throws {
        let (x, y) = try studio.centre(of: identifier)
        try studio.x(["mousemove", "--window", studio.windowID, "\(x * 2)", "\(y * 2)"])
        usleep(30_000)
        try studio.x(["click", "1"])
    }

    /// The drawn frame equals a full redraw. (The 1600×1200 pixel window overhangs the journeys'
    /// 1920×1080 screen, so the screen's pixels cannot be compared whole at 2x.)
    private func assertFrameIsCurrent(_ studio: StudioSession, _ step: String) throws {
        _ = try studio.request(.hold, as: HoldAnswer.self)
        defer { _ = try? studio.request(.release, as: HoldAnswer.self) }
        XCTAssertEqual(
            try studio.request(.redrawCheck, as: RedrawCheckAnswer.self).mismatched, 0,
            "\(step): the frame differs from a full redraw")
    }

    /// The files in `folder`, hidden ones included.
    private func everything(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func testAnAfternoonAt2xWithMistakesLosesNothingAndWritesOnlyWhatWasNamed() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let arguments = [path, "--source", "--scale", "2"]
        let studio = try launch(arguments, folder: first.folder, window: (800, 600))
        var state = try studio.wait("the pane at 2x") {
            $0.source.shown == true && $0.window.scale == 2
        }
        try clickAt2x(studio, "source.editor")
        try studio.key("ctrl+End")
        try studio.key("Return")
        state = try studio.wait("unsaved, marked in the title") { $0.source.dirty == true }
        XCTAssertEqual(state.title, "• dots.json — LoaderStudio")

        // Export, then the same again in a hurry: the second Enter meets the question and keeps both.
        try studio.key("ctrl+e")
        try studio.wait("the export dialog") { $0.popover == "export" }
        try studio.key("Return")
        try studio.wait("exported") {
            $0.toasts.contains(studio.text(StatusText.exported("Dots.png", folder: studio.exportFolder)))
        }
        try studio.key("ctrl+e")
        try studio.wait("the export dialog again") { $0.popover == "export" }
        try studio.key("Return")
        try studio.wait("the question") { $0.popover == "overwrite" }
        try assertFrameIsCurrent(studio, "the overwrite question at 2x")
        try studio.key("Return")
        try studio.wait("both kept") {
            $0.toasts.contains(studio.text(StatusText.exported("Dots-2.png", folder: studio.exportFolder)))
        }
        XCTAssertEqual(everything(in: studio.exportFolder), ["Dots-2.png", "Dots.png"])
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3), "the spec is untouched")

        // Save As, then Ctrl+Z: the typing comes back out under the new name.
        let edited = try XCTUnwrap(try studio.state().source.text)
        try studio.key("ctrl+shift+s")
        try studio.wait("the Save As dialog") { $0.popover == "saveas" }
        let copy = studio.specsFolder + "/copy.json"
        try studio.key("ctrl+a")
        try studio.type(copy)
        try studio.key("Return")
        state = try studio.wait("saved as copy.json") {
            $0.editor.document?.path == copy && $0.source.dirty == false
        }
        XCTAssertEqual(state.title, "copy.json — LoaderStudio")
        try clickAt2x(studio, "source.editor")
        try studio.key("ctrl+z")
        try studio.wait("undone under the new name") {
            $0.source.text == JourneySpecs.dots(count: 3) && $0.source.dirty == true
        }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.source.text == edited && $0.source.dirty == false }

        // One more edit, then the studio dies.
        try studio.key("ctrl+End")
        try studio.type("  ")
        // Both spaces typed (the text is unsaved after the first already).
        let last = try XCTUnwrap(
            try studio.wait("unsaved again") { $0.source.dirty == true && $0.source.text?.hasSuffix("  ") == true }
                .source.text)
        try waitForDraft(studio, holding: last)
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()

        let back = try launch([copy, "--scale", "2"], folder: first.folder, window: (800, 600))
        try back.wait("the text back") { $0.source.text == last && $0.source.dirty == true }
        try assertFrameIsCurrent(back, "restored at 2x")
        try back.key("ctrl+s")
        try back.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(try String(contentsOfFile: copy, encoding: .utf8), last)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3))
        // Only the named files: no temporary file, nothing else beside them.
        XCTAssertEqual(everything(in: studio.specsFolder), ["copy.json", "dots.json"])
        XCTAssertEqual(everything(in: studio.exportFolder), ["Dots-2.png", "Dots.png"])
        XCTAssertEqual(files(in: studio.folder + "/state/loader-studio/drafts"), [], "a saved text leaves no draft")
        assertAlive(back, "after the afternoon")
    }
}
