import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import TestSupport

/// A full disk in the real window: Ctrl+S fails and says so, the file is as it was, the text
/// stays unsaved; killed then, the studio brings the text back from its draft. The disk is a
/// small tmpfs the journey mounts (`ScratchMount`, as root, as CI runs).
final class FaultJourneys: JourneyTestCase {
    func testSavingToAFullDiskLosesNothing() throws {
        let first = try launch()
        let mount = try ScratchMount(kilobytes: 16)
        defer { mount.unmount() }
        let disk = mount.path
        let path = disk + "/dots.json"
        try JourneySpecs.dots(count: 3).write(toFile: path, atomically: false, encoding: .utf8)
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        try studio.wait("the pane") {
            $0.source.shown == true && $0.editor.document?.name == "dots.json"
        }
        try studio.click("source.editor")
        try studio.key("ctrl+End")
        try studio.key("Return")
        // More text than the disk holds: the text copied and pasted after itself, six times.
        for _ in 0..<6 {
            try studio.key("ctrl+a")
            try studio.key("ctrl+c")
            try studio.key("ctrl+End")
            try studio.key("ctrl+v")
        }
        let edited = try studio.wait("unsaved, long") {
            $0.source.bytes > 20_000 && $0.source.dirty == true
        }
        try studio.key("ctrl+s")
        let state = try studio.wait("the failure said") {
            $0.toasts.contains { $0.contains("No space left on device") }
        }
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), JourneySpecs.dots(count: 3), "the file is as it was")
        XCTAssertEqual(state.source.dirty, true, "the text stays unsaved")
        XCTAssertEqual(files(in: disk).filter { $0.contains(".save-") }, [], "no temporary file is left")
        try studio.assertScreenIsCurrent("the save failed on a full disk")

        // Killed now: the draft (on another disk) brings the text back.
        XCTAssertEqual(try waitForDraftOfTheShownText(studio), edited.source.text)
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        let back = try launch([path], folder: first.folder)
        try back.wait("the text back") {
            $0.source.bytes == edited.source.bytes && $0.source.dirty == true
        }
        assertAlive(back, "after the restart")
    }
}
