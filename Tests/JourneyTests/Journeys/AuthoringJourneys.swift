import Foundation
import XCTest

/// Visual editing in the real window: a keyframe dragged with the mouse on a copy of a built-in,
/// the source pane and the preview following, undo, redo and save (the file differs only where
/// the keyframe moved), and a node selected in the outline selecting its text in the pane.
final class AuthoringJourneys: JourneyTestCase {
    /// The built-in BallPulse, as the studio ships it (one line).
    static let ballPulse = #"{"schemaVersion":1,"name":"BallPulse","duration":0.75,"params":{"count":3,"minScale":0.3},"layout":{"type":"row","count":{"$param":"count"},"gap":0.05},"shape":{"type":"circle"},"stagger":{"start":0.12,"each":0.12},"tracks":[{"property":"scale","keyTimes":[0,0.3,1],"values":[1,{"$param":"minScale"},1],"easing":[[0.2,0.68,0.18,1.08],[0.2,0.68,0.18,1.08]]}]}"#

    /// The centre of keyframe `index` of `track` in the lanes, in window points.
    private static func keyframe(_ state: [String: Any], _ track: String, _ index: Int) -> (Int, Int)? {
        guard let tracks = state[path: "editor.lanes.tracks"] as? [String: Any], let lane = tracks[track] as? [String: Any],
              let points = lane["points"] as? [[Double]], index < points.count else { return nil }
        return (Int(points[index][0].rounded()), Int(points[index][1].rounded()))
    }

    private static func keyTimes(_ state: [String: Any], _ track: String) -> [Double]? {
        ((state[path: "editor.lanes.tracks"] as? [String: Any])?[track] as? [String: Any])?["keyTimes"] as? [Double]
    }

    func testAKeyframeDraggedUndoneRedoneAndSavedChangesOnlyItsBytes() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.ballPulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.string("editor.document.name") == "pulse.json" }
        try studio.key("ctrl+j")
        var state = try studio.wait("the pane and the lanes") {
            $0.bool("source.shown") == true && $0.bool("editor.lanes.shown") == true && Self.keyframe($0, "tracks[0]", 1) != nil
        }
        let start = try XCTUnwrap(Self.keyframe(state, "tracks[0]", 1))
        let pointsPerSecond = try XCTUnwrap(state.double("editor.lanes.axis.pointsPerSecond"))
        // keyTime 0.3 to 0.5 of the 0.75 s cycle; the 0.05 grid catches it.
        let dx = Int((0.2 * 0.75 * pointsPerSecond).rounded())
        try studio.drag(from: start, to: (start.0 + dx, start.1), steps: 10)
        let moved = Self.ballPulse.replacingOccurrences(of: "\"keyTimes\":[0,0.3,1]", with: "\"keyTimes\":[0,0.5,1]")
        state = try studio.wait("the pane and the preview follow") {
            $0.string("source.text") == moved && Self.keyTimes($0, "tracks[0]") == [0, 0.5, 1]
        }
        XCTAssertEqual(state.string("editor.selection"), "tracks[0].keyTimes[1]")
        XCTAssertEqual(state.string("history.undo"), "Move keyframe")
        XCTAssertEqual(state.bool("source.dirty"), true)
        try studio.assertScreenIsCurrent("the keyframe moved in the lanes, the graph and the pane")

        try studio.key("ctrl+z")
        try studio.wait("undone") { $0.string("source.text") == Self.ballPulse && Self.keyTimes($0, "tracks[0]") == [0, 0.3, 1] }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.string("source.text") == moved && Self.keyTimes($0, "tracks[0]") == [0, 0.5, 1] }
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.bool("source.dirty") == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), moved, "only the keyTime's bytes changed")
        assertAlive(studio, "after the drag")
    }

    func testANodeSelectedInTheOutlineSelectsItsTextInThePane() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.ballPulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor") { $0.string("editor.document.name") == "pulse.json" }
        try studio.key("ctrl+j")
        let state = try studio.wait("the outline") {
            $0.bool("source.shown") == true && (($0[path: "editor.outline.rows"] as? [[String: Any]])?.isEmpty == false)
        }
        let rows = try XCTUnwrap(state[path: "editor.outline.rows"] as? [[String: Any]])
        let spec = try XCTUnwrap(rows.first { ($0["id"] as? String) == "" })
        try studio.click(Int(try XCTUnwrap(spec["x"] as? Double)), Int(try XCTUnwrap(spec["y"] as? Double)))
        try studio.wait("the spec selected") { $0.string("editor.selection") == "" && $0.string("editor.outline.selected") == "" }
        // Right expands the spec; Down goes to its first row, the layout.
        try studio.key("Right")
        try studio.key("Down")
        let layoutStart = Self.ballPulse.utf8.count - Self.ballPulse.components(separatedBy: "\"layout\":")[1].utf8.count
        let layoutText = #"{"type":"row","count":{"$param":"count"},"gap":0.05}"#
        let selected = try studio.wait("the layout's text selected in the pane") {
            $0.string("editor.selection") == "layout"
                && ($0[path: "source.selection"] as? [Int]) == [layoutStart, layoutStart + layoutText.utf8.count]
        }
        XCTAssertEqual(selected.string("editor.outline.selected"), "layout")
        XCTAssertEqual(selected.string("focused.type"), "TreeView", "the outline keeps the focus")
        try studio.assertScreenIsCurrent("the layout selected in the outline and the pane")
        assertAlive(studio, "after selecting in the outline")
    }
}
