import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// A new indicator made by hand from a blank spec, without typing JSON: New, a row layout, a
/// rotate track added from the forms' picker, a keyframe added by double-clicking its lane and
/// given a value in the lanes' field, then Save As. The file holds exactly what was made, in the
/// blank spec's own one-line style.
final class BlankSpecJourneys: JourneyTestCase {
    func testANewIndicatorFromABlankSpecWithoutTypingJSON() throws {
        let studio = try launch()
        try studio.key("ctrl+n")
        try studio.wait("the New dialog") { $0.popover == "new" }
        try studio.key("Return")
        var state = try studio.wait("a blank spec in the Editor") {
            $0.mode == "editor" && $0.source.dirty == true
                && $0.forms.layout?.type == "single"
        }
        let blank = try XCTUnwrap(state.source.text)

        // A row of dots: the layout's type picker (single, stack, row, grid, ring).
        let picker = try reveal(studio, "forms.layout.type")
        let r = picker.frame
        try studio.click(Int(r.x + r.width * 0.5), Int(r.y + r.height / 2))
        state = try studio.wait("a row layout") { $0.forms.layout?.type == "row" }

        // A rotate track for each element, from the picker of the properties not yet animated.
        try studio.click(node: try reveal(studio, "forms.addTrack.rotate"))
        state = try studio.wait("a rotate track in the lanes") {
            $0.editor.lanes.tracks["tracks[1]"] != nil
        }
        let lane = try XCTUnwrap(state.editor.lanes.tracks["tracks[1]"])
        let points = lane.points
        XCTAssertEqual(lane.keyTimes, [0, 1])

        // A keyframe in the middle of the lane (double-click), then its value typed in the field.
        let middle = (Int(((points[0].x + points[1].x) / 2).rounded()), Int(points[0].y.rounded()))
        try studio.x(["mousemove", "--window", studio.windowID, "\(middle.0)", "\(middle.1)"])
        try studio.x(["click", "--repeat", "2", "--delay", "80", "1"])
        state = try studio.wait("a keyframe at 0.5, selected") {
            $0.editor.selection == "tracks[1].keyTimes[1]"
        }
        try studio.click(node: try XCTUnwrap(try studio.view("keyframes.value")))
        try studio.key("ctrl+a")
        try studio.type("3.14")
        try studio.key("Return")
        state = try studio.wait("the keyframe's value") { $0.source.text?.contains("[0, 3.14, 0]") == true }
        let made = try XCTUnwrap(state.source.text)
        XCTAssertEqual(
            made,
            blank
                .replacingOccurrences(
                    of: #""layout": { "type": "single" }"#,
                    with: #""layout": { "type": "row", "count": 3, "gap": 0.1 }"#
                )
                .replacingOccurrences(
                    of: "\"easing\": \"easeInOut\" }\n",
                    with: "\"easing\": \"easeInOut\" },\n"
                        + "    { \"property\": \"rotate\", \"keyTimes\": [0, 0.5, 1], \"values\": [0, 3.14, 0] }\n"),
            "every change in the blank spec's own style")
        XCTAssertEqual(state.editor.elements, 3)

        // Save As: the studio's dialog (no desktop portal here) takes a path.
        try studio.key("Escape")
        try studio.key("ctrl+s")
        try studio.wait("the Save As dialog") { $0.popover == "saveas" }
        let path = studio.folder + "/spin.json"
        try studio.key("ctrl+a")
        try studio.type(path)
        try studio.key("Return")
        try studio.wait("saved") { $0.source.dirty == false && $0.editor.document?.path == path }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), made)
        try studio.assertScreenIsCurrent("the new indicator, saved")
        assertAlive(studio, "after Save As")
    }
}
