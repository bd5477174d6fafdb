import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// The spec's name and params as a form in the real window: a rename changes every use in one
/// undoable step; deleting a used param asks, and its button writes the default in each place.
final class ParamsFormJourneys: JourneyTestCase {
    static let pulse = """
        {
          "schemaVersion": 1,
          "name": "Pulse",
          "duration": 0.75,
          "params": { "count": 3, "minScale": 0.3 },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.05 },
          "shape": { "type": "circle" },
          "tracks": [{ "property": "scale", "keyTimes": [0, 0.3, 1], "values": [1, { "$param": "minScale" }, 1] }]
        }

        """

    func testRenamingAndDeletingParamsFromTheForm() throws {
        let first = try launch()
        let path = try writeSpec(first, "pulse.json", Self.pulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (1280, 800))
        try studio.wait("the spec") { $0.editor.document?.name == "pulse.json" }
        try studio.key("alt+2")
        try studio.waitForTree("the spec's form on Design") { $0.view("forms.param.minScale.name") != nil }

        // The name.
        try studio.click(node: try reveal(studio, "forms.spec.name"))
        try studio.key("ctrl+a")
        try studio.type("Pulse dots")
        try studio.key("Return")
        try studio.wait("renamed spec") { $0.source.text?.contains(#""name": "Pulse dots""#) == true }

        // minScale becomes low: its declaration and its use, in one step.
        try studio.click(node: try reveal(studio, "forms.param.minScale.name"))
        try studio.key("ctrl+a")
        try studio.type("low")
        try studio.key("Return")
        var state = try studio.wait("renamed everywhere") {
            $0.source.text?.contains(#"{ "count": 3, "low": 0.3 }"#) == true
                && $0.source.text?.contains(#"{ "$param": "low" }"#) == true
        }
        XCTAssertEqual(state.history.undo, studio.text(EditorFormsText.undoRenameParam("minScale", to: "low")))
        XCTAssertEqual(state.editor.document?.problems, [])

        // Deleting count, which the layout uses, asks first; its button inlines 3.
        try studio.click(node: try reveal(studio, "forms.param.count.remove"))
        state = try studio.wait("the question") { $0.toasts.contains { $0.contains("\"count\" is used once") } }
        XCTAssertTrue(state.source.text?.contains(#""count": 3, "low""#) == true, "nothing deleted yet")
        try studio.click("forms.param.inline")
        state = try studio.wait("inlined and deleted") {
            $0.source.text?.contains(#""params": { "low": 0.3 }"#) == true
                && $0.source.text?.contains(#""count": 3, "gap""#) == true
        }
        XCTAssertEqual(state.editor.elements, 3, "the row keeps its three dots")
        try studio.assertScreenIsCurrent("the params form after the delete")

        // One undo brings the param and its use back; the file is written only by Save.
        try studio.key("ctrl+z")
        try studio.wait("undone") { $0.source.text?.contains(#"{ "$param": "count" }"#) == true }
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), Self.pulse, "not saved: the file is as it was")
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(#""low": 0.3"#))
        assertAlive(studio, "after the params form")
    }
}
