import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Soft wrap: a long line goes on in the next rows (after a space where it can), nothing
/// scrolls sideways, and clicks, arrows, the caret and the gutter follow the rows on screen.
final class CodeEditorSoftWrapTests: XCTestCase {
    /// A line of `count` words "w0 w1 w2 …" (each word and its space 3 to 5 cells).
    nonisolated static func words(_ count: Int) -> String { (0..<count).map { "w\($0)" }.joined(separator: " ") }

    func testALongLineBreaksAfterASpaceWithinTheWidthAndNeverScrollsSideways() {
        onMain {
            let text = "short\n" + Self.words(60) + "\nend"
            let f = EditorFixture(text, width: 300, height: 300)
            f.window.rootView.layoutIfNeeded()
            XCTAssertEqual(f.editor.shownRowCount, 3)
            XCTAssertFalse(f.editor.horizontalBar.isHidden, "unwrapped, the long line scrolls sideways")
            f.editor.wrapsLines = true
            f.window.rootView.layoutIfNeeded()
            let width = f.editor.wrapWidth
            XCTAssertGreaterThan(f.editor.shownRowCount, 4)
            XCTAssertTrue(f.editor.horizontalBar.isHidden, "no sideways scroll while wrapping")
            XCTAssertEqual(f.editor.maximumScrollX, 0)
            let line = f.model.buffer.lineContentRange(1)
            let bytes = Array(f.model.buffer.bytes[line])
            var covered = 0
            for row in 1..<(f.editor.shownRowCount - 1) {
                let segment = f.editor.segment(atRow: row)
                XCTAssertEqual(segment.line, 1)
                XCTAssertEqual(segment.startCell, covered, "the rows cover the line without gaps")
                let end = segment.endCell ?? bytes.count
                XCTAssertLessThanOrEqual(end - segment.startCell, width, "each row fits the width")
                if segment.endCell != nil {
                    XCTAssertEqual(bytes[end - 1], 0x20, "a row breaks after a space")
                }
                covered = end
            }
            XCTAssertEqual(covered, bytes.count)
            XCTAssertEqual(f.editor.segment(atRow: f.editor.shownRowCount - 1).line, 2, "the last line follows")
            f.editor.wrapsLines = false
            f.window.rootView.layoutIfNeeded()
            XCTAssertEqual(f.editor.shownRowCount, 3, "turned off, a line is a row again")
        }
    }

    func testMinifiedJSONBreaksAfterAComma() {
        onMain {
            let text = "[" + (0..<80).map { "\"k\($0)\"" }.joined(separator: ",") + "]"
            let f = EditorFixture(text, width: 300, height: 300)
            f.editor.wrapsLines = true
            f.window.rootView.layoutIfNeeded()
            XCTAssertGreaterThan(f.editor.shownRowCount, 3)
            let bytes = Array(f.model.buffer.bytes)
            for row in 0..<(f.editor.shownRowCount - 1) {
                let end = f.editor.segment(atRow: row).endCell!
                XCTAssertEqual(bytes[end - 1], UInt8(ascii: ","), "row \(row) ends after a comma")
            }
        }
    }

    func testAWordLongerThanTheRowBreaksAtTheWidth() {
        onMain {
            let f = EditorFixture(String(repeating: "x", count: 200), width: 300, height: 200)
            f.editor.wrapsLines = true
            f.window.rootView.layoutIfNeeded()
            let width = f.editor.wrapWidth
            XCTAssertEqual(f.editor.shownRowCount, (200 + width - 1) / width)
            XCTAssertEqual(f.editor.segment(atRow: 1).startCell, width)
        }
    }

    func testTheCaretClicksAndArrowsFollowTheRowsOnScreen() {
        onMain {
            let f = EditorFixture(Self.words(60) + "\nend", width: 300, height: 300)
            f.editor.wrapsLines = true
            f.window.rootView.layoutIfNeeded()
            let second = f.editor.segment(atRow: 1)
            // Down from the start goes to the second row of the same line, not the next line.
            f.window.press(.down)
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 0)
            XCTAssertEqual(f.model.caret, second.startCell, "down keeps the cell within the row")
            XCTAssertEqual(f.editor.row(ofOffset: f.model.caret).row, 1)
            f.window.press(.up)
            XCTAssertEqual(f.model.caret, 0)
            // A click on the third row lands in the line's third part.
            let third = f.editor.segment(atRow: 2)
            let p = f.editor.point(of: third.startCell + 2)
            f.window.click(p.x + 1, p.y + f.editor.metrics.lineHeight / 2)
            XCTAssertEqual(f.model.caret, third.startCell + 2)
            // Far right of a row that breaks keeps the caret on that row.
            f.window.click(295, p.y + f.editor.metrics.lineHeight / 2)
            XCTAssertEqual(f.editor.row(ofOffset: f.model.caret).row, 2)
            XCTAssertLessThan(f.model.caret, third.endCell!)
            // End goes to the line's end, on its last row.
            f.window.press(.end)
            XCTAssertEqual(f.editor.row(ofOffset: f.model.caret).row, f.editor.shownRowCount - 2)
        }
    }

    func testFoldsAndEditsRebreakTheRows() {
        onMain {
            let text = "{\n  \"a\": \"" + Self.words(40) + "\",\n  \"b\": 1\n}"
            let f = EditorFixture(text, width: 300, height: 300, folds: true)
            f.editor.wrapsLines = true
            f.window.rootView.layoutIfNeeded()
            let wrapped = f.editor.shownRowCount
            XCTAssertGreaterThan(wrapped, 4)
            f.model.toggleFold(line: 0)
            f.window.rootView.layoutIfNeeded()
            XCTAssertEqual(f.editor.shownRowCount, 2, "a fold hides the wrapped line's rows with it")
            f.model.toggleFold(line: 0)
            f.model.moveCaret(to: f.model.buffer.lineContentRange(1).upperBound, extend: false)
            f.type(" " + Self.words(20))
            f.window.rootView.layoutIfNeeded()
            XCTAssertGreaterThan(f.editor.shownRowCount, wrapped, "typing rebreaks the line")
        }
    }

    func testAWrappedLineShowsItsNumberOnceAndItsRowsInTheWindow() {
        onMain {
            let f = EditorFixture(Self.words(40) + "\nsecond", width: 300, height: 200, tokens: true)
            f.editor.wrapsLines = true
            f.model.select(.caret(f.model.buffer.count))
            let pixmap = f.render(named: "wrapped")
            let m = f.editor.metrics
            let blank = pixmap.hex(Int(f.editor.textLeft) + 2, 195)
            let textTop = f.editor.textTop
            func inked(_ xs: Range<Int>, row: Int) -> Bool {
                let y = textTop + Double(row) * m.lineHeight
                return (Int(y) + 2..<Int(y + m.lineHeight) - 2).contains { y in
                    xs.contains { pixmap.hex($0, y) != blank }
                }
            }
            let rows = f.editor.shownRowCount
            XCTAssertGreaterThan(rows, 3)
            for row in 0..<rows {
                XCTAssertTrue(inked(Int(f.editor.textLeft)..<290, row: row), "row \(row) shows text")
            }
            let numbers =
                Int(CodeEditorView.diagnosticMarkWidth)..<Int(f.editor.gutterWidth - CodeEditorView.foldMarkerWidth)
            XCTAssertTrue(inked(numbers, row: 0), "the line's number on its first row")
            for row in 1..<(rows - 1) {
                XCTAssertFalse(inked(numbers, row: row), "no number on row \(row), a wrapped line's later row")
            }
            XCTAssertTrue(inked(numbers, row: rows - 1), "the next line's number")
        }
    }
}
