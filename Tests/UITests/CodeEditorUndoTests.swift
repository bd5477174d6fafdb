import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Undo and redo: typing bursts, the selection restored, and a randomized comparison with a
/// reference model.
final class CodeEditorUndoTests: XCTestCase {
    func testATypingBurstIsOneStepAndAPauseEndsIt() {
        onMain {
            let f = EditorFixture("")
            for c in "abc" {
                f.type(String(c))
                f.clock.advance(0.2)
            }
            f.clock.advance(1.5)
            f.type("de")
            XCTAssertEqual(f.text, "abcde")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "abc")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "")
            f.window.press(.character("z"), [.control, .shift])
            XCTAssertEqual(f.text, "abc")
            f.window.press(.character("y"), .control)
            XCTAssertEqual(f.text, "abcde")
            XCTAssertEqual(f.model.caret, 5)
        }
    }

    func testACaretJumpOrASwitchBetweenTypingAndDeletingEndsTheGroup() {
        onMain {
            let f = EditorFixture("")
            f.type("abc")
            f.window.press(.left)
            f.type("x")
            XCTAssertEqual(f.text, "abxc")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "abc", "the caret moved: the x is its own step")
            f.model.select(.caret(3))
            f.clock.advance(2)
            f.type("de")
            f.window.press(.backspace)
            f.window.press(.backspace)
            f.type("z")
            XCTAssertEqual(f.text, "abcz")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "abc")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "abcde", "the deletions were one step")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "abc")
        }
    }

    func testUndoRestoresTheSelectionFromBeforeTheEdit() {
        onMain {
            let f = EditorFixture("select this word")
            f.model.select(TextSelection(anchor: 11, head: 7))
            f.type("that")
            XCTAssertEqual(f.text, "select that word")
            f.window.press(.character("z"), .control)
            XCTAssertEqual(f.text, "select this word")
            XCTAssertEqual(f.model.selection, TextSelection(anchor: 11, head: 7))
            // A block indent comes back as one step with its selection.
            let g = EditorFixture("a\nb\nc")
            g.model.select(TextSelection(anchor: 0, head: 5))
            g.window.press(.tab)
            g.window.press(.character("z"), .control)
            XCTAssertEqual(g.text, "a\nb\nc")
            XCTAssertEqual(g.model.selection, TextSelection(anchor: 0, head: 5))
        }
    }

    func testAPasteAndACompletionAreStepsOfTheirOwn() {
        onMain {
            let f = EditorFixture("")
            f.type("ab")
            f.model.paste("PASTE")
            f.type("cd")
            XCTAssertEqual(f.text, "abPASTEcd")
            f.model.undo()
            XCTAssertEqual(f.text, "abPASTE")
            f.model.undo()
            XCTAssertEqual(f.text, "ab")
        }
    }

    func testTheHistoryKeepsAtMostItsByteBudgetAndAlwaysTheLastStep() {
        onMain {
            let block = String(repeating: "0123456789abcdef", count: 16)  // 256 bytes
            @MainActor func pasteSixTimes(into f: EditorFixture) {
                for _ in 0..<6 {
                    f.model.selectAll()
                    f.model.paste(block)
                }
            }
            // At an editor's own budget the six pastes (256 + 5 × 512 bytes) are all kept, and undoing
            // them all gives the empty text back: only the lowered budget below drops steps.
            let roomy = EditorFixture("")
            pasteSixTimes(into: roomy)
            XCTAssertEqual(roomy.model.history.undoStack.count, 6)
            XCTAssertEqual(roomy.model.history.undoBytes, 256 + 5 * 512)
            while roomy.model.canUndo { roomy.model.undo() }
            XCTAssertEqual(roomy.text, "")

            let f = EditorFixture("")
            f.model.history.byteLimit = 1100
            pasteSixTimes(into: f)
            XCTAssertLessThanOrEqual(f.model.history.undoBytes, 1100)
            XCTAssertEqual(
                f.model.history.undoBytes, CodeEditHistory.size(of: f.model.history.undoStack.flatMap(\.patches)))
            var steps = 0
            while f.model.canUndo {
                f.model.undo()
                steps += 1
            }
            XCTAssertEqual(steps, 2, "two pastes of 256 bytes over 256 bytes (1024 bytes) fit in 1100, three do not")
            XCTAssertEqual(f.model.buffer.count, block.utf8.count)
            // One step larger than the budget is still kept.
            f.model.paste(String(repeating: "x", count: 5000))
            XCTAssertTrue(f.model.canUndo)
        }
    }

    /// 500 random edits (typing, deleting, pasting, undo, redo) against a reference: the text
    /// and the line index match after each, and undoing everything gives the original bytes.
    func testFiveHundredRandomEditsMatchAReferenceAndUndoAllGivesTheOriginal() {
        onMain {
            let original = "{\n  \"a\": 1,\n  \"é\": [true, false]\n}\n"
            let f = EditorFixture(original)
            var reference = Array(original.utf8)
            var undoStack: [[UInt8]] = []
            var redoStack: [[UInt8]] = []
            var rng = LinearCongruential(seed: 2026)
            let alphabet: [String] = ["a", "b", "z", " ", "é", "1", ":", ","]
            let pastes: [String] = ["x\ny", "\r\n", "\0\0", "line\rnext", "ü😀", String(repeating: "q", count: 300), ""]

            func randomText(_ count: Int) -> String {
                (0..<count).map { _ in alphabet[rng.next(alphabet.count)] }.joined()
            }
            func edited(_ range: Range<Int>, _ replacement: String) {
                undoStack.append(reference)
                redoStack.removeAll()
                reference.replaceSubrange(range, with: Array(replacement.utf8))
            }
            for step in 0..<500 {
                f.clock.advance(2)  // every edit its own undo step, as the reference keeps them
                let anchor = rng.next(reference.count + 1), head = rng.next(reference.count + 1)
                switch rng.next(10) {
                case 0...2:
                    f.model.select(.caret(head))
                    let caret = f.model.caret
                    let text = randomText(1 + rng.next(4))
                    f.model.type(text)
                    edited(caret..<caret, text)
                case 3, 4:
                    f.model.select(TextSelection(anchor: anchor, head: head))
                    let range = f.model.selection.range
                    if range.isEmpty {
                        guard range.lowerBound > 0 else { continue }
                        var start = range.lowerBound - 1
                        while start > 0, reference[start] & 0xC0 == 0x80 { start -= 1 }
                        if reference[start] == 0x0A, start > 0, reference[start - 1] == 0x0D { start -= 1 }
                        f.model.deleteBackward()
                        edited(start..<range.lowerBound, "")
                    } else {
                        f.model.deleteBackward()
                        edited(range, "")
                    }
                case 5, 6:
                    f.model.select(TextSelection(anchor: anchor, head: head))
                    let range = f.model.selection.range
                    let pasted = pastes[rng.next(pastes.count)]
                    f.model.paste(pasted)
                    guard !(range.isEmpty && pasted.isEmpty) else { continue }
                    edited(
                        range,
                        pasted.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
                case 7, 8:
                    f.model.undo()
                    if let previous = undoStack.popLast() {
                        redoStack.append(reference)
                        reference = previous
                    }
                default:
                    f.model.redo()
                    if let next = redoStack.popLast() {
                        undoStack.append(reference)
                        reference = next
                    }
                }
                XCTAssertEqual(f.model.buffer.bytes, reference, "step \(step)")
                XCTAssertEqual(
                    f.model.buffer.lineStarts, TextDocumentBuffer.lineStarts(of: reference[...], base: 0),
                    "step \(step)")
                if f.model.buffer.bytes != reference { return }
            }
            while f.model.canUndo { f.model.undo() }
            XCTAssertEqual(f.model.buffer.bytes, Array(original.utf8))
            XCTAssertTrue(undoStack.isEmpty || undoStack.first == Array(original.utf8))
        }
    }
}
