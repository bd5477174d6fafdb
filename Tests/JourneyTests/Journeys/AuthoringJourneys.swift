import ControlProtocol
import Foundation
import StudioInspection
import Localization
import UI
import XCTest

@testable import Studio

/// Visual editing in the real window: a keyframe dragged with the mouse on a copy of a built-in, the source pane and
/// the preview following, undo, redo and save (the file differs only where the keyframe moved); the lanes' divider
/// dragged (and moved by keyboard), the lanes collapsed and shown again (Ctrl+K, the toggle by Shift+Tab and Space on a
/// short window), remembered, their keys in the shortcut help; and a node selected in the outline selecting its text in
/// the pane.
final class AuthoringJourneys: JourneyTestCase {
    /// The built-in BallPulse, as the studio ships it (one line).
    static let ballPulse =
        #"{"schemaVersion":1,"name":"BallPulse","duration":0.75,"params":{"count":3,"minScale":0.3},"layout":{"type":"row","count":{"$param":"count"},"gap":0.05},"shape":{"type":"circle"},"stagger":{"start":0.12,"each":0.12},"tracks":[{"property":"scale","keyTimes":[0,0.3,1],"values":[1,{"$param":"minScale"},1],"easing":[[0.2,0.68,0.18,1.08],[0.2,0.68,0.18,1.08]]}]}"#

    /// The centre of keyframe `index` of `track` in the lanes, in window points.
    private static func keyframe(_ state: StudioState, _ track: String, _ index: Int) -> (Int, Int)? {
        guard let points = state.editor.lanes.tracks[track]?.points, index < points.count else { return nil }
        return (Int(points[index].x.rounded()), Int(points[index].y.rounded()))
    }

    private static func keyTimes(_ state: StudioState, _ track: String) -> [Double]? {
        state.editor.lanes.tracks[track]?.keyTimes
    }

    func testAKeyframeDraggedUndoneRedoneAndSavedChangesOnlyItsBytes() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.ballPulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.editor.document?.name == "pulse.json" }
        try studio.key("ctrl+j")
        var state = try studio.wait("the pane and the lanes") {
            $0.source.shown == true && $0.editor.lanes.shown == true
                && Self.keyframe($0, "tracks[0]", 1) != nil
        }
        let start = try XCTUnwrap(Self.keyframe(state, "tracks[0]", 1))
        let pointsPerSecond = state.editor.lanes.axis.pointsPerSecond
        // keyTime 0.3 to 0.5 of the 0.75 s cycle; the 0.05 grid catches it.
        let dx = Int((0.2 * 0.75 * pointsPerSecond).rounded())
        try studio.drag(from: start, to: (start.0 + dx, start.1), steps: 10)
        let moved = Self.ballPulse.replacingOccurrences(of: "\"keyTimes\":[0,0.3,1]", with: "\"keyTimes\":[0,0.5,1]")
        state = try studio.wait("the pane and the preview follow") {
            $0.source.text == moved && Self.keyTimes($0, "tracks[0]") == [0, 0.5, 1]
        }
        XCTAssertEqual(state.editor.selection, "tracks[0].keyTimes[1]")
        XCTAssertEqual(state.history.undo, studio.stepName(EditorText.moveKeyframe))
        XCTAssertEqual(state.source.dirty, true)
        try studio.assertScreenIsCurrent("the keyframe moved in the lanes, the graph and the pane")

        try studio.key("ctrl+z")
        try studio.wait("undone") {
            $0.source.text == Self.ballPulse && Self.keyTimes($0, "tracks[0]") == [0, 0.3, 1]
        }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") {
            $0.source.text == moved && Self.keyTimes($0, "tracks[0]") == [0, 0.5, 1]
        }
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), moved, "only the keyTime's bytes changed")
        assertAlive(studio, "after the drag")
    }

    func testTheLanesDividerDraggedCollapsedShownAgainAndRemembered() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.ballPulse)
        first.close(keepFolder: true)
        var studio = try launch([path], folder: first.folder, window: (1440, 900))
        var state = try studio.wait("the lanes, shown") {
            $0.editor.document?.name == "pulse.json" && $0.editor.lanes.shown == true
                && $0.editor.lanes.collapsed == false
        }
        let height = state.editor.lanes.height
        let divider = (
            Int(state.editor.lanes.divider.x) - 300,
            Int(state.editor.lanes.divider.y.rounded(.down))
        )
        try studio.drag(from: divider, to: (divider.0, divider.1 - 150), steps: 10)
        state = try studio.wait("the lanes 150 points taller") {
            $0.editor.lanes.height == height + 150
                && $0.editor.lanes.preferredHeight == height + 150
        }
        XCTAssertEqual(
            state.editor.lanes.divider.y.rounded(.down), Double(divider.1 - 150),
            "the divider followed the pointer")
        try studio.assertScreenIsCurrent("the lanes dragged taller")

        // Down past the lanes' minimum: only their header row stays.
        try studio.drag(from: (divider.0, divider.1 - 150), to: (divider.0, 890), steps: 10)
        try studio.wait("collapsed") {
            $0.editor.lanes.collapsed == true && $0.editor.lanes.height == 34
        }
        // Ctrl+K shows them again at the dragged height.
        try studio.key("ctrl+k")
        try studio.wait("shown again") {
            $0.editor.lanes.collapsed == false && $0.editor.lanes.height == height + 150
        }

        // By keyboard: Tab reaches the divider, Up and Down move it a lane at a time.
        var reached = false
        for _ in 0..<80 where !reached {
            try studio.key("Tab")
            reached = try studio.state().focused?.id == "lanes.split"
        }
        XCTAssertTrue(reached, "Tab reaches the lanes' divider")
        try studio.key("Up")
        try studio.key("Up")
        try studio.wait("two lanes taller") { $0.editor.lanes.height == height + 150 + 44 }
        try studio.assertScreenIsCurrent("the divider focused and moved by keyboard")
        try studio.key("Down")
        try studio.key("Down")
        try studio.wait("back by keyboard") { $0.editor.lanes.preferredHeight == height + 150 }

        // The shortcut help lists the lanes' keys.
        try studio.key("F1")
        state = try studio.wait("the help") { $0.popover == "help" && $0.help != nil }
        let rows = try XCTUnwrap(state.help)
        let lanes = rows.filter { $0.section == studio.text(HelpText.Section.lanes.title) }
        let delete = studio.label(Shortcut(.delete), Shortcut(.backspace))
        XCTAssertTrue(
            lanes.contains { $0.keys == delete && $0.title == studio.text(Message("help.lanes.delete")) }, "\(lanes)")
        let drag = Message("help.gesture.drag")
        XCTAssertTrue(lanes.contains { $0.keys == studio.gesture(drag, .shift) }, "\(lanes)")
        XCTAssertTrue(
            lanes.contains {
                $0.keys == studio.gesture(Message("help.gesture.dragEmpty"))
                    && $0.title == studio.text(Message("help.lanes.rubberBand"))
            },
            "the rubber band: \(lanes)")
        XCTAssertTrue(
            lanes.contains { $0.keys == studio.label(Shortcut(.character("a"), modifiers: .control)) }, "\(lanes)")
        XCTAssertTrue(lanes.contains { $0.keys == studio.gesture(drag, .alt) }, "\(lanes)")
        XCTAssertTrue(rows.contains { $0.keys == studio.label(Shortcut(.character("k"), modifiers: .control)) })
        try studio.assertScreenIsCurrent("the help with the lanes' keys")
        try studio.key("Escape")
        try studio.wait("the help closed") { $0.popover == nil }

        // A new run lays the lanes out as they were left.
        studio.close(keepFolder: true)
        studio = try launch([path], folder: first.folder, window: (1440, 900))
        try studio.wait("the same height after a restart") {
            $0.editor.document?.name == "pulse.json" && $0.editor.lanes.height == height + 150
        }
        assertAlive(studio, "after the lanes' divider")
    }

    func testOnAShortWindowTheLanesKeepTheirHeaderAndTheKeyboardShowsThem() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.ballPulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (1000, 600))
        try studio.wait("the lanes' header row") {
            $0.editor.document?.name == "pulse.json" && $0.editor.lanes.shown == true
                && $0.editor.lanes.collapsed == true && $0.editor.lanes.height == 34
        }
        try studio.assertScreenIsCurrent("a short Editor with the lanes collapsed")
        // The collapsed lanes' toggle is the window's last Tab stop: Shift+Tab reaches it.
        try studio.key("shift+Tab")
        try studio.wait("the toggle focused") { $0.focused?.id == "keyframes.toggle" }
        try studio.key("space")
        let state = try studio.wait("shown") { $0.editor.lanes.collapsed == false }
        XCTAssertGreaterThan(state.editor.lanes.height, 34)
        XCTAssertEqual(state.editor.playhead.playing, true, "Space pressed the toggle, not pause")
        try studio.assertScreenIsCurrent("a short Editor with the lanes shown")
        assertAlive(studio, "after the short window")
    }

    func testANodeSelectedInTheOutlineSelectsItsTextInThePane() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.ballPulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.editor.document?.name == "pulse.json" }
        try studio.key("ctrl+j")
        let state = try studio.wait("the outline") {
            $0.source.shown == true && !$0.editor.outline.rows.isEmpty
        }
        let rows = state.editor.outline.rows
        let spec = try XCTUnwrap(rows.first { $0.id == "" })
        try studio.click(Int(spec.x), Int(spec.y))
        try studio.wait("the spec selected") {
            $0.editor.selection == "" && $0.editor.outline.selected == ""
        }
        // Right expands the spec; Down goes to its first row, the layout.
        try studio.key("Right")
        try studio.key("Down")
        let layoutStart =
            Self.ballPulse.utf8.count - Self.ballPulse.components(separatedBy: "\"layout\":")[1].utf8.count
        let layoutText = #"{"type":"row","count":{"$param":"count"},"gap":0.05}"#
        let selected = try studio.wait("the layout's text selected in the pane") {
            $0.editor.selection == "layout"
                && ($0.source.selection) == [layoutStart, layoutStart + layoutText.utf8.count]
        }
        XCTAssertEqual(selected.editor.outline.selected, "layout")
        XCTAssertEqual(selected.focused?.type, "TreeView", "the outline keeps the focus")
        try studio.assertScreenIsCurrent("the layout selected in the outline and the pane")
        assertAlive(studio, "after selecting in the outline")
    }
}
