import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Typing, the caret, selection, clipboard, indentation and auto-closing by synthetic events.
final class CodeEditorEditingTests: XCTestCase {
    func testTypingInsertsAtTheCaretAndReplacesTheSelection() {
        onMain {
            let f = EditorFixture("hello world")
            f.model.select(.caret(5))
            f.type(",")
            XCTAssertEqual(f.text, "hello, world")
            f.model.select(TextSelection(anchor: 7, head: 12))
            f.type("there")
            XCTAssertEqual(f.text, "hello, there")
            XCTAssertEqual(f.model.selection, .caret(12))
        }
    }

    func testArrowsWordsHomeEndAndDocumentEndsWithShiftExtending() {
        onMain {
            let f = EditorFixture("    let value = 42\nnext line")
            f.model.select(.caret(10))
            f.window.press(.home)
            XCTAssertEqual(f.model.caret, 4, "smart home goes to the first non-blank character")
            f.window.press(.home)
            XCTAssertEqual(f.model.caret, 0)
            f.window.press(.home)
            XCTAssertEqual(f.model.caret, 4)
            f.window.press(.right, .control)
            XCTAssertEqual(f.model.caret, 7)
            f.window.press(.right, [.control, .shift])
            XCTAssertEqual(f.model.selection, TextSelection(anchor: 7, head: 13))
            f.window.press(.left)
            XCTAssertEqual(f.model.selection, .caret(7), "Left collapses to the selection's start")
            f.window.press(.end, .shift)
            XCTAssertEqual(f.model.selection, TextSelection(anchor: 7, head: 18))
            f.window.press(.down)
            XCTAssertEqual(f.model.caret, 28, "down keeps the column, clamped to the shorter line")
            f.window.press(.home, [.control, .shift])
            XCTAssertEqual(f.model.selection, TextSelection(anchor: 28, head: 0))
            f.window.press(.end, .control)
            XCTAssertEqual(f.model.caret, f.model.buffer.count)
            f.window.press(.character("a"), .control)
            XCTAssertEqual(f.model.selection.range, 0..<f.model.buffer.count)
        }
    }

    func testVerticalMovesKeepTheColumnAcrossShortLinesAndPagesMoveByTheScreen() {
        onMain {
            let f = EditorFixture(
                "abcdefgh\nab\nabcdefgh\n" + (0..<100).map { "line \($0)" }.joined(separator: "\n"), height: 200)
            f.model.select(.caret(6))
            f.window.press(.down)
            XCTAssertEqual(f.model.caret, 11)
            f.window.press(.down)
            XCTAssertEqual(f.model.caret, 18)
            let rows = f.editor.visibleRowCount
            f.window.press(.pageDown)
            XCTAssertEqual(f.model.buffer.line(containing: f.model.caret), 2 + rows)
            XCTAssertGreaterThan(f.editor.scrollY, 0, "the caret is kept in view")
            let caretTop = f.editor.point(of: f.model.caret).y
            XCTAssertGreaterThanOrEqual(caretTop, f.editor.textViewport.minY)
            XCTAssertLessThanOrEqual(caretTop + f.editor.metrics.lineHeight, f.editor.textViewport.maxY)
            f.window.press(.pageUp, .shift)
            XCTAssertEqual(f.model.selection.head, 18)
        }
    }

    func testTheCaretNeverSplitsAScalarAndStepsOverCombiningMarks() {
        onMain {
            let text = "aé😀e\u{301}b"  // é is 2 bytes, the emoji 4, e + combining acute 3
            let f = EditorFixture(text)
            f.model.select(.caret(0))
            var stops: [Int] = []
            for _ in 0..<6 {
                f.window.press(.right)
                stops.append(f.model.caret)
            }
            XCTAssertEqual(stops, [1, 3, 7, 10, 11, 11])
            f.window.press(.backspace)
            f.window.press(.backspace)
            XCTAssertEqual(f.text, "aé😀")
            // A position inside a scalar is moved to its start.
            f.model.select(.caret(2))
            XCTAssertEqual(f.model.caret, 1)
            XCTAssertEqual(f.model.buffer.apply(TextPatch(range: 2..<5, replacement: "x")).patch.range, 1..<7)
        }
    }

    func testEnterKeepsTheIndentationAndIndentsAfterAnOpeningBracket() {
        onMain {
            let f = EditorFixture("  \"a\": 1")
            f.model.select(.caret(f.model.buffer.count))
            f.window.press(.enter)
            XCTAssertEqual(f.text, "  \"a\": 1\n  ")
            f.type("\"b\": {")
            XCTAssertEqual(f.text, "  \"a\": 1\n  \"b\": {}", "the brace closes itself")
            f.window.press(.enter)
            XCTAssertEqual(
                f.text, "  \"a\": 1\n  \"b\": {\n    \n  }",
                "Enter between the pair puts the closing one on its own line")
            XCTAssertEqual(f.model.caret, offset(of: "    \n", in: f.text) + 4)
            f.type("[")
            f.window.press(.enter)
            XCTAssertEqual(f.text, "  \"a\": 1\n  \"b\": {\n    [\n      \n    ]\n  }")
        }
    }

    func testAutoClosedCharactersAreSteppedOverAndDeletedAsAPair() {
        onMain {
            let f = EditorFixture("")
            f.type("{\"")
            XCTAssertEqual(f.text, "{\"\"}")
            f.type("ab\"")
            XCTAssertEqual(f.text, "{\"ab\"}", "typing the closing quote steps over the inserted one")
            f.type("}")
            XCTAssertEqual(f.text, "{\"ab\"}")
            XCTAssertEqual(f.model.caret, 6)
            f.type(" [")
            XCTAssertEqual(f.text, "{\"ab\"} []")
            f.window.press(.backspace)
            XCTAssertEqual(f.text, "{\"ab\"} ", "Backspace between a just-inserted pair deletes both")
            // A closing character typed by the user where none was inserted is typed.
            f.type("]")
            XCTAssertEqual(f.text, "{\"ab\"} ]")
            // No pair before a word character.
            f.model.select(.caret(0))
            f.type("[")
            XCTAssertEqual(f.text, "[{\"ab\"} ]")
        }
    }

    func testTabAndShiftTabIndentAndOutdentTheSelectedLinesAsABlock() {
        onMain {
            let f = EditorFixture("a\n  b\nc")
            f.model.select(.caret(0))
            f.window.press(.tab)
            XCTAssertEqual(f.text, "  a\n  b\nc")
            XCTAssertTrue(f.editor.isFocused, "Tab stays in the editor")
            f.model.select(TextSelection(anchor: 0, head: 7))
            f.window.press(.tab)
            XCTAssertEqual(f.text, "    a\n    b\nc", "a selection ending at a line's start leaves that line alone")
            f.window.press(.tab, .shift)
            f.model.select(TextSelection(anchor: 0, head: 9))
            f.window.press(.tab)
            XCTAssertEqual(f.text, "    a\n    b\n  c")
            f.window.press(.tab, .shift)
            XCTAssertEqual(f.text, "  a\n  b\nc")
            f.window.press(.tab, .shift)
            XCTAssertEqual(f.text, "a\nb\nc")
            // Ctrl+Tab leaves the editor.
            let other = TextField(text: "")
            f.editor.superview!.addSubview(other)
            other.frame = Rect(x: 0, y: 410, width: 100, height: 28)
            f.window.press(.tab, .control)
            XCTAssertFalse(f.editor.isFocused)
        }
    }

    func testCopyCutAndPasteThroughTheClipboard() {
        onMain {
            let f = EditorFixture("one\ntwo\nthree")
            f.model.select(TextSelection(anchor: 4, head: 7))
            f.window.press(.character("c"), .control)
            XCTAssertEqual(f.window.clipboard.text, "two")
            f.model.select(.caret(5))
            f.window.press(.character("x"), .control)
            XCTAssertEqual(f.window.clipboard.text, "two\n", "Ctrl+X with no selection cuts the line")
            XCTAssertEqual(f.text, "one\nthree")
            f.model.select(.caret(0))
            f.window.press(.character("v"), .control)
            XCTAssertEqual(f.text, "two\none\nthree")
            // The last line has no line break of its own: its cut takes the one before it.
            f.model.select(.caret(f.model.buffer.count))
            f.window.press(.character("x"), .control)
            XCTAssertEqual(f.text, "two\none")
        }
    }

    func testPastedLineBreaksTakeTheFileLineEndingAndNothingPastedCrashes() {
        onMain {
            let f = EditorFixture("a\nb")
            f.model.select(.caret(1))
            f.model.paste("x\r\ny\rz")
            XCTAssertEqual(f.text, "ax\ny\nz\nb", "CRLF and CR become the file's LF")
            let crlf = EditorFixture("a\r\nb")
            crlf.model.select(.caret(1))
            crlf.model.paste("x\ny")
            XCTAssertEqual(crlf.text, "ax\r\ny\r\nb", "a CRLF file keeps CRLF")
            XCTAssertEqual(crlf.model.buffer.lineText(1), "y")
            crlf.model.select(.caret(3))  // between \r and \n
            XCTAssertEqual(crlf.model.caret, 2)
            // NULs and control characters stay bytes of the text and draw as pictures.
            f.model.paste("\0\0\u{1}")
            XCTAssertTrue(f.text.contains("\0\0\u{1}"))
            _ = f.window.renderAll()
            // Invalid UTF-8 from a file is replaced, never kept.
            let decoded = TextDocumentBuffer(decoding: [0x61, 0xFF, 0xFE, 0x62])
            XCTAssertEqual(decoded.text, "a\u{FFFD}\u{FFFD}b")
            // A megabyte pasted in one go.
            let big = String(repeating: "0123456789abcde\n", count: 65_536)
            f.model.selectAll()
            f.model.paste(big)
            XCTAssertEqual(f.model.buffer.count, big.utf8.count)
            XCTAssertEqual(f.model.buffer.lineCount, 65_537)
            f.editor.scrollCaretIntoView()
            _ = f.window.recordFrame()
            f.window.press(.character("z"), .control)
            XCTAssertTrue(f.text.hasPrefix("ax\ny\nz"))
        }
    }

    func testMouseClicksDoubleAndTripleClicksAndDrags() {
        onMain {
            let f = EditorFixture("alpha beta\ngamma")
            let m = f.editor.metrics
            @MainActor func at(_ offset: Int) -> Point {
                let p = f.editor.point(of: offset)
                return Point(p.x + 1, p.y + m.lineHeight / 2)
            }
            let b = at(7)
            f.window.click(b.x, b.y)
            XCTAssertEqual(f.model.selection, .caret(7))
            f.window.click(b.x, b.y, clickCount: 2)
            XCTAssertEqual(f.model.selection.range, 6..<10)
            f.window.click(b.x, b.y, clickCount: 3)
            XCTAssertEqual(f.model.selection.range, 0..<11)
            f.window.click(at(2).x, at(2).y)
            let g = at(13)
            f.window.click(g.x, g.y, modifiers: .shift)
            XCTAssertEqual(f.model.selection, TextSelection(anchor: 2, head: 13))
            f.window.drag(from: at(1), to: at(4))
            XCTAssertEqual(f.model.selection, TextSelection(anchor: 1, head: 4))
            // A click on a line number selects the line.
            f.window.click(CodeEditorView.diagnosticMarkWidth + 2, m.lineHeight * 1.5)
            XCTAssertEqual(f.model.selection.range, 11..<16)
        }
    }

    func testReadOnlyRefusesEveryEditButMovesSelectsAndCopies() {
        onMain {
            let f = EditorFixture("keep me")
            f.editor.isReadOnly = true
            f.model.select(.caret(4))
            f.type("x")
            f.window.press(.enter)
            f.window.press(.backspace)
            f.window.press(.delete)
            f.window.press(.character("v"), .control)
            f.window.press(.character("x"), .control)
            f.model.paste("y")
            XCTAssertEqual(f.text, "keep me")
            f.window.press(.right, [.control, .shift])
            XCTAssertEqual(f.model.selection.range, 4..<7)
            f.window.press(.character("c"), .control)
            XCTAssertEqual(f.window.clipboard.text, " me")
            XCTAssertFalse(f.editor.capturesTabKey, "Tab moves focus in a read-only editor")
        }
    }

    func testEveryAppliedPatchIsReportedToTheObserver() {
        onMain {
            let f = EditorFixture("ab")
            var seen: [TextPatch] = []
            f.model.buffer.addObserver { seen.append($0.patch) }
            var selections: [TextSelection] = []
            f.editor.onSelectionChange = { selections.append($0) }
            f.model.select(.caret(1))
            f.type("x")
            f.window.press(.backspace)
            f.window.press(.character("z"), .control)
            XCTAssertEqual(selections, [.caret(1), .caret(2), .caret(1), .caret(2)])
            XCTAssertEqual(
                seen,
                [
                    TextPatch(range: 1..<1, replacement: "x"), TextPatch(range: 1..<2, replacement: ""),
                    TextPatch(range: 1..<1, replacement: "x"),
                ])
            // A patch from outside moves the selection.
            f.model.select(.caret(3))
            f.model.buffer.apply(TextPatch(range: 0..<0, replacement: "123"))
            XCTAssertEqual(f.model.caret, 6)
        }
    }

    func testTheLineIndexFollowsEveryPatch() {
        onMain {
            let buffer = TextDocumentBuffer("a\nbb\n\nccc")
            var rng = LinearCongruential(seed: 7)
            for _ in 0..<400 {
                let lower = rng.next(buffer.count + 1)
                let upper = min(buffer.count, lower + rng.next(6))
                let pieces = ["", "x", "\n", "y\nz", "\n\n", "é", "\r\n"]
                buffer.apply(TextPatch(range: lower..<upper, replacement: pieces[rng.next(pieces.count)]))
                XCTAssertEqual(buffer.lineStarts, TextDocumentBuffer.lineStarts(of: buffer.bytes[...], base: 0))
            }
            let text = buffer.text
            for offset in stride(from: 0, through: buffer.count, by: 3) {
                let position = buffer.position(of: offset)
                XCTAssertEqual(buffer.offset(of: position), buffer.scalarBoundary(atOrBefore: offset))
                _ = text
            }
        }
    }

    /// A whole text shown from bytes shares their storage (a large file held once) and reads and
    /// edits as `apply` would; bytes that are not UTF-8 are refused and change nothing.
    func testReplacingTheWholeTextSharesTheBytesUntilEdited() {
        onMain {
            let buffer = TextDocumentBuffer("old\ntext")
            var seen: [AppliedPatch] = []
            buffer.addObserver { seen.append($0) }
            let file = Array("{\n  \"a\": 1\n}\n".utf8)
            let applied = buffer.replaceAll(withUTF8: file)
            XCTAssertEqual(applied?.removed, "old\ntext")
            XCTAssertEqual(seen.map(\.patch.replacement), ["{\n  \"a\": 1\n}\n"])
            XCTAssertEqual(buffer.text, "{\n  \"a\": 1\n}\n")
            XCTAssertEqual(buffer.lineStarts, [0, 2, 11, 13])
            let fileAddress = file.withUnsafeBufferPointer { $0.baseAddress }
            XCTAssertTrue(fileAddress == buffer.bytes.withUnsafeBufferPointer { $0.baseAddress })
            buffer.apply(TextPatch(range: 9..<10, replacement: "2"))
            XCTAssertEqual(String(decoding: file, as: UTF8.self), "{\n  \"a\": 1\n}\n")
            XCTAssertEqual(buffer.text, "{\n  \"a\": 2\n}\n")
            XCTAssertNil(buffer.replaceAll(withUTF8: [0x61, 0xFF]))
            XCTAssertEqual(buffer.text, "{\n  \"a\": 2\n}\n")
            XCTAssertEqual(seen.count, 2)
        }
    }
}

/// A small deterministic generator for the tests.
struct LinearCongruential {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 6364136223846793005 &+ 1442695040888963407 }
    /// A number in 0..<bound (0 when bound is 0).
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return bound > 0 ? Int((state >> 33) % UInt64(bound)) : 0
    }
}

/// More keys and pointer gestures.
final class CodeEditorMoreEditingTests: XCTestCase {
    func testCtrlBackspaceAndCtrlDeleteRemoveWords() {
        onMain {
            let f = EditorFixture("alpha beta, gamma")
            f.model.select(.caret(10))
            f.window.press(.backspace, .control)
            XCTAssertEqual(f.text, "alpha , gamma")
            f.window.press(.delete, .control)
            XCTAssertEqual(f.text, "alpha  gamma")
            f.window.press(.delete, .control)
            XCTAssertEqual(f.text, "alpha ")
        }
    }

    func testADoubleClickDragExtendsByWords() {
        onMain {
            let f = EditorFixture("one two three four")
            let m = f.editor.metrics
            let a = f.editor.point(of: 5), b = f.editor.point(of: 15)
            f.window.handle(.pointerMove(Point(a.x + 1, a.y + m.lineHeight / 2)))
            f.window.handle(.pointerDown(Point(a.x + 1, a.y + m.lineHeight / 2), clickCount: 2))
            f.window.handle(.pointerMove(Point(b.x + 1, b.y + m.lineHeight / 2)))
            f.window.handle(.pointerUp(Point(b.x + 1, b.y + m.lineHeight / 2)))
            XCTAssertEqual(f.model.selection.range, 4..<18)
        }
    }

    func testCRLFLinesShowWithoutTheirCarriageReturnAndEnterKeepsCRLF() {
        onMain {
            let f = EditorFixture("{\r\n  \"a\": 1\r\n}")
            XCTAssertEqual(f.model.buffer.lineCount, 3)
            XCTAssertEqual(f.model.buffer.lineText(1), "  \"a\": 1")
            f.model.select(.caret(f.model.buffer.lineContentRange(1).upperBound))
            f.window.press(.right)
            XCTAssertEqual(f.model.caret, f.model.buffer.lineStarts[2], "a CRLF is one step")
            f.window.press(.left)
            f.window.press(.enter)
            XCTAssertEqual(f.text, "{\r\n  \"a\": 1\r\n  \r\n}")
            f.window.press(.backspace)
            f.window.press(.backspace)
            f.window.press(.backspace)
            XCTAssertEqual(f.text, "{\r\n  \"a\": 1\r\n}", "Backspace takes a CRLF whole")
        }
    }

    func testAnOutsidePatchMovesTheSelectionFoldsAndProblemsAndClearsTheHistory() {
        onMain {
            let f = EditorFixture(sampleJSON, folds: true)
            _ = f.window.recordFrame()
            f.model.toggleFold(line: 4)
            let nope = offset(of: "nope", in: sampleJSON)
            f.editor.diagnostics = [CodeDiagnostic(range: nope..<(nope + 4), severity: .error, message: "bad")]
            f.model.select(.caret(nope))
            f.type("x")
            XCTAssertTrue(f.model.canUndo)
            f.model.buffer.apply(TextPatch(range: 0..<0, replacement: "// saved elsewhere\n"))
            XCTAssertFalse(f.model.canUndo)
            XCTAssertEqual(f.model.caret, nope + 1 + 19)
            XCTAssertEqual(f.editor.diagnostics[0].range, (nope + 19)..<(nope + 24))
            _ = f.window.recordFrame()
            XCTAssertTrue(f.model.isFolded(line: 5))
        }
    }
}
