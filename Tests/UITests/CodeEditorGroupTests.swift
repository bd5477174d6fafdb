import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Patches applied from outside the keyboard as one named undo group, coalesced while a drag
/// goes on, and the history's events for a host's own timeline.
final class CodeEditorGroupTests: XCTestCase {
    func testPatchesApplyAsOneNamedGroupAndCoalesceUntilEnded() {
        onMain {
            let f = EditorFixture("[0, 0.5, 1]")
            var events: [CodeEditorHistoryEvent] = []
            f.model.onHistoryEvent = { events.append($0) }
            // Offsets into the text before, in any order.
            f.model.apply(
                [TextPatch(range: 9..<10, replacement: "2"), TextPatch(range: 4..<7, replacement: "0.4")], name: "Move")
            XCTAssertEqual(f.text, "[0, 0.4, 2]")
            XCTAssertEqual(f.model.undoName, "Move")
            f.model.apply([TextPatch(range: 4..<7, replacement: "0.3")], name: "Drag", coalescingKey: "k")
            f.model.apply([TextPatch(range: 4..<7, replacement: "0.2")], name: "Drag", coalescingKey: "k")
            f.model.endCoalescing()
            f.model.apply([TextPatch(range: 4..<7, replacement: "0.1")], name: "Drag", coalescingKey: "k")
            XCTAssertEqual(
                events,
                [
                    .recorded(name: "Move", joined: false), .recorded(name: "Drag", joined: false),
                    .recorded(name: "Drag", joined: true), .recorded(name: "Drag", joined: false),
                ])
            f.model.undo()
            XCTAssertEqual(f.text, "[0, 0.2, 2]")
            f.model.undo()
            XCTAssertEqual(f.text, "[0, 0.4, 2]", "the drag's edits are one step")
            f.model.undo()
            XCTAssertEqual(f.text, "[0, 0.5, 1]")
            f.model.redo()
            XCTAssertEqual(f.model.redoName, "Drag")
            XCTAssertEqual(events.suffix(4), [.undone, .undone, .undone, .redone])

            // Typing never joins a named group.
            f.model.moveCaret(to: 11, extend: false)
            f.type(" ")
            XCTAssertEqual(f.model.undoName, .typing)

            // A patch from outside clears the history, and says so.
            f.model.buffer.apply(TextPatch(range: 0..<0, replacement: " "))
            XCTAssertEqual(events.last, .cleared)
            XCTAssertFalse(f.model.canUndo)
        }
    }

    func testNothingChangesAReadOnlyText() {
        onMain {
            let f = EditorFixture("[1]")
            f.model.isReadOnly = true
            f.model.apply([TextPatch(range: 1..<2, replacement: "2")], name: "Set")
            XCTAssertEqual(f.text, "[1]")
            XCTAssertFalse(f.model.canUndo)
        }
    }
}
