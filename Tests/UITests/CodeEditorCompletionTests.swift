import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// The completion list: Ctrl+Space or a trigger character, filtering as the user types, keys
/// and clicks.
final class CodeEditorCompletionTests: XCTestCase {
    func testCtrlSpaceShowsTheListWhichFiltersAsTheUserTypes() {
        onMain {
            let f = EditorFixture("{ in }")
            f.editor.completionProvider = TestCompletions()
            f.model.select(.caret(4))
            f.window.press(.space, .control)
            XCTAssertEqual(f.editor.shownCompletions?.items.map(\.label), ["indicator", "index"])
            XCTAssertFalse(f.editor.completionPopup.isHidden)
            f.type("d")
            XCTAssertEqual(f.editor.shownCompletions?.items.map(\.label), ["indicator", "index"])
            f.type("i")
            XCTAssertEqual(f.editor.shownCompletions?.items.map(\.label), ["indicator"])
            f.window.press(.enter)
            XCTAssertEqual(f.text, "{ indicator }")
            XCTAssertNil(f.editor.shownCompletions)
            XCTAssertEqual(f.model.caret, 11)
            f.model.undo()
            XCTAssertEqual(f.text, "{ indi }")
        }
    }

    func testArrowsChooseTabAcceptsEscCloses() {
        onMain {
            let f = EditorFixture("")
            f.editor.completionProvider = TestCompletions()
            f.window.press(.space, .control)
            XCTAssertEqual(f.editor.shownCompletions?.items.count, 5)
            f.window.press(.down)
            f.window.press(.down)
            XCTAssertEqual(f.editor.shownCompletions?.selected, 2)
            f.window.press(.up)
            f.window.press(.tab)
            XCTAssertEqual(f.text, "index")
            f.window.press(.space, .control)
            f.window.press(.escape)
            XCTAssertNil(f.editor.shownCompletions)
            XCTAssertEqual(f.text, "index")
            f.window.press(.up)  // the list is closed: the caret moves
            XCTAssertEqual(f.model.caret, 0)
        }
    }

    func testATriggerCharacterOpensTheListAndAClickChooses() {
        onMain {
            let f = EditorFixture("")
            f.editor.completionProvider = TestCompletions()
            f.type("\"")
            XCTAssertNotNil(f.editor.shownCompletions)
            XCTAssertEqual(f.text, "\"\"")
            f.type("d")
            XCTAssertEqual(f.editor.shownCompletions?.items.map(\.label), ["indicator", "index", "duration", "delay"])
            f.window.rootView.layoutIfNeeded()
            let popup = f.editor.completionPopup.windowFrame
            XCTAssertGreaterThan(popup.minY, f.editor.point(of: 0).y, "below the caret's row")
            f.window.click(popup.minX + 20, popup.minY + 2 + CodeCompletionPopup.rowHeight * 2.5)
            XCTAssertEqual(f.text, "\"duration\"")
            XCTAssertNil(f.editor.shownCompletions)
            XCTAssertTrue(f.window.focusedView === f.editor)
        }
    }

    func testTheListClosesWhenNothingMatchesOrTheCaretLeaves() {
        onMain {
            let f = EditorFixture("ab")
            f.editor.completionProvider = TestCompletions()
            f.model.select(.caret(2))
            f.window.press(.space, .control)
            XCTAssertNil(f.editor.shownCompletions, "nothing starts with ab")
            f.model.select(.caret(0))
            f.window.press(.space, .control)
            XCTAssertNotNil(f.editor.shownCompletions)
            f.type("q")
            XCTAssertNil(f.editor.shownCompletions)
            f.window.press(.space, .control)
            f.window.press(.backspace)
            f.window.press(.backspace)
            XCTAssertNil(f.editor.shownCompletions, "the caret went before where the list was asked")
        }
    }
}
