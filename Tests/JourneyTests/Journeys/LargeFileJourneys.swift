import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// A spec file of several megabytes arriving in a watched folder: the window keeps answering
/// while the file is read and derived off the main actor, its card says it is loading, then the
/// spec is shown; quitting while another one loads ends the studio cleanly.
final class LargeFileJourneys: JourneyTestCase {
    /// A valid 3 × 3 grid named `name`, padded to about 8 MB by an unknown member of 4 million numbers.
    static func ballast(name: String) -> String {
        """
        {
          "schemaVersion": 1,
          "name": "\(name)",
          "duration": 1,
          "notes": [\(String(repeating: "0,", count: (8 << 20) / 2 - 200))0],
          "layout": { "type": "grid", "columns": 3, "rows": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [ { "property": "opacity", "keyTimes": [0, 1], "values": [1, 0.2] } ]
        }

        """
    }

    func testAnEightMegabyteSpecLoadsWhileTheWindowKeepsAnswering() throws {
        let first = try launch()
        let folder = first.specsFolder + "/large"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try JourneySpecs.dots().write(toFile: folder + "/dots.json", atomically: false, encoding: .utf8)
        first.close(keepFolder: true)
        let studio = try launch([folder], folder: first.folder)
        try studio.wait("the folder in the gallery") { $0.gallery.shown.first == "dots.json" }

        // Written beside, then renamed in: the studio sees the whole file at once.
        let temporary = first.specsFolder + "/ballast.tmp"
        let text = Self.ballast(name: "Ballast")
        XCTAssertGreaterThan(text.utf8.count, 8_000_000)
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(temporary, folder + "/ballast.json"), 0)

        // The control socket answers while the file loads, and says so.
        var answersWhileLoading = 0
        let deadline = Date().addingTimeInterval(60)
        var state = StudioState()
        repeat {
            state = try studio.state()
            let loading = state.gallery.loading
            if loading.contains("ballast.json") {
                answersWhileLoading += 1
                XCTAssertEqual(
                    state.gallery.shown.contains("ballast.json"), true,
                    "the card is in the gallery while it loads")
            } else if answersWhileLoading > 0 {
                break
            }
            usleep(5_000)
        } while Date() < deadline
        XCTAssertGreaterThanOrEqual(answersWhileLoading, 2, "the window answered while the file loaded")
        XCTAssertEqual(state.gallery.loading, [], "loaded within a minute")
        try studio.assertScreenIsCurrent("the large file loaded")

        // The loaded spec in the editor.
        try studio.click("cell.ballast.json")
        let editor = try studio.wait("the editor") { $0.editor.document?.name == "ballast.json" }
        XCTAssertEqual(editor.editor.document?.loading, false)
        XCTAssertEqual(editor.editor.elements, 9)
        XCTAssertEqual(editor.editor.document?.problems, [])
        assertAlive(studio, "after the large file")

        // Quit while a second one loads: the studio ends by itself, cleanly.
        try Self.ballast(name: "Second").write(toFile: temporary, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(temporary, folder + "/second.json"), 0)
        try studio.wait("the second file loading", timeout: 10) {
            ($0.gallery.loading).contains("second.json") == true
        }
        try studio.key("ctrl+q")
        let quitDeadline = Date().addingTimeInterval(5)
        while studio.process.isRunning && Date() < quitDeadline { usleep(10_000) }
        XCTAssertFalse(studio.process.isRunning, "Ctrl+Q during loading ends the studio")
        if !studio.process.isRunning {
            XCTAssertEqual(studio.process.terminationReason, .exit, studio.stderrText())
            XCTAssertEqual(studio.process.terminationStatus, 0, studio.stderrText())
        }
    }
}
