import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// Where a designer starts, in the real window: the New dialog's "Start from" list of the
/// built-ins and examples (filtered as a name is typed), and the common moves that add a track
/// with its keyframes in one click.
final class StartFromJourneys: JourneyTestCase {
    func testTheStartFromListFiltersAndOpensACopy() throws {
        let studio = try launch(["--mode", "editor"], window: (1280, 800))
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.key("ctrl+n")
        var tree = try studio.waitForTree("the New dialog's list") { $0.view("new.entry.BallPulse") != nil }
        XCTAssertNotNil(tree.view("new.entry.layout-ring"), "the examples are listed too")
        XCTAssertEqual(try studio.layoutProblems(), [], "the dialog's list fits")
        try studio.assertScreenIsCurrent("the Start from list")

        // Typing filters: "ring" keeps the ring layouts and the Ring built-ins, not BallPulse.
        // (The wait is for the whole word: after its first letter alone BallPulse is gone too.)
        try studio.type("ring")
        func entries(_ tree: ViewTree) -> [String] {
            tree.all { $0.id?.hasPrefix("new.entry.") == true }.compactMap(\.id)
        }
        tree = try studio.waitForTree("filtered") { tree in
            tree.view("new.entry.BallPulse") == nil && entries(tree).allSatisfy { $0.lowercased().contains("ring") }
        }
        XCTAssertNotNil(tree.view("new.entry.layout-ring"))
        let listed = entries(tree)
        XCTAssertTrue(listed.allSatisfy { $0.lowercased().contains("ring") }, "\(listed)")

        // A click on a row opens a copy of it, unsaved, in the Editor.
        try studio.click("new.entry.layout-ring")
        let state = try studio.wait("a copy of layout-ring") {
            $0.popover == nil && $0.editor.document?.name == studio.text(SourcePaneText.copyOf("layout-ring"))
        }
        XCTAssertNil(state.editor.document?.path, "a copy is not saved anywhere until Save As")
        XCTAssertTrue(state.source.text?.contains(#""type": "ring""#) == true)

        // Enter with a part of a name opens the first match.
        try studio.key("ctrl+n")
        try studio.waitForTree("the dialog again") { $0.view("new.listing") != nil }
        try studio.type("spin")
        try studio.waitForTree("filtered to spinners") { $0.view("new.entry.BallPulse") == nil }
        let first = try XCTUnwrap(
            try studio.views { $0.id?.hasPrefix("new.entry.") == true }.first?.id)
        try studio.key("Return")
        try studio.wait("the first match opened") {
            $0.popover == nil
                && $0.editor.document?.name
                    == studio.text(SourcePaneText.copyOf(String(first.dropFirst("new.entry.".count))))
        }
        assertAlive(studio, "after the Start from list")
    }

    func testACommonMoveAddsItsTrackAndReplacesOneOfItsProperty() throws {
        let studio = try launch(window: (1280, 800))
        try studio.key("ctrl+n")
        try studio.wait("the New dialog") { $0.popover == "new" }
        try studio.key("Return")
        try studio.wait("a blank spec") { $0.mode == "editor" && $0.forms.layout?.type == "single" }
        try studio.click("inspector.index.tracks")
        try studio.click(node: try reveal(studio, "forms.addMove.spin"))
        var state = try studio.wait("a spin") { $0.source.text?.contains(#""property": "rotate""#) == true }
        XCTAssertTrue(state.source.text?.contains("[0, 6.283185307179586]") == true, state.source.text ?? "")
        XCTAssertEqual(state.history.undo, studio.text(Message("editorForms.undo.addSpin")))
        XCTAssertEqual(state.editor.selection, "tracks[1]")

        // Pulse on a spec that scales already replaces its scale track, in place.
        try studio.click(node: try reveal(studio, "forms.addMove.pulse"))
        state = try studio.wait("a pulse") { $0.source.text?.contains("[1, 0.6, 1]") == true }
        let spec = try XCTUnwrap(state.source.text)
        XCTAssertEqual(spec.components(separatedBy: #""property": "scale""#).count, 2, "one scale track")
        XCTAssertEqual(state.editor.selection, "tracks[0]")
        try studio.key("ctrl+z")
        try studio.wait("the blank spec's scale back") { $0.source.text?.contains("[0.6, 1, 0.6]") == true }
        assertAlive(studio, "after the moves")
    }
}
