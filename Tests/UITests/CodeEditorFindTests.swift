import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// The find bar (Ctrl+F) and go to line (Ctrl+G).
final class CodeEditorFindTests: XCTestCase {
    static let text = "Alpha beta\nalpha gamma\nALPHA delta\nbeta"

    func testCtrlFFindsForwardAndBackwardWrappingAroundAndEscReturnsFocus() {
        onMain {
            let f = EditorFixture(Self.text)
            f.window.press(.character("f"), .control)
            XCTAssertTrue(f.editor.isFindBarOpen)
            XCTAssertTrue(f.window.focusedView === f.editor.findBar.field)
            f.type("alpha")
            XCTAssertEqual(f.editor.findBar.statusLabel.text, "3 matches")
            f.window.press(.enter)
            XCTAssertEqual(f.model.selection.range, 0..<5, "the first match from the caret on")
            XCTAssertEqual(f.editor.findBar.statusLabel.text, "1 of 3")
            f.window.press(.enter)
            XCTAssertEqual(f.model.selection.range, 11..<16)
            XCTAssertEqual(f.editor.findBar.statusLabel.text, "2 of 3")
            f.window.press(.function(3))
            XCTAssertEqual(f.model.selection.range, 23..<28)
            f.window.press(.function(3))
            XCTAssertEqual(f.model.selection.range, 0..<5, "wraps around")
            f.window.press(.enter, .shift)
            XCTAssertEqual(f.model.selection.range, 23..<28, "wraps around backwards")
            f.window.press(.function(3), .shift)
            XCTAssertEqual(f.model.selection.range, 11..<16)
            f.window.press(.escape)
            XCTAssertFalse(f.editor.isFindBarOpen)
            XCTAssertTrue(f.window.focusedView === f.editor, "focus comes back to the text")
            // F3 in the text goes on with the last query.
            f.window.press(.function(3))
            XCTAssertEqual(f.model.selection.range, 23..<28)
        }
    }

    func testMatchCaseAndAPrefilledSelection() {
        onMain {
            let f = EditorFixture(Self.text)
            f.model.select(TextSelection(anchor: 23, head: 28))
            f.window.press(.character("f"), .control)
            XCTAssertEqual(f.editor.findBar.field.text, "ALPHA", "a one-line selection fills the field")
            f.editor.findBar.matchCaseToggle.toggle()
            XCTAssertEqual(f.editor.findBar.statusLabel.text, "1 of 1")
            f.window.press(.enter)
            XCTAssertEqual(f.model.selection.range, 23..<28)
            f.editor.findBar.field.setText("")
            f.type("zzz")
            XCTAssertEqual(f.editor.findBar.statusLabel.text, "No results")
        }
    }

    func testMatchesAreHighlightedOnlyWhileTheBarIsOpen() {
        onMain {
            let f = EditorFixture(Self.text)
            XCTAssertTrue(f.editor.visibleFindMatches(in: 0..<f.model.buffer.count).isEmpty)
            f.window.press(.character("f"), .control)
            f.type("beta")
            XCTAssertEqual(f.editor.visibleFindMatches(in: 0..<f.model.buffer.count), [6..<10, 35..<39])
            XCTAssertEqual(f.editor.visibleFindMatches(in: 20..<30), [])
        }
    }

    func testGoToLineAndLineColumnAndABadEntry() {
        onMain {
            let f = EditorFixture((1...300).map { "line \($0) é text" }.joined(separator: "\n"), height: 200)
            f.window.press(.character("g"), .control)
            XCTAssertTrue(f.window.focusedView === f.editor.findBar.field)
            f.type("250")
            f.window.press(.enter)
            XCTAssertEqual(f.model.buffer.position(of: f.model.caret), TextPosition(line: 249, column: 0))
            XCTAssertTrue(f.window.focusedView === f.editor)
            XCTAssertGreaterThan(f.editor.scrollY, 0, "the line is scrolled into view")
            f.window.press(.character("g"), .control)
            f.type("12:10")
            f.window.press(.enter)
            // Column 10 is the tenth character: after "line 12 é" (the é is two bytes).
            XCTAssertEqual(f.model.buffer.position(of: f.model.caret), TextPosition(line: 11, column: 10))
            f.window.press(.character("g"), .control)
            f.type("twelve")
            f.window.press(.enter)
            XCTAssertTrue(f.editor.isFindBarOpen)
            XCTAssertEqual(f.editor.findBar.statusLabel.text, "Type a line from 1 to 300, or line:column")
            f.window.press(.escape)
            f.window.press(.character("g"), .control)
            f.type("99999:99")
            f.window.press(.enter)
            XCTAssertEqual(f.model.caret, f.model.buffer.count, "clamped to the last line's end")
        }
    }
}
