import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// The inspector's forms in the real window: an easing reshaped by dragging its handle, the
/// layout type switched, a part added; everything undone, redone and saved. The file holds the
/// pane's text, and only what the forms changed differs from the original.
final class FormsJourneys: JourneyTestCase {
    func testAnEasingALayoutAndAPartByHandThenUndoRedoAndSave() throws {
        let first = try launch()
        let original = Self.dotsInParts
        let path = try writeSpec(first, "dots.json", original)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor on Dots") {
            $0.editor.document?.name == "dots.json" && $0.mode == "editor"
        }

        // Select the scale track from the forms' track list: the Easing form appears.
        try click(studio, "forms.track.tracks.0")
        var state = try studio.wait("the easing form of the scale track") {
            $0.forms.track == "parts[0].tracks[0]" && $0.forms.easing?.shown == true
        }
        XCTAssertEqual(state.forms.easing?.preset, "linear")

        // Reshape the curve: drag P2 up and to the left, one undoable step.
        _ = try reveal(studio, "forms.easing.p2")
        state = try studio.state()
        let handles = try XCTUnwrap(state.forms.easing?.handles)
        let p2 = (Int(handles[1].x.rounded()), Int(handles[1].y.rounded()))
        try studio.drag(from: p2, to: (p2.0 - 40, p2.1 + 20), steps: 10)
        state = try studio.wait("a custom curve") {
            $0.forms.easing?.preset == "Custom" && $0.history.undo == studio.text(EditorFormsText.undoEasingCurve)
        }
        let curve = try XCTUnwrap(state.forms.easing?.curve)
        XCTAssertEqual(curve[0], 0, "P1 stays")
        XCTAssertLessThan(curve[2], 1, "P2 moved left")
        XCTAssertLessThan(curve[3], 1, "P2 moved down")
        XCTAssertTrue(
            state.source.text?.contains(
                "\"easing\": [0, 0, \(Self.number(curve[2])), \(Self.number(curve[3]))]") == true,
            state.source.text ?? "")
        try studio.assertScreenIsCurrent("the reshaped easing")

        // Switch the layout to a ring.
        let picker = try reveal(studio, "forms.layout.type")
        let r = picker.frame
        try studio.click(Int(r.x + 2 + (r.width - 4) * 0.9), Int(r.y + r.height / 2))
        state = try studio.wait("a ring layout") {
            $0.forms.layout?.type == "ring" && $0.history.undo == studio.text(EditorFormsText.undoSet(.layout, "ring"))
        }
        XCTAssertNotNil(state.forms.layout?.fields["itemSize"], "the ring's fields")

        // Add a part.
        try click(studio, "forms.part.add")
        state = try studio.wait("two parts") { $0.forms.parts?.title == studio.text(EditorFormsText.partOf(2, 2)) }
        let edited = try XCTUnwrap(state.source.text)
        XCTAssertEqual(state.editor.elements, 4, "three dots and the new part's one")

        // Undo everything, then redo everything.
        for _ in 0..<3 { try studio.key("ctrl+z") }
        state = try studio.wait("everything undone") { $0.source.text == original }
        XCTAssertEqual(state.forms.layout?.type, "row")
        for _ in 0..<3 { try studio.key("ctrl+shift+z") }
        try studio.wait("everything redone") { $0.source.text == edited }

        // Save: the file holds the pane's text; what the forms did not touch keeps its bytes.
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(saved, edited)
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = Set(saved.split(separator: "\n", omittingEmptySubsequences: false))
        let changed = before.filter { !after.contains($0) }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            changed, [Self.layoutLine, Self.scaleLine], "only the layout and the scale track changed:\n\(saved)")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
        let parts = try XCTUnwrap(json["parts"] as? [[String: Any]])
        XCTAssertEqual(json["params"] as? [String: Double], ["count": 3, "minScale": 0.4])
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual((parts[0]["layout"] as? [String: Any])?["type"] as? String, "ring")
        let tracks = try XCTUnwrap(parts[0]["tracks"] as? [[String: Any]])
        XCTAssertEqual((tracks[0]["easing"] as? [Double])?.count, 4)
        XCTAssertNil(tracks[1]["easing"], "the other track is untouched")
        XCTAssertEqual(json["name"] as? String, "Dots")
        assertAlive(studio, "after saving")
    }

    /// Per-element offsets made from the stagger with the switch, then a rest value removed
    /// with its × button, in the real window; saved, the file differs from the original by the
    /// stagger's value and the rest line only.
    func testPerElementOffsetsAndARestValueRemovedByHandThenSave() throws {
        let first = try launch()
        let original = Self.dotsInParts.replacingOccurrences(
            of: Self.staggerLine, with: Self.staggerLine + "\n      " + Self.restLine)
        XCTAssertNotEqual(original, Self.dotsInParts)
        let path = try writeSpec(first, "dots.json", original)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor on Dots") {
            $0.editor.document?.name == "dots.json" && $0.mode == "editor"
        }
        var state = try studio.wait("the timing form") { $0.forms.timing?.perElementOffsets == false }
        XCTAssertEqual(state.forms.timing?.rest, ["opacity"])

        // The switch makes one offset per element from `each`: 0, 0.15, 0.3.
        try click(studio, "forms.stagger.perElement")
        state = try studio.wait("per-element offsets") {
            $0.forms.timing?.perElementOffsets == true && $0.history.undo == studio.text(EditorFormsText.undoOffsetsOn)
        }
        XCTAssertEqual(state.forms.timing?.offsets, [0, 0.15, 0.3])
        _ = try reveal(studio, "forms.stagger.0")
        try studio.assertScreenIsCurrent("the offsets' rows")

        // The rest value's × removes it, and with it `rest` (it was the only one).
        try click(studio, "forms.rest.opacity.remove")
        state = try studio.wait("no rest value") {
            ($0.forms.timing?.rest) == [] && $0.history.undo == studio.text(EditorFormsText.undoRemoveRest("opacity"))
        }
        XCTAssertEqual(state.editor.elements, 3)
        XCTAssertNil(state.forms.refusals["timing"])

        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let expected =
            original
            .replacingOccurrences(of: "\n      " + Self.restLine, with: "")
            .replacingOccurrences(of: Self.staggerLine, with: #""stagger": [0, 0.15, 0.3],"#)
        XCTAssertEqual(saved, expected, "only the stagger's value and the rest line changed")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
        let part = try XCTUnwrap((json["parts"] as? [[String: Any]])?.first)
        XCTAssertEqual(part["stagger"] as? [Double], [0, 0.15, 0.3])
        XCTAssertNil(part["rest"])

        // Undone, the text is the original again.
        for _ in 0..<2 { try studio.key("ctrl+z") }
        try studio.wait("everything undone") { $0.source.text == original }
        assertAlive(studio, "after undoing")
    }

    static let staggerLine = #""stagger": { "each": 0.15 },"#
    static let restLine = #""rest": { "opacity": 0.8 },"#
    static let layoutLine = #""layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },"#
    static let scaleLine =
        #"{ "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, { "$param": "minScale" }, 1] },"#

    /// A row of three dots in a spec with one part, written on one line a member.
    static let dotsInParts = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1,
          "params": { "count": 3, "minScale": 0.4 },
          "parts": [
            {
              \(layoutLine)
              "shape": { "type": "circle" },
              \(staggerLine)
              "tracks": [
                \(scaleLine)
                { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1] }
              ]
            }
          ]
        }

        """

    /// A number as the forms write it (JavaScript's shortest form).
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Clicks the view `identifier` once it is scrolled into view.
    private func click(_ studio: StudioSession, _ identifier: String) throws {
        try studio.click(node: try reveal(studio, identifier))
    }
}
