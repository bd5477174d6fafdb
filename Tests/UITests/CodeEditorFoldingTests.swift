import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Folding: ranges from a provider, markers in the gutter, hidden rows, a caret that never
/// enters a folded region.
final class CodeEditorFoldingTests: XCTestCase {
    func testFoldingHidesTheLinesAndMapsRows() {
        onMain {
            let f = EditorFixture(sampleJSON, folds: true)
            _ = f.window.recordFrame()
            XCTAssertTrue(f.model.canFold(line: 0))
            XCTAssertTrue(f.model.canFold(line: 4))
            XCTAssertTrue(f.model.canFold(line: 5))
            XCTAssertFalse(f.model.canFold(line: 1))
            let rows = f.model.rowCount
            f.model.toggleFold(line: 4)  // "parts": [ ... ] hides lines 5 to 9
            XCTAssertEqual(f.model.rowCount, rows - 5)
            XCTAssertTrue(f.model.isHidden(line: 6))
            XCTAssertEqual(f.model.line(atRow: 5), 10)
            XCTAssertEqual(f.model.row(ofLine: 10), 5)
            f.model.toggleFold(line: 4)
            XCTAssertEqual(f.model.rowCount, rows)
        }
    }

    func testRangesGivenAgainAfterAnEditMovedTheLinesAreTakenAgain() {
        var state = FoldingState()
        let ranges = [CodeFoldRange(startLine: 2, endLine: 5)]
        state.setAvailable(ranges, lineCount: 10)
        state.shift(editedLines: 0, through: 0, lineDelta: 1)
        XCTAssertTrue(state.canFold(line: 3))
        XCTAssertFalse(state.canFold(line: 2))
        // A large text's provider answers from the previous analysis until the next one arrives.
        state.setAvailable(ranges, lineCount: 10)
        XCTAssertTrue(state.canFold(line: 2), "the provider's list is taken again")
        // Typing within a line moves nothing.
        state.shift(editedLines: 3, through: 3, lineDelta: 0)
        XCTAssertTrue(state.canFold(line: 2))
        state.toggle(line: 2)
        state.shift(editedLines: 3, through: 3, lineDelta: 0)
        XCTAssertFalse(state.isFolded(line: 2), "an edit inside a folded range opens it")
    }

    func testTheCaretSkipsFoldedLines() {
        onMain {
            let f = EditorFixture(sampleJSON, folds: true)
            _ = f.window.recordFrame()
            f.model.toggleFold(line: 4)
            f.model.select(.caret(f.model.buffer.lineContentRange(4).upperBound))
            f.window.press(.right)
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 10, "past the fold, not into it")
            f.window.press(.left)
            XCTAssertEqual(f.model.caret, f.model.buffer.lineContentRange(4).upperBound)
            f.window.press(.down)
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 10)
            f.window.press(.up)
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 4)
            // A caret inside a range that folds goes to the end of its first line.
            f.model.toggleFold(line: 4)
            f.model.select(.caret(f.model.buffer.lineStarts[7] + 2))
            f.model.toggleFold(line: 4)
            XCTAssertEqual(f.model.caret, f.model.buffer.lineContentRange(4).upperBound)
            // Selecting a hidden offset is moved out of the fold.
            f.model.select(.caret(f.model.buffer.lineStarts[6]))
            XCTAssertFalse(f.model.isHidden(line: f.model.buffer.line(containing: f.model.caret)))
        }
    }

    func testAClickOnTheFoldMarkerFoldsAndFoldsFollowEdits() {
        onMain {
            let f = EditorFixture(sampleJSON, folds: true)
            _ = f.window.recordFrame()
            let m = f.editor.metrics
            let markerX = f.editor.gutterWidth - CodeEditorView.foldMarkerWidth / 2
            f.window.click(markerX, 4.5 * m.lineHeight)
            XCTAssertTrue(f.model.isFolded(line: 4))
            // An edit above the fold moves it down with its lines.
            f.model.select(.caret(1))
            f.window.press(.enter)
            _ = f.window.recordFrame()
            XCTAssertTrue(f.model.isFolded(line: 5))
            XCTAssertTrue(f.model.isHidden(line: 7))
            // Ctrl+Shift+] unfolds on the fold's line, Ctrl+Shift+[ folds the range around the caret.
            f.model.select(.caret(f.model.buffer.lineStarts[5]))
            f.window.press(.character("]"), [.control, .shift])
            XCTAssertFalse(f.model.isFolded(line: 5))
            f.model.select(.caret(f.model.buffer.lineStarts[8]))
            f.window.press(.character("["), [.control, .shift])
            XCTAssertTrue(f.model.isFolded(line: 6))
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 6)
        }
    }

    func testFindAndGoToLineOpenTheFoldsThatHideTheirTarget() {
        onMain {
            let f = EditorFixture(sampleJSON, folds: true)
            _ = f.window.recordFrame()
            f.model.toggleFold(line: 4)
            f.model.selectMatch(of: "circle", caseSensitive: true)
            XCTAssertFalse(f.model.isFolded(line: 4))
            f.model.toggleFold(line: 0)
            f.model.goTo(line: 3)
            XCTAssertFalse(f.model.isFolded(line: 0))
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 2)
        }
    }
}
