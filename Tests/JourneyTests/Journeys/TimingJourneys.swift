import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

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
        try studio.waitForTree("the selection bar") {
            $0.view("keyframes.selection.count")?.text == studio.text(TimingText.selected(12))
        }
        try studio.writeScreenshot("timing-selected")

        // A mistake: "eighty" is no percentage; the toast says what to type and nothing changes.
        try studio.click("keyframes.selection.time")
        try studio.key("ctrl+a")
        try studio.type("eighty")
        try studio.key("Return")
        try studio.wait("the toast") { $0.toasts.contains(studio.text(TimingText.typePercent)) }
        XCTAssertEqual(try studio.state().source.text, Self.stagger)

        // 80%: every keyTime from the first keyframe.
        try studio.click("keyframes.selection.time")
        try studio.key("ctrl+a")
        try studio.type("80")
        try studio.key("Return")
        selected = try studio.wait("scaled to 80%") {
            $0.editor.lanes.tracks["tracks[2]"]?.keyTimes == [0, 0.24, 0.48, 0.8]
                && $0.history.undo == studio.stepName(TimingText.scaleTimeStep)
        }
        XCTAssertEqual(selected.editor.lanes.tracks["tracks[0]"]?.keyTimes, [0, 0.2, 0.4, 0.8])
        XCTAssertEqual(selected.editor.lanes.selectedKeyframes.count, 12, "the selection stays")

        // easeInOutBack from the presets, for every segment.
        try studio.click("keyframes.selection.easing")
        try studio.waitForTree("the presets") { $0.view("easing.preset.easeInOutBack") != nil }
        try studio.writeScreenshot("timing-easing-presets")
        try studio.click("easing.preset.easeInOutBack")
        try studio.wait("eased") {
            $0.source.text == Self.retimed && $0.history.undo == studio.stepName(TimingText.easingStep)
        }
        try studio.writeScreenshot("timing-retimed")

        // One Ctrl+Z too many, and back.
        try studio.key("Escape")
        try studio.key("ctrl+z")
        try studio.wait("the easing undone") { $0.history.undo == studio.stepName(TimingText.scaleTimeStep) }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.source.text == Self.retimed }

        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), Self.retimed,
            "only the keyTimes and the easings changed")
        assertAlive(studio, "after the re-timing")
    }

    /// Presses at `from`, moves in steps to `to` and releases, with `modifier` held throughout.
    private func drag(_ studio: StudioSession, from: (Int, Int), to: (Int, Int), holding modifier: String) throws {
        var chain = ["mousemove", "--window", studio.windowID, "\(from.0)", "\(from.1)", "sleep", "0.05"]
        chain += ["keydown", modifier, "mousedown", "1"]
        for step in 1...8 {
            chain += [
                "sleep", "0.02", "mousemove", "--window", studio.windowID,
                "\(from.0 + (to.0 - from.0) * step / 8)", "\(from.1 + (to.1 - from.1) * step / 8)",
            ]
        }
        chain += ["sleep", "0.03", "mouseup", "1", "keyup", modifier]
        try studio.x(chain)
        usleep(600_000)
    }

    /// A designer's afternoon with the selection: Shift+click two keyframes, Alt+drag the later
    /// one to stretch them in time, a Ctrl+Z; copy them as JSON, paste them on another track at
    /// the playhead, then into a second document; Reverse; a Delete that would leave a track
    /// one keyframe is refused with LoaderKit's message and changes nothing.
    func testAltDragScalesAndKeyframesTravelByTheClipboard() throws {
        let first = try launch()
        let path = try writeSpec(first, "stagger.json", Self.stagger)
        let other = try writeSpec(first, "other.json", Self.stagger.replacingOccurrences(of: "Stagger", with: "Other"))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        var state = try studio.wait("the lanes") {
            $0.editor.document?.name == "stagger.json" && $0.editor.lanes.shown == true
                && Self.keyframe($0, "tracks[0]", 2) != nil
        }
        let one = try XCTUnwrap(Self.keyframe(state, "tracks[0]", 1))
        try studio.click(one.0, one.1)
        // The selected track brings its ghost rows and graph: the lanes grow, their rows move.
        state = try studio.wait("one selected") { $0.editor.selection == "tracks[0].keyTimes[1]" }
        usleep(600_000)
        state = try studio.state()
        let two = try XCTUnwrap(Self.keyframe(state, "tracks[0]", 2))
        try studio.x([
            "mousemove", "--window", studio.windowID, "\(two.0)", "\(two.1)", "sleep", "0.05", "keydown", "shift",
            "sleep", "0.05", "click", "1", "sleep", "0.05", "keyup", "shift",
        ])
        state = try studio.wait("two selected") { $0.editor.lanes.selectedKeyframes.count == 2 }
        XCTAssertEqual(state.editor.lanes.selectedKeyframes, ["tracks[0].keyTimes[1]", "tracks[0].keyTimes[2]"])

        // Alt+drag the later one right: both stretch from the first (0.25), the later to 0.75.
        let pointsPerKeyTime = state.editor.lanes.axis.pointsPerSecond * 1.2
        try drag(studio, from: two, to: (two.0 + Int((0.25 * pointsPerKeyTime).rounded()), two.1), holding: "alt")
        state = try studio.wait("stretched") {
            $0.history.undo == studio.stepName(TimingText.scaleTimeStep)
                && $0.editor.lanes.tracks["tracks[0]"]?.keyTimes.first == 0
        }
        let stretched = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.keyTimes)
        XCTAssertEqual(stretched[1], 0.25, "the first selected stays")
        XCTAssertEqual(stretched[2], 0.75, accuracy: 0.02, "the grabbed one follows the pointer")
        try studio.writeScreenshot("timing-stretched")
        try studio.key("ctrl+z")
        try studio.wait("undone") { $0.source.text == Self.stagger }

        // Copy: the clipboard holds JSON a text editor reads.
        try studio.key("ctrl+c")
        state = try studio.wait("copied") { ($0.clipboard ?? "").hasPrefix("{\"loaderKitKeyframes\": 1") }
        XCTAssertEqual(
            state.clipboard,
            #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.25, 0.5], "values": [0.4, 1], "easing": ["easeInOut"]}"#
        )
        // Paste on the translateY lane (values on a value track), at the playhead: the start,
        // then a tenth of a cycle on (Shift+→ steps the playhead while no keyframe is selected).
        let lane = try XCTUnwrap(state.editor.lanes.tracks["tracks[2]"]?.points.first)
        try studio.click(Int(lane.x) + 40, Int(lane.y))
        state = try studio.wait("the translateY track") { $0.editor.selection == "tracks[2]" }
        try studio.key("Home")
        try studio.key("shift+Right")
        try studio.wait("the playhead paused past the start") {
            !$0.editor.playhead.playing && $0.editor.playhead.cycleProgress > 0.05
        }
        try studio.key("ctrl+v")
        state = try studio.wait("pasted") { $0.history.undo == studio.stepName(TimingText.pasteKeyframesStep) }
        XCTAssertEqual(state.editor.lanes.tracks["tracks[2]"]?.keyTimes.count, 6)
        XCTAssertEqual(state.editor.lanes.selectedKeyframes.count, 2, "the pasted keyframes are selected")

        // Into the other document: opened, a track selected, pasted.
        try studio.key("ctrl+o")
        try studio.wait("the open dialog") { $0.popover == "open" }
        try studio.type(other)
        try studio.key("Return")
        state = try studio.wait("the other document") {
            $0.editor.document?.name == "other.json" && Self.keyframe($0, "tracks[1]", 0) != nil
        }
        XCTAssertEqual(state.editor.lanes.selectedKeyframes, [], "no keyframe of the other text is selected")
        // Its opacity track, picked in the outline, where Ctrl+V pastes too.
        let row = try XCTUnwrap(state.editor.outline.rows.first { $0.title.hasPrefix("opacity") })
        try studio.click(Int(row.x), Int(row.y))
        state = try studio.wait("its opacity track") { $0.editor.selection == "tracks[1]" }
        try studio.key("ctrl+v")
        state = try studio.wait("pasted there") {
            $0.history.undo == studio.stepName(TimingText.pasteKeyframesStep)
                && $0.editor.lanes.tracks["tracks[1]"]?.keyTimes.count == 6
        }

        // Reverse the pasted pair; then Delete with every keyframe of the track selected would
        // leave it none: refused with LoaderKit's message, nothing changes.
        try studio.click("keyframes.selection.reverse")
        state = try studio.wait("reversed") { $0.history.undo == studio.stepName(TimingText.reverseStep) }
        let before = state.source.text
        try studio.key("ctrl+a")
        try studio.wait("the track's six") { $0.editor.lanes.selectedKeyframes.count == 6 }
        try studio.key("Delete")
        state = try studio.wait("refused") { $0.toasts.contains("tracks[1].keyTimes needs at least 2 entries") }
        XCTAssertEqual(state.source.text, before, "nothing deleted")
        try studio.writeScreenshot("timing-refused")
        assertAlive(studio, "after the afternoon")
    }
}
