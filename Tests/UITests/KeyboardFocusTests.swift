import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// Tab in reading order, focus scrolled into view, focus back after a popover, and the keys
/// controls take (Page Up and Down, Home and End, arrows among swatches, Ctrl+A).
final class KeyboardFocusTests: XCTestCase {
    func testTabFollowsReadingOrderNotTheOrderViewsWereAdded() {
        onMain {
            let root = View()
            let bottom = Button("Bottom"), right = Button("Right"), left = Button("Left"), header = Button("Header")
            bottom.frame = Rect(x: 10, y: 200, width: 80, height: 28)
            right.frame = Rect(x: 200, y: 60, width: 80, height: 28)
            left.frame = Rect(x: 10, y: 64, width: 80, height: 28)
            header.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            for view in [bottom, right, left, header] { root.addSubview(view) }
            let window = makeWindow(content: root)
            var order: [String] = []
            for _ in 0..<4 {
                window.press(.tab)
                order.append((window.focusedView as? Button)?.title ?? "-")
            }
            XCTAssertEqual(order, ["Header", "Left", "Right", "Bottom"])
        }
    }

    /// A thin divider straddling two rows of panes (the Editor's lanes divider) does not merge
    /// them: the row above is visited whole before the row below.
    func testADividerAcrossTwoRowsKeepsThemApart() {
        onMain {
            let root = View()
            let column = Button("Column"), beside = Button("Beside"), below = Button("Below")
            let divider = View(frame: Rect(x: 0, y: 196, width: 400, height: 8))
            column.frame = Rect(x: 10, y: 0, width: 80, height: 200)
            beside.frame = Rect(x: 200, y: 20, width: 80, height: 28)
            below.frame = Rect(x: 0, y: 200, width: 80, height: 28)
            for view in [divider, below, beside, column] as [View] { root.addSubview(view) }
            let window = makeWindow(content: root)
            var order: [String] = []
            for _ in 0..<3 {
                window.press(.tab)
                order.append((window.focusedView as? Button)?.title ?? "-")
            }
            XCTAssertEqual(order, ["Column", "Beside", "Below"])
        }
    }

    func testTabScrollsTheFocusedControlIntoView() {
        onMain {
            let root = View()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            scroll.contentHeight = 600
            let buttons = (0..<5).map { Button("B\($0)") }
            for (i, button) in buttons.enumerated() {
                button.frame = Rect(x: 10, y: 10 + Double(i) * 120, width: 80, height: 28)
                scroll.documentView.addSubview(button)
            }
            root.addSubview(scroll)
            let window = makeWindow(content: root)
            for i in 0..<5 {
                window.press(.tab)
                XCTAssertTrue(window.focusedView === buttons[i])
                let visible = buttons[i].visibleWindowRect
                XCTAssertEqual(visible, buttons[i].windowFrame, "B\(i) is shown whole (offset \(scroll.contentOffset))")
            }
            window.press(.tab, .shift)
            XCTAssertEqual(buttons[3].visibleWindowRect, buttons[3].windowFrame, "Shift+Tab scrolls back")
        }
    }

    func testPageKeysAndControlHomeEndScrollTheFocusedPanel() {
        onMain {
            let root = View()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            scroll.contentHeight = 1000
            let toggle = Toggle("On")
            toggle.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            scroll.documentView.addSubview(toggle)
            root.addSubview(scroll)
            let window = makeWindow(content: root)
            window.press(.tab)
            XCTAssertTrue(window.press(.pageDown))
            XCTAssertEqual(scroll.contentOffset, 60)
            window.press(.end, .control)
            XCTAssertEqual(scroll.contentOffset, 900)
            window.press(.pageUp)
            XCTAssertEqual(scroll.contentOffset, 840)
            window.press(.home, .control)
            XCTAssertEqual(scroll.contentOffset, 0)
        }
    }

    func testClosingAPopoverGivesFocusBackToItsOpener() {
        onMain {
            let root = View()
            let well = ColorWell(color: .black)
            well.frame = Rect(x: 20, y: 20, width: 44, height: 28)
            let after = Button("After")
            after.frame = Rect(x: 80, y: 20, width: 80, height: 28)
            root.addSubview(well)
            root.addSubview(after)
            let window = makeWindow(600, 500, content: root)
            window.press(.tab)
            window.press(.space)
            XCTAssertNotNil(window.popover, "Space opens the picker")
            XCTAssertTrue(window.focusedView?.isDescendant(of: window.popover!) == true)
            window.press(.escape)
            XCTAssertNil(window.popover)
            XCTAssertTrue(window.focusedView === well, "Escape gives focus back to the well")
            window.press(.tab)
            XCTAssertTrue(window.focusedView === after, "and Tab goes on from there")
        }
    }

    func testPageUpAndDownStepASliderTenTimes() {
        onMain {
            let root = View()
            let slider = Slider(value: 50, range: 0...100, step: 1)
            slider.frame = Rect(x: 10, y: 10, width: 160, height: 28)
            root.addSubview(slider)
            let window = makeWindow(content: root)
            window.press(.tab)
            XCTAssertTrue(window.press(.pageUp))
            XCTAssertEqual(slider.value, 60)
            XCTAssertTrue(window.press(.pageDown))
            window.press(.pageDown)
            XCTAssertEqual(slider.value, 40)
        }
    }

    func testHomeAndEndPickTheFirstAndLastSegment() {
        onMain {
            let root = View()
            let segments = SegmentedControl(["A", "B", "C"], selectedIndex: 1)
            segments.frame = Rect(x: 10, y: 10, width: 180, height: 28)
            root.addSubview(segments)
            let window = makeWindow(content: root)
            window.press(.tab)
            XCTAssertTrue(window.press(.end), "End is taken")
            XCTAssertEqual(segments.selectedIndex, 2)
            XCTAssertTrue(window.press(.home), "Home is taken")
            XCTAssertEqual(segments.selectedIndex, 0)
        }
    }

    func testArrowKeysMoveAmongThePickersSwatchesAndStayInIt() throws {
        try onMain {
            let root = View()
            let well = ColorWell(color: .black)
            well.frame = Rect(x: 20, y: 20, width: 44, height: 28)
            root.addSubview(well)
            let window = makeWindow(600, 500, content: root)
            window.focus(well)
            well.openPicker()
            let picker = try XCTUnwrap(window.popover as? ColorPickerView)
            _ = window.recordFrame()
            let swatches = picker.swatchViews
            window.focus(swatches[0])
            XCTAssertTrue(window.press(.right))
            XCTAssertTrue(window.focusedView === swatches[1])
            XCTAssertTrue(window.press(.down))
            XCTAssertTrue(window.focusedView === swatches[7], "down a row of six")
            XCTAssertTrue(window.press(.down), "at the bottom row the key is still taken")
            XCTAssertTrue(window.focusedView === swatches[7])
            window.press(.enter)
            XCTAssertEqual(well.color, swatches[7].color)
        }
    }

    func testControlASelectsAllOfATextField() {
        onMain {
            let root = View()
            let field = TextField(text: "alpha beta")
            field.frame = Rect(x: 10, y: 10, width: 200, height: 28)
            root.addSubview(field)
            let window = makeWindow(content: root)
            window.click(field)
            XCTAssertTrue(field.selection.isEmpty)
            XCTAssertTrue(window.press(.character("a"), .control))
            XCTAssertEqual(field.selection, 0..<10)
            window.type("x")
            XCTAssertEqual(field.text, "x")
        }
    }
}
