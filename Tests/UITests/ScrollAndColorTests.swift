import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

final class ScrollAndColorTests: XCTestCase {
    func testScrollViewScrollsByWheelAndByDraggingItsBar() {
        onMain {
            let root = View()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            scroll.contentHeight = 500
            let marker = ProbeView(frame: Rect(x: 0, y: 300, width: 50, height: 20))
            scroll.documentView.addSubview(marker)
            root.addSubview(scroll)
            let window = makeWindow(content: root)
            XCTAssertEqual(scroll.maximumOffset, 400)
            XCTAssertFalse(scroll.scrollBar.isHidden)
            window.handle(.wheel(dx: 0, dy: -120, at: Point(50, 50)))
            XCTAssertEqual(scroll.contentOffset, 120)
            XCTAssertEqual(marker.windowFrame.minY, 180)
            window.handle(.wheel(dx: 0, dy: 1000, at: Point(50, 50)))
            XCTAssertEqual(scroll.contentOffset, 0, "clamped at the top")
            XCTAssertFalse(window.handle(.wheel(dx: 0, dy: 10, at: Point(300, 250))), "outside: nothing scrolls")
            // The knob is 100 × 100/500 = 24 points (the minimum), travel 76 points for 400 points.
            let knob = scroll.scrollBar.knobRect
            XCTAssertEqual(knob.height, 24)
            let start = scroll.scrollBar.convert(knob.center, to: nil)
            window.drag(from: start, to: Point(start.x, start.y + 38))
            XCTAssertEqual(scroll.contentOffset, 200, accuracy: 1e-9)
            window.drag(from: Point(start.x, start.y + 38), to: Point(start.x, start.y + 500))
            XCTAssertEqual(scroll.contentOffset, 400)
            window.click(start.x, 5)
            XCTAssertEqual(scroll.contentOffset, 320, "a click on the track above the knob pages up")
        }
    }

    func testScrolledOutContentIsClippedAndNotInvalidated() {
        onMain {
            let root = View()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            scroll.contentHeight = 500
            let marker = ProbeView(frame: Rect(x: 0, y: 300, width: 50, height: 20))
            scroll.documentView.addSubview(marker)
            root.addSubview(scroll)
            let window = makeWindow(content: root)
            marker.setNeedsDisplay()
            XCTAssertTrue(window.dirty.isEmpty)
            scroll.setContentOffset(250)
            _ = window.recordFrame()
            marker.setNeedsDisplay()
            XCTAssertEqual(window.dirty.rects, [IntRect(x: 0, y: 50, width: 50, height: 20)])
        }
    }

    func testFocusRingFollowsScrolledContent() {
        onMain {
            let root = View()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            scroll.contentHeight = 400
            let button = Button("Apply")
            button.frame = Rect(x: 20, y: 40, width: 80, height: 28)
            scroll.documentView.addSubview(button)
            root.addSubview(scroll)
            let window = makeWindow(content: root)
            window.press(.tab)
            _ = window.recordFrame()
            scroll.setContentOffset(30)
            let frame = window.recordFrame()
            XCTAssertTrue(
                frame.dirty.contains { $0.contains(IntRect(x: 17, y: 37, width: 86, height: 34)) },
                "the old ring is erased: \(frame.dirty)")
            var pixmap = window.renderAll()
            XCTAssertEqual(
                pixmap.hex(18, 20), Theme.light.color(.focusRing).hexString, "the ring moved up with the button")
            scroll.setContentOffset(200)
            pixmap = window.renderAll()
            XCTAssertFalse(
                pixmap.pixels.contains(Theme.light.color(.focusRing).premultiplied.pixel),
                "no ring for a button scrolled out of sight")
        }
    }

    func testCollectionViewReusesCells() {
        onMain {
            let root = View()
            var configured: [Int] = []
            let grid = CollectionView(
                layout: GridLayout(columns: 4, rowHeight: 40, spacing: 10),
                makeCell: { Label() },
                configureCell: { cell, index in
                    (cell as! Label).text = "Item \(index)"
                    configured.append(index)
                })
            grid.frame = Rect(x: 0, y: 0, width: 400, height: 200)
            grid.itemCount = 1000
            root.addSubview(grid)
            let window = makeWindow(content: root)
            // 200 points show rows 0...3 (pitch 50): 16 cells.
            XCTAssertEqual(grid.visibleCells.count, 16)
            XCTAssertEqual(grid.cellsCreated, 16)
            for _ in 0..<200 { window.handle(.wheel(dx: 0, dy: -37, at: Point(100, 100))) }
            _ = window.recordFrame()
            XCTAssertEqual(grid.contentOffset, 200 * 37)
            XCTAssertLessThanOrEqual(grid.cellsCreated, 20, "cells are reused, at most one extra row")
            let first = 200 * 37 / 50 * 4
            XCTAssertEqual((grid.visibleCells[first] as? Label)?.text, "Item \(first)")
            XCTAssertEqual(grid.itemIndex(at: Point(5, 5)), first)
            XCTAssertEqual(grid.documentView.subviews.filter { !$0.isHidden }.count, grid.visibleCells.count)
            XCTAssertEqual(configured.count, 16 + 7400 / 50 * 4, "each row revealed is configured once")
        }
    }

    func testColourPickerHexFieldRoundTrips() throws {
        try onMain {
            let root = View()
            let well = ColorWell(color: Color(hex: "#7C3AED")!)
            well.frame = Rect(x: 10, y: 10, width: 44, height: 28)
            root.addSubview(well)
            var changes: [String] = []
            well.onChange = { changes.append($0.shortHexString) }
            let window = makeWindow(500, 500, content: root)
            window.click(well)
            let picker = try XCTUnwrap(well.picker)
            XCTAssertTrue(window.popover === picker)
            XCTAssertEqual(picker.hexField.text, "#7C3AED")
            window.click(picker.hexField)
            XCTAssertTrue(window.focusedView === picker.hexField)
            for hex in ["#12AB9F", "#000000", "#FFFFFF", "#80FF0040", "#00FF00"] {
                window.press(.character("a"), .control)
                window.type(hex)
                window.press(.enter)
                XCTAssertEqual(picker.hexField.text, hex)
                XCTAssertEqual(well.color.shortHexString, hex)
                XCTAssertEqual(HSVColor(picker.color).color.shortHexString, hex, "HSV round trip")
            }
            window.press(.character("a"), .control)
            window.type("lilac")
            window.press(.enter)
            XCTAssertTrue(picker.hexField.isInvalid)
            XCTAssertEqual(well.color.shortHexString, "#00FF00")
            window.press(.escape)
            XCTAssertEqual(picker.hexField.text, "#00FF00")
            XCTAssertEqual(changes, ["#12AB9F", "#000000", "#FFFFFF", "#80FF0040", "#00FF00"])
            window.press(.escape)
            XCTAssertNil(window.popover, "a second Escape closes the popover")
            XCTAssertNil(well.picker)
        }
    }

    func testColourPickerPlanesAndSwatches() {
        onMain {
            let picker = ColorPickerView(color: Color(hex: "#FF0000")!)
            let window = makeWindow(500, 500, content: View())
            window.presentPopover(picker, anchor: Rect(x: 10, y: 10, width: 10, height: 10))
            _ = window.recordFrame()
            let area = picker.area.windowFrame
            window.click(area.minX, area.maxY - 0.01)
            XCTAssertEqual(picker.color.shortHexString, "#000000")
            window.click(area.minX + area.width / 2, area.minY + area.height / 2)
            XCTAssertEqual(picker.hsv.saturation, 0.5, accuracy: 0.01)
            XCTAssertEqual(picker.hsv.value, 0.5, accuracy: 0.01)
            let hue = picker.hueBar.windowFrame
            window.click(hue.minX + hue.width / 3, hue.midY)
            XCTAssertEqual(picker.hsv.hue, 1.0 / 3, accuracy: 0.01)
            XCTAssertGreaterThan(picker.color.green, picker.color.red)
            let alpha = picker.alphaBar.windowFrame
            window.click(alpha.minX + alpha.width / 4, alpha.midY)
            XCTAssertEqual(picker.color.alpha, 0.25, accuracy: 0.01)
            XCTAssertEqual(picker.hexField.text.count, 9, "alpha shows as #RRGGBBAA")
            window.click(picker.swatchViews[1])
            XCTAssertEqual(picker.hexField.text, "#2563EB")
            window.click(490, 490)
            XCTAssertNil(window.popover, "a click outside closes it")
        }
    }

    func testHSVConversionOfPrimariesAndGrey() {
        XCTAssertEqual(HSVColor(Color(hex: "#00FF00")!).hue, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(HSVColor(Color(hex: "#808080")!).saturation, 0)
        XCTAssertEqual(HSVColor(hue: 2.0 / 3, saturation: 1, value: 1).color.shortHexString, "#0000FF")
        for hex in ["#FF00FF", "#123456", "#FEDCBA", "#010203"] {
            XCTAssertEqual(HSVColor(Color(hex: hex)!).color.shortHexString, hex)
        }
    }
}
