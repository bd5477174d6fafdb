import Graphics
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// A collection with heading items: full-width rows of their own height, in cells of their own
/// kind that are reused only for headings.
final class CollectionSectionTests: XCTestCase {
    func testHeadingRowsHaveTheirHeightAndTheirKindOfCell() {
        onMain {
            // Items 0 and 9 are headings; the others are cards, 4 to a row.
            let headings: Set<Int> = [0, 9]
            var cards = 0, headingCells = 0
            let grid = CollectionView(
                layout: GridLayout(columns: 4, rowHeight: 40, spacing: 10, padding: EdgeInsets(all: 5)),
                makeCell: {
                    cards += 1; return ProbeView()
                },
                configureCell: { _, _ in })
            grid.makeCellOfKind[1] = {
                headingCells += 1; return Label("")
            }
            grid.itemKind = { headings.contains($0) ? 1 : 0 }
            grid.itemSpan = { headings.contains($0) ? Int.max : 1 }
            grid.itemHeight = { headings.contains($0) ? 20 : nil }
            grid.itemCount = 40
            grid.frame = Rect(x: 0, y: 0, width: 200, height: 150)
            let window = makeWindow(200, 150, content: grid)
            _ = window.recordFrame()
            XCTAssertEqual(
                grid.itemFrame(0), Rect(x: 5, y: 5, width: 190, height: 20), "a heading spans the row at its height")
            XCTAssertEqual(grid.itemFrame(1).minY, 35, "cards start below it")
            XCTAssertEqual(grid.itemFrame(1).height, 40)
            XCTAssertEqual(grid.itemFrame(5).minY, 85, "the next row of cards")
            XCTAssertEqual(grid.itemFrame(9).minY, 135)
            XCTAssertEqual(grid.itemFrame(9).height, 20)
            XCTAssertEqual(grid.itemFrame(10).minY, 165)
            // 30 cards after the second heading: 8 rows from 165, 40 high and 10 apart, then padding.
            XCTAssertEqual(grid.contentHeight, 560)
            XCTAssertTrue(grid.visibleCells[0] is Label)
            XCTAssertTrue(grid.visibleCells[1] is ProbeView)
            XCTAssertEqual(Set(grid.visibleCells.keys), Set(0...9), "rows meeting the 150-point view")
            XCTAssertEqual(headingCells, 2)
            // Scrolling reuses each kind for its own items.
            grid.setContentOffset(grid.maximumOffset)
            _ = window.recordFrame()
            XCTAssertTrue(grid.visibleCells.values.allSatisfy { $0 is ProbeView })
            grid.setContentOffset(0)
            _ = window.recordFrame()
            XCTAssertTrue(grid.visibleCells[0] is Label)
            XCTAssertTrue(grid.visibleCells[9] is Label)
            XCTAssertEqual(headingCells, 2, "headings reuse heading cells")
            XCTAssertLessThanOrEqual(cards, 16, "cards reuse card cells")
        }
    }
}
