import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import Studio
@testable import UI

/// A grid of choices is one Tab stop; the arrow keys move among its choices, and Tab goes on
/// from the one focused.
final class ChoiceGridFocusTests: XCTestCase {
    func testTheGridIsOneTabStopAndTheArrowsMoveInside() {
        onMain {
            let window = WindowRoot(contentView: View())
            let before = Button("Before") {}, after = Button("After") {}
            let grid = ChoiceGrid(["a", "b", "c", "d", "e", "f"], columns: 3, identifierPrefix: "grid")
            var chosen: [Int] = []
            grid.onChoose = { chosen.append($0) }
            before.frame = Rect(x: 0, y: 0, width: 300, height: 28)
            grid.frame = Rect(x: 0, y: 40, width: 300, height: 60)
            after.frame = Rect(x: 0, y: 110, width: 300, height: 28)
            for view in [before, grid, after] as [View] { window.contentView.addSubview(view) }
            window.layout(size: Size(320, 160), scale: 1)

            let stops = window.focusOrder.map { ($0 as? Button)?.title ?? "?" }
            XCTAssertEqual(stops, ["Before", "a", "After"], "one stop for the six choices")
            window.focus(before)
            window.press(.tab)
            XCTAssertTrue(window.focusedView === grid.buttons[0])
            window.press(.right)
            window.press(.down)
            XCTAssertTrue(window.focusedView === grid.buttons[4], "right then down reaches e")
            window.press(.space)
            XCTAssertEqual(chosen, [4])
            window.press(.tab)
            XCTAssertTrue(window.focusedView === after, "Tab goes on from the focused choice")
            window.press(.tab, [.shift])
            XCTAssertTrue(window.focusedView === grid.buttons[4], "and comes back to it")
            // A selected choice is the stop.
            grid.selectedIndex = 2
            XCTAssertEqual(window.focusOrder.compactMap { ($0 as? Button)?.title }, ["Before", "c", "After"])
        }
    }
}
