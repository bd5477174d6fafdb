import Graphics
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// Segments share the width equally while every title fits; a long title gets its width and
/// the rest is shared, so no title spills over its neighbour.
final class SegmentWidthTests: XCTestCase {
    func testLongTitlesGetTheirWidthAndTheSegmentsTileTheControl() {
        onMain {
            let window = WindowRoot(contentView: View())
            let control = SegmentedControl(["Solid", "Gradient", "Pulse", "Sliding", "Shimmer"])
            window.contentView.addSubview(control)
            let engine = window.textEngine
            let titles = control.segments.map {
                engine.width(of: $0, font: Font(.ui, weight: .medium)).rounded(.up) + 12
            }
            // Room for every title, but an equal share is too narrow for the longest.
            let width = titles.reduce(0, +) + 4 + 10
            XCTAssertLessThan((width - 4) / 5, titles.max()!)
            control.frame = Rect(x: 0, y: 0, width: width, height: 28)
            var x = 2.0
            for (i, title) in control.segments.enumerated() {
                let rect = control.segmentRect(i)
                XCTAssertEqual(rect.minX, x, accuracy: 1e-9, "segment \(i) starts where the last ended")
                XCTAssertGreaterThanOrEqual(
                    rect.width, engine.width(of: title, font: Font(.ui, weight: .medium)) + 8,
                    "\(title) fits its segment with 4 points each side")
                x = rect.maxX
            }
            XCTAssertEqual(x, width - 2, accuracy: 1e-9, "the segments fill the control inside its border")
        }
    }

    func testShortTitlesShareTheWidthEqually() {
        onMain {
            let window = WindowRoot(contentView: View())
            let control = SegmentedControl(["A", "B", "C", "D"])
            window.contentView.addSubview(control)
            control.frame = Rect(x: 0, y: 0, width: 204, height: 28)
            XCTAssertEqual((0..<4).map { control.segmentRect($0).width }, [50, 50, 50, 50])
        }
    }
}
