import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// Warnings with a fix in the Problems panel: the same quick fixes the language server offers,
/// from the same engine. Fix removes an ignored field and turns degrees into radians, each one
/// undoable step; nothing is written until the user saves.
final class QuickFixJourneys: JourneyTestCase {
    static let spec = """
        {
          "schemaVersion": 1,
          "name": "Spin",
          "duration": 1,
          "speed": 2,
          "layout": { "type": "single", "size": 0.3 },
          "shape": { "type": "rect" },
          "tracks": [
            { "property": "rotate", "keyTimes": [0, 1], "values": [0, 360] }
          ]
        }

        """

    /// The Fix buttons shown, by their tooltips.
    private func fixButtons(_ studio: StudioSession) throws -> [ViewNode] {
        try studio.views { $0.id == "problem.fix" && $0.visible != nil }
    }

    /// A person's hurry: Fix double-clicked (the second click lands on whatever the panel shows
    /// there next), then Save As under a new name. Each fix made is one undo step, the original
    /// file is never written, and the folder holds only the files the user named.
    func testAQuickDoubleClickOnFixThenSaveAs() throws {
        let first = try launch()
        let path = try writeSpec(first, "spin.json", Self.spec)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        let tree = try studio.waitForTree("two Fix buttons") { tree in
            tree.all { $0.id == "problem.fix" && $0.visible != nil }.count == 2
        }
        let fix = try XCTUnwrap(tree.all { $0.id == "problem.fix" && $0.visible != nil }.first)
        let point = fix.frame.point(atFraction: 0.5, 0.5)
        try studio.x(["mousemove", "--window", studio.windowID, "\(Int(point.x))", "\(Int(point.y))"])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "40", "1"])
        let fixed = try studio.wait("the ignored field removed") { ($0.source.text ?? "").contains("speed") == false }
        // However many fixes the two clicks made, undoing them all gives the text back.
        var undos = 0
        var state = fixed
        while state.source.text != Self.spec, undos < 3 {
            try studio.key("ctrl+z")
            undos += 1
            state = try studio.wait("one step back") { $0.history.canRedo }
            usleep(150_000)
            state = try studio.state()
        }
        XCTAssertEqual(state.source.text, Self.spec, "every fix undone after \(undos) steps")
        XCTAssertLessThanOrEqual(undos, 2, "one step per fix made")
        try studio.key("ctrl+shift+z")
        _ = try studio.wait("the first fix redone") { ($0.source.text ?? "").contains("speed") == false }

        // Save As, typing the new name.
        try studio.key("ctrl+shift+s")
        _ = try studio.wait("the Save As dialog") { $0.popover == "saveas" }
        try studio.key("ctrl+a")
        try studio.type(studio.specsFolder + "/spun.json")
        try studio.key("Return")
        let saved = try studio.wait("saved as spun.json") { $0.editor.document?.name == "spun.json" }
        XCTAssertEqual(saved.source.dirty, false)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Self.spec, "the original is untouched")
        let written = try String(contentsOfFile: studio.specsFolder + "/spun.json", encoding: .utf8)
        XCTAssertFalse(written.contains("speed"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: studio.specsFolder).sorted(),
            ["spin.json", "spun.json"])
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: studio.exportFolder).isEmpty)
        try studio.assertScreenIsCurrent("after Save As")
        try studio.writeScreenshot("quickfix-saved-as")
        studio.close()
    }

    func testWarningsAreFixedFromTheProblemsPanel() throws {
        let first = try launch()
        let path = try writeSpec(first, "spin.json", Self.spec)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        // The lint warning comes once the text has been still a moment.
        let state = try studio.wait("the two warnings") {
            $0.editor.document?.name == "spin.json" && $0.source.diagnostics.count == 2
        }
        XCTAssertEqual(state.source.diagnostics.first, "`speed` is not a field of a spec; LoaderKit ignores it")
        let buttons = try studio.waitForTree("two Fix buttons") { tree in
            tree.all { $0.id == "problem.fix" && $0.visible != nil }.count == 2
        }.all { $0.id == "problem.fix" && $0.visible != nil }
        let removeTitle = studio.text(QuickFixText.remove("speed")), radiansTitle = studio.text(QuickFixText.radians)
        XCTAssertEqual(Set(buttons.compactMap(\.tooltip)), [removeTitle, radiansTitle])
        try studio.writeScreenshot("quickfix-before")

        // Remove the ignored field.
        let remove = try XCTUnwrap(buttons.first { $0.tooltip == removeTitle })
        try studio.click(node: remove)
        var after = try studio.wait("speed removed") { ($0.source.text ?? "").contains("speed") == false }
        XCTAssertEqual(after.history.undo, studio.stepName(QuickFixText.remove("speed")))
        XCTAssertEqual(after.source.dirty, true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Self.spec, "nothing is written before a save")

        // Degrees to radians, from the one Fix button left.
        let convert = try XCTUnwrap(
            try studio.waitForTree("one Fix button") { tree in
                tree.all { $0.id == "problem.fix" && $0.visible != nil }.count == 1
            }.all { $0.id == "problem.fix" && $0.visible != nil }.first)
        XCTAssertEqual(convert.tooltip, radiansTitle)
        try studio.click(node: convert)
        after = try studio.wait("radians") { ($0.source.text ?? "").contains("\"values\": [0, 6.283185]") }
        XCTAssertEqual(after.source.diagnostics, [])
        XCTAssertEqual(try fixButtons(studio).count, 0)
        try studio.assertScreenIsCurrent("both warnings fixed")
        try studio.writeScreenshot("quickfix-after")

        // Each fix is one step of the text's history.
        try studio.key("ctrl+z")
        after = try studio.wait("the degrees back") { ($0.source.text ?? "").contains("\"values\": [0, 360]") }
        XCTAssertFalse((after.source.text ?? "").contains("speed"))
        try studio.key("ctrl+z")
        after = try studio.wait("the field back") { $0.source.text == Self.spec }
        XCTAssertEqual(after.source.dirty, false)
        studio.close()
    }
}
