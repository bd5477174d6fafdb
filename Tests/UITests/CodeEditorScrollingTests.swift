import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Scrolling by the wheel and the scroll bars, both ways, and bracket matching.
final class CodeEditorScrollingTests: XCTestCase {
    func testTheWheelScrollsByPointsBothWaysAndStopsAtTheEnds() {
        onMain {
            let long = (0..<200).map { "line \($0) " + String(repeating: "x", count: $0) }.joined(separator: "\n")
            let f = EditorFixture(long, width: 400, height: 300)
            f.window.handle(.wheel(dx: 0, dy: -7.5, at: Point(200, 150)))
            XCTAssertEqual(f.editor.scrollY, 7.5, "smooth: by the points the wheel gives, not whole lines")
            f.window.handle(.wheel(dx: 0, dy: -1e9, at: Point(200, 150)))
            XCTAssertEqual(f.editor.scrollY, f.editor.maximumScrollY)
            f.window.handle(.wheel(dx: -30, dy: 0, at: Point(200, 150)))
            XCTAssertEqual(f.editor.scrollX, 30)
            f.window.handle(.wheel(dx: 0, dy: 20, at: Point(200, 150), modifiers: .shift))
            XCTAssertEqual(f.editor.scrollX, 10, "Shift turns the wheel sideways")
            f.window.handle(.wheel(dx: 0, dy: 1e9, at: Point(200, 150)))
            XCTAssertEqual(f.editor.scrollY, 0)
        }
    }

    func testDraggingTheScrollBarsScrolls() {
        onMain {
            let long = (0..<400).map { "line \($0) " + String(repeating: "x", count: $0 % 300) }.joined(separator: "\n")
            let f = EditorFixture(long, width: 400, height: 300)
            f.window.rootView.layoutIfNeeded()
            XCTAssertFalse(f.editor.verticalBar.isHidden)
            XCTAssertFalse(f.editor.horizontalBar.isHidden)
            let knob = f.editor.verticalBar.knobRect.offsetBy(
                dx: f.editor.verticalBar.windowFrame.minX, dy: f.editor.verticalBar.windowFrame.minY)
            f.window.drag(from: knob.center, to: Point(knob.midX, knob.midY + 50))
            XCTAssertGreaterThan(f.editor.scrollY, 100)
            let hKnob = f.editor.horizontalBar.knobRect.offsetBy(
                dx: f.editor.horizontalBar.windowFrame.minX,
                dy: f.editor.horizontalBar.windowFrame.minY)
            f.window.drag(from: hKnob.center, to: Point(hKnob.midX + 40, hKnob.midY))
            XCTAssertGreaterThan(f.editor.scrollX, 40)
            // A click on the track moves a page.
            let before = f.editor.scrollY
            let bar = f.editor.verticalBar.windowFrame
            f.window.click(bar.midX, bar.maxY - 2)
            XCTAssertEqual(
                f.editor.scrollY, min(f.editor.maximumScrollY, before + f.editor.textViewport.height), accuracy: 0.001)
        }
    }

    func testTheCaretIsKeptInViewSideways() {
        onMain {
            let f = EditorFixture(String(repeating: "abcdefghij", count: 50) + "\nshort", width: 300, height: 200)
            f.window.press(.end)
            XCTAssertGreaterThan(f.editor.scrollX, 0)
            let x = f.editor.point(of: f.model.caret).x
            XCTAssertLessThanOrEqual(x, f.editor.textViewport.maxX)
            XCTAssertGreaterThanOrEqual(x, f.editor.textViewport.minX)
            f.window.press(.down)
            f.window.press(.home)
            XCTAssertEqual(f.editor.scrollX, 0)
        }
    }

    func testBracketsAroundTheCaretAreMatched() {
        onMain {
            let f = EditorFixture("{ \"a\": [1, (2)], \"b\": {} }")
            f.model.select(.caret(0))
            XCTAssertEqual(f.model.matchingBrackets().map { [$0.0, $0.1] }, [0, 25])
            f.model.select(.caret(15))  // after ]
            XCTAssertEqual(f.model.matchingBrackets().map { [$0.0, $0.1] }, [14, 7])
            f.model.select(.caret(3))
            XCTAssertNil(f.model.matchingBrackets().map { [$0.0, $0.1] })
            f.model.select(.caret(11))  // before (
            XCTAssertEqual(f.model.matchingBrackets().map { [$0.0, $0.1] }, [11, 13])
        }
    }
}
