import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// `View.subviewZoom`: a subtree drawn, hit, converted and invalidated at a zoom.
final class SubviewZoomTests: XCTestCase {
    /// A host at (100, 50) zooming by 0.5, holding a 200×100 red box at (40, 20) of its own points.
    @MainActor
    private static func makeZoomed(scale: Double = 1) -> (WindowRoot, View, View) {
        let root = View()
        let host = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        host.subviewZoom = 0.5
        let box = View(frame: Rect(x: 40, y: 20, width: 200, height: 100))
        box.backgroundColor = .fixed(Color(red: 1, green: 0, blue: 0))
        host.addSubview(box)
        root.addSubview(host)
        return (makeWindow(400, 300, scale: scale, content: root), host, box)
    }

    func testZoomedSubtreeIsDrawnAtTheZoomedSize() {
        onMain {
            let (window, _, _) = Self.makeZoomed()
            let pixmap = window.renderAll()
            // The box covers window x 120..<220, y 60..<110.
            XCTAssertEqual(pixmap.pixel(x: 121, y: 61).red, 255)
            XCTAssertEqual(pixmap.pixel(x: 218, y: 108).red, 255)
            XCTAssertNotEqual(pixmap.pixel(x: 222, y: 80).green, 0, "right of the box: background")
            XCTAssertNotEqual(pixmap.pixel(x: 150, y: 112).green, 0, "below the box: background")
        }
    }

    func testGeometryAndHitTestingFollowTheZoom() {
        onMain {
            let (window, host, box) = Self.makeZoomed()
            XCTAssertEqual(box.windowOrigin, Point(120, 60))
            XCTAssertEqual(box.windowScale, 0.5)
            XCTAssertEqual(box.windowFrame, Rect(x: 120, y: 60, width: 100, height: 50))
            XCTAssertEqual(box.convertFromWindow(Point(130, 70)), Point(20, 20))
            XCTAssertEqual(box.convert(Point(20, 20), to: nil), Point(130, 70))
            XCTAssertEqual(box.convert(Point(0, 0), to: host), Point(20, 10))
            XCTAssertTrue(window.rootView.hitTest(Point(200, 100)) === box)
            XCTAssertTrue(window.rootView.hitTest(Point(230, 100)) === host, "outside the zoomed box")
        }
    }

    func testInvalidationMapsThroughTheZoom() {
        onMain {
            let (window, _, box) = Self.makeZoomed(scale: 2)
            XCTAssertTrue(window.recordFrame().dirty.isEmpty)
            box.setNeedsDisplay()
            XCTAssertEqual(window.dirty.rects, [IntRect(x: 240, y: 120, width: 200, height: 100)])
        }
    }

    func testAZoomThatIsNotAPositiveNumberIsRefused() {
        onMain {
            let view = View()
            for bad in [0, -1, Double.nan, .infinity] {
                view.subviewZoom = bad
                XCTAssertEqual(view.subviewZoom, 1)
            }
        }
    }
}
