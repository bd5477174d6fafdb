import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// A list row's title starts at its left edge; a button's is centred.
final class ButtonAlignmentTests: XCTestCase {
    func testALeadingTitleStartsEightPointsInAndACentredOneInTheMiddle() {
        onMain {
            let root = View()
            root.backgroundColor = .token(.panel)
            let row = Button("pulse.json", style: .plain)
            row.alignsLeading = true
            let centred = Button("pulse.json", style: .plain)
            row.frame = Rect(x: 0, y: 0, width: 300, height: 26)
            centred.frame = Rect(x: 0, y: 30, width: 300, height: 26)
            root.addSubview(row)
            root.addSubview(centred)
            let window = makeWindow(300, 60, content: root)
            let pixmap = window.renderAll()
            let background = pixmap.pixel(x: 299, y: 58).straight.hexString
            /// The first column, from the left, with a pixel other than the background in rows y0..<y1.
            func firstInk(_ y0: Int, _ y1: Int) -> Int? {
                (0..<pixmap.width).first { x in
                    (y0..<y1).contains { pixmap.pixel(x: x, y: $0).straight.hexString != background }
                }
            }
            let leading = try? XCTUnwrap(firstInk(4, 22))
            let middle = try? XCTUnwrap(firstInk(34, 52))
            XCTAssertEqual(Double(leading ?? -1), 8, accuracy: 2, "the row's title starts 8 points in")
            XCTAssertGreaterThan(middle ?? 0, 100, "a button's title is centred")
            XCTAssertEqual(row.textsThatDoNotFit(engine: window.textEngine), [])
        }
    }
}
