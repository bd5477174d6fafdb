import ControlProtocol
import Foundation
import ImageExport
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// An animator looks at a hop's motion in the Editor: Alt+O shows the onion skin (warm ghosts
/// before the playhead, cool ones after it, in the big preview only), the studio remembers it
/// after a restart, and an exported PNG holds no ghost (the same pixels as with it off). Then the
/// translateX track is selected: its motion path shows over the preview, and a keyframe's dot
/// dragged sideways changes that keyframe's value in the saved file and nothing else.
final class OnionSkinJourneys: JourneyTestCase {
    /// Two dots hopping: translateX and translateY keyframed, the second dot a quarter cycle late.
    static let spec = """
        {
          "schemaVersion": 1,
          "name": "Hop",
          "duration": 1,
          "layout": { "type": "row", "count": 2, "gap": 0.2 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.25 },
          "tracks": [
            { "property": "translateX", "keyTimes": [0, 0.5, 1], "values": [0, 0.1, 0] },
            { "property": "translateY", "keyTimes": [0, 0.5, 1], "values": [0, -0.2, 0] }
          ]
        }

        """

    func testTheOnionSkinByItsKeyRememberedAndNeverExported() throws {
        let first = try launch()
        let path = try writeSpec(first, "Hop.json", Self.spec)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the hop in the editor") { $0.editor.document?.name == "Hop.json" && $0.mode == "editor" }
        try pause(studio)
        XCTAssertFalse(try studio.state().editor.onionSkin.enabled, "off at first")
        let before = try previewColours(studio)
        XCTAssertEqual(before.warm + before.cool, 0, "no ghost while it is off")

        try studio.key("alt+o")
        let on = try studio.wait("the onion skin on") {
            $0.editor.onionSkin.enabled && $0.editor.onionSkin.ghostTimes.count == 6
        }
        XCTAssertEqual(on.editor.onionSkin.ghostSteps.filter { $0 < 0 }.count, 3)
        try studio.assertScreenIsCurrent("the ghosts drawn")
        let colours = try previewColours(studio)
        XCTAssertGreaterThan(colours.warm, 40, "warm ghosts before the playhead")
        XCTAssertGreaterThan(colours.cool, 40, "cool ghosts after it")
        try studio.writeScreenshot("onion-skin-on")
        XCTAssertEqual(try studio.layoutProblems(), [])

        // The settings under the stage's second button.
        try studio.click("editor.onion.settings")
        try studio.wait("the settings") { $0.popover == "editor.onion.popover" }
        try studio.writeScreenshot("onion-skin-settings")
        XCTAssertEqual(try studio.layoutProblems(), [], "the settings popover")
        try studio.key("Escape")
        try studio.wait("closed") { $0.popover == nil }

        // A restart finds it on.
        let folder = studio.folder
        studio.close(keepFolder: true)
        let again = try launch([path], folder: folder)
        try again.wait("on after a restart") {
            $0.editor.document?.name == "Hop.json" && $0.editor.onionSkin.enabled
                && $0.editor.onionSkin.ghostTimes.count == 6
        }
        try pause(again)

        // Exported with it on, then off: the same pixels, and none of the ghosts' tints.
        try again.key("ctrl+e")
        try again.wait("the dialog") { $0.popover == "export" }
        try again.click("export.go")
        try again.wait("the PNG toast") { $0.toasts.contains { again.isMessage($0, "status.export.done") } }
        try again.key("alt+o")
        try again.wait("off") { !$0.editor.onionSkin.enabled && $0.editor.onionSkin.ghostTimes.isEmpty }
        try again.key("ctrl+e")
        try again.wait("the dialog") { $0.popover == "export" }
        try again.click("export.go")
        try again.wait("the question") { $0.popover == "overwrite" }
        try again.key("Return")
        try again.wait("the second PNG") { _ in self.files(in: again.exportFolder).count == 2 }
        XCTAssertEqual(files(in: again.exportFolder), ["Hop-2.png", "Hop.png"])
        let withGhosts = try PNGFile.read(again.exportFolder + "/Hop.png")
        let without = try PNGFile.read(again.exportFolder + "/Hop-2.png")
        XCTAssertEqual(withGhosts.pixels, without.pixels, "the export is the same with the onion skin on")
        var tinted = 0
        for i in stride(from: 0, to: withGhosts.pixels.count, by: 4) where withGhosts.pixels[i + 3] >= 32 {
            let r = Int(withGhosts.pixels[i]), b = Int(withGhosts.pixels[i + 2])
            if abs(r - b) > 40 { tinted += 1 }
        }
        XCTAssertEqual(tinted, 0, "no ghost's tint in the exported PNG")
        assertAlive(again, "at the end")
    }

    func testAKeyframesDotDraggedOnTheMotionPath() throws {
        let first = try launch()
        let path = try writeSpec(first, "Hop.json", Self.spec)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the hop in the editor") { $0.editor.document?.name == "Hop.json" && $0.mode == "editor" }
        try pause(studio)
        XCTAssertNil(try studio.state().editor.motionPath, "no path before a translate track is selected")

        // The translateX track: a click on its lane between two keyframes.
        let lanes = try studio.wait("the lanes") { ($0.editor.lanes.tracks["tracks[0]"]?.points.count ?? 0) == 3 }
        let points = try XCTUnwrap(lanes.editor.lanes.tracks["tracks[0]"]).points
        try studio.click(Int((points[0].x + points[1].x) / 2), Int(points[0].y))
        let shown = try studio.wait("the motion path") {
            $0.editor.selection == "tracks[0]" && ($0.editor.motionPath?.handles.count ?? 0) == 6
        }
        let motion = try XCTUnwrap(shown.editor.motionPath)
        XCTAssertEqual(motion.elements, [0, 1])
        XCTAssertEqual(motion.dots, 120, "60 frames a cycle, two dots")
        try studio.assertScreenIsCurrent("the motion path drawn")
        try studio.writeScreenshot("motion-path")
        XCTAssertEqual(try studio.layoutProblems(), [])

        // Element 0's dot at keyTime 0.5 moves translateX[1] and translateY[1]; sideways only
        // translateX changes: 16 points on a 160-point box is 0.1.
        let handle = try XCTUnwrap(motion.handles.first { $0.element == 0 && $0.keyTime == 0.5 })
        XCTAssertEqual(handle.values, ["tracks[0].values[1]", "tracks[1].values[1]"])
        let from = (Int(handle.point.x.rounded()), Int(handle.point.y.rounded()))
        try studio.drag(from: from, to: (from.0 + 16, from.1), steps: 8)
        let moved = try studio.wait("the keyframe moved") {
            $0.source.text?.contains("\"values\": [0, 0.2, 0]") == true
                || $0.history.undo == studio.stepName(OnionSkinText.moveOnPath)
        }
        XCTAssertEqual(moved.history.undo, studio.stepName(OnionSkinText.moveOnPath))
        try studio.writeScreenshot("motion-path-dragged")
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.unsaved.isEmpty }
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(
            saved,
            Self.spec.replacingOccurrences(of: "\"values\": [0, 0.1, 0]", with: "\"values\": [0, 0.2, 0]"),
            "the file changed only in that value")

        // One undo puts it back: the drag was one step.
        try studio.key("ctrl+z")
        try studio.wait("undone") { $0.source.text == Self.spec }
        try studio.assertScreenIsCurrent("undone")
        assertAlive(studio, "at the end")
    }

    /// On a window of 800×600 points the switch and its settings fit beside the caption, and the
    /// ghosts show in the big preview there too.
    func testTheControlsOnASmallWindow() throws {
        let first = try launch()
        let path = try writeSpec(first, "Hop.json", Self.spec)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (800, 600))
        try studio.wait("the hop in the editor") { $0.editor.document?.name == "Hop.json" && $0.mode == "editor" }
        try pause(studio)
        try studio.click("editor.onion")
        try studio.wait("on by its switch") { $0.editor.onionSkin.ghostTimes.count == 6 }
        let button = try XCTUnwrap(try studio.view("editor.onion"))
        XCTAssertEqual(button.visible, button.frame, "the switch is in view at 800×600")
        let colours = try previewColours(studio)
        XCTAssertGreaterThan(colours.warm + colours.cool, 80, "ghosts at 800×600")
        XCTAssertEqual(try studio.layoutProblems(), [], "the stage at 800×600")
        try studio.writeScreenshot("onion-skin-800x600")
        try studio.click("editor.onion.settings")
        try studio.wait("the settings") { $0.popover == "editor.onion.popover" }
        XCTAssertEqual(try studio.layoutProblems(), [], "the settings at 800×600")
        try studio.writeScreenshot("onion-skin-settings-800x600")
        assertAlive(studio, "at the end")
    }

    // MARK: Support

    /// Pauses the playhead (Space) at a quarter of the cycle, so the screen holds still.
    private func pause(_ studio: StudioSession) throws {
        if try studio.state().editor.playhead.playing {
            try studio.key("space")
            try studio.wait("paused") { !$0.editor.playhead.playing }
        }
        try studio.key("Home")
        try studio.wait("at the start") { $0.editor.playhead.time == 0 }
        for _ in 0..<15 { try studio.key("Right") }
        try studio.wait("a quarter in") { abs($0.editor.playhead.time - 0.25) < 1e-9 }
    }

    /// The warm (red over blue) and cool (blue over red) pixels on screen in the big preview.
    private func previewColours(_ studio: StudioSession) throws -> (warm: Int, cool: Int) {
        try studio.parkPointer()
        usleep(100_000)
        let preview = try XCTUnwrap(try studio.view("editor.preview")).frame
        let scale = try studio.state().window.scale
        let screen = try studio.server.screen()
        let pixels = screen.region(
            x: studio.origin.0 + Int(preview.x * scale), y: studio.origin.1 + Int(preview.y * scale),
            width: Int(preview.width * scale), height: Int(preview.height * scale))
        var warm = 0, cool = 0
        for p in pixels {
            let r = Int(p >> 16 & 0xFF), b = Int(p & 0xFF)
            if r - b > 40 { warm += 1 }
            if b - r > 40 { cool += 1 }
        }
        return (warm, cool)
    }
}
