import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// Timing edits at scale in the real window: a stagger-heavy loader re-timed by selecting all its
/// keyframes with a rubber band dragged across the lanes, scaled to 80% in time from the
/// selection bar, eased with easeInOutBack from the easing presets, and saved; the file differs
/// only in those keyTimes and easings. Mistakes on the way: a percentage typed wrong (the toast
/// says what to type, nothing changes), a Ctrl+Z too many and its redo.
final class TimingJourneys: JourneyTestCase {
    static let stagger = """
        {
          "schemaVersion": 1,
          "name": "Stagger",
          "duration": 1.2,
          "layout": { "type": "row", "count": 5, "gap": 0.05 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.12 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.25, 0.5, 1], "values": [1, 0.4, 1, 1], "easing": "easeInOut" },
            { "property": "opacity", "keyTimes": [0, 0.25, 0.5, 1], "values": [1, 0.3, 1, 1], "easing": "easeInOut" },
            { "property": "translateY", "keyTimes": [0, 0.3, 0.6, 1], "values": [0, -0.1, 0, 0], "easing": "linear" }
          ]
        }

        """

    /// What the journey must save: the keyTimes at 80% and easeInOutBack on every track.
    static let retimed =
        stagger
        .replacingOccurrences(of: "[0, 0.25, 0.5, 1]", with: "[0, 0.2, 0.4, 0.8]")
        .replacingOccurrences(of: "[0, 0.3, 0.6, 1]", with: "[0, 0.24, 0.48, 0.8]")
        .replacingOccurrences(of: "\"easeInOut\"", with: "[0.68, -0.6, 0.32, 1.6]")
        .replacingOccurrences(of: "\"linear\"", with: "[0.68, -0.6, 0.32, 1.6]")

    private static func keyframe(_ state: StudioState, _ track: String, _ index: Int) -> (Int, Int)? {
        guard let points = state.editor.lanes.tracks[track]?.points, index < points.count else { return nil }
        return (Int(points[index].x.rounded()), Int(points[index].y.rounded()))
    }

    func testAStaggerHeavyLoaderRetimedBySelectingAllScalingAndEasing() throws {
        let first = try launch()
        let path = try writeSpec(first, "stagger.json", Self.stagger)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.editor.document?.name == "stagger.json" }
        try studio.key("ctrl+j")
        let state = try studio.wait("the pane and the lanes") {
            $0.source.shown == true && $0.editor.lanes.shown == true && Self.keyframe($0, "tracks[2]", 3) != nil
        }

        // A rubber band from the first lane's title column to past the last lane's last keyframe.
        let topLeft = try XCTUnwrap(Self.keyframe(state, "tracks[0]", 0))
        let bottomRight = try XCTUnwrap(Self.keyframe(state, "tracks[2]", 3))
        try studio.drag(from: (topLeft.0 - 14, topLeft.1 - 8), to: (bottomRight.0 + 10, bottomRight.1 + 8), steps: 12)
        var selected = try studio.wait("every keyframe selected") { $0.editor.lanes.selectedKeyframes.count == 12 }
        XCTAssertEqual(selected.history.undo ?? "", "", "selecting is no edit")
        try studio.waitForTree("the selection bar") { $0.view("keyframes.selection.count")?.text == "12 keyframes" }
        try studio.writeScreenshot("timing-selected")

        // A mistake: "eighty" is no percentage; the toast says what to type and nothing changes.
        try studio.click("keyframes.selection.time")
        try studio.key("ctrl+a")
        try studio.type("eighty")
        try studio.key("Return")
        try studio.wait("the toast") { $0.toasts.contains("Type a percentage above 0, such as 80 or 200") }
        XCTAssertEqual(try studio.state().source.text, Self.stagger)

        // 80%: every keyTime from the first keyframe.
        try studio.click("keyframes.selection.time")
        try studio.key("ctrl+a")
        try studio.type("80")
        try studio.key("Return")
        selected = try studio.wait("scaled to 80%") {
            $0.editor.lanes.tracks["tracks[2]"]?.keyTimes == [0, 0.24, 0.48, 0.8]
                && $0.history.undo == "Scale keyframes in time"
        }
        XCTAssertEqual(selected.editor.lanes.tracks["tracks[0]"]?.keyTimes, [0, 0.2, 0.4, 0.8])
        XCTAssertEqual(selected.editor.lanes.selectedKeyframes.count, 12, "the selection stays")

        // easeInOutBack from the presets, for every segment.
        try studio.click("keyframes.selection.easing")
        try studio.waitForTree("the presets") { $0.view("easing.preset.easeInOutBack") != nil }
        try studio.writeScreenshot("timing-easing-presets")
        try studio.click("easing.preset.easeInOutBack")
        try studio.wait("eased") { $0.source.text == Self.retimed && $0.history.undo == "Apply easing to keyframes" }
        try studio.writeScreenshot("timing-retimed")

        // One Ctrl+Z too many, and back.
        try studio.key("Escape")
        try studio.key("ctrl+z")
        try studio.wait("the easing undone") { $0.history.undo == "Scale keyframes in time" }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.source.text == Self.retimed }

        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), Self.retimed,
            "only the keyTimes and the easings changed")
        assertAlive(studio, "after the re-timing")
    }
}
