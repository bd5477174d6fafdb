import Graphics
import LoaderKitUI
import Render
import TestSupport
import UI
import UITestSupport
import XCTest

/// A skeleton over a subtree drawn at a `subviewZoom` (a device frame's mock app): its bones,
/// text lines, rows and radii are drawn at the zoomed size, where the content is.
@MainActor
private final class ZoomedScreen {
    let host = View(frame: Rect(x: 100, y: 50, width: 300, height: 300))
    let root = View(frame: Rect(x: 0, y: 0, width: 560, height: 560))
    /// A square block at (40, 20) of the root's points, 200×100: window (120, 60), 100×50.
    let block = View(frame: Rect(x: 40, y: 20, width: 200, height: 100))
    /// A one-line label at (40, 160), 400×40: window (120, 130), 200×20.
    let label = Label("Hello skeleton")
    /// A list of 40-point rows at (40, 240), 400×200: window (120, 170), 200×100.
    let list = CollectionView(
        layout: GridLayout(columns: 1, rowHeight: 40, spacing: 20, padding: .zero), makeCell: { View() },
        configureCell: { _, _ in })
    let window: WindowRoot

    init() {
        host.subviewZoom = 0.5
        root.backgroundColor = .fixed(.white)
        block.backgroundColor = .fixed(Color(hex: "#0000FF")!)
        label.frame = Rect(x: 40, y: 160, width: 400, height: 40)
        list.frame = Rect(x: 40, y: 240, width: 400, height: 200)
        list.itemCount = 3
        for view in [block, label, list] as [View] {
            root.addSubview(view)
            view.isSkeletonable = true
        }
        root.isSkeletonable = true
        host.addSubview(root)
        let content = View()
        content.backgroundColor = .fixed(.white)
        content.addSubview(host)
        window = makeWindow(500, 400, content: content)
    }

    func show() {
        root.showSkeleton(usingColor: .fixed(Color(hex: "#FF0000")!), transition: .none)
        root.layoutSkeletonIfNeeded()
    }
}

final class SkeletonZoomTests: XCTestCase {
    private static func isRed(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Bool {
        let p = pixmap.pixel(x: x, y: y)
        return p.red == 255 && p.green == 0 && p.blue == 0
    }

    func testBonesOfAZoomedSubtreeCoverTheZoomedContentOnly() {
        onMain {
            let screen = ZoomedScreen()
            screen.show()
            let pixmap = screen.window.renderAll()
            // The block: window (120, 60) to (220, 110).
            XCTAssertTrue(Self.isRed(pixmap, 121, 61))
            XCTAssertTrue(Self.isRed(pixmap, 218, 108))
            XCTAssertFalse(Self.isRed(pixmap, 230, 80), "the block's bone stops at its zoomed width")
            XCTAssertFalse(Self.isRed(pixmap, 150, 118), "the block's bone stops at its zoomed height")
            // The label's line: inside window (120, 130)–(320, 150), never below it.
            let lineRows = (125..<170).filter { y in (120..<320).contains { Self.isRed(pixmap, $0, y) } }
            XCTAssertFalse(lineRows.isEmpty, "the label has a line")
            XCTAssertGreaterThanOrEqual(lineRows.first ?? 0, 130)
            XCTAssertLessThanOrEqual(lineRows.last ?? 999, 150)
            // The list's rows: 20 window points high, 10 apart, from y 170.
            XCTAssertTrue(Self.isRed(pixmap, 150, 175))
            XCTAssertFalse(Self.isRed(pixmap, 150, 195), "the gap between the zoomed rows")
            XCTAssertTrue(Self.isRed(pixmap, 150, 205))
            XCTAssertFalse(Self.isRed(pixmap, 330, 175), "the rows stop at the list's zoomed width")
        }
    }

    func testRadiiFollowTheZoom() {
        onMain {
            let screen = ZoomedScreen()
            screen.block.cornerRadius = 40
            screen.show()
            let pixmap = screen.window.renderAll()
            // A 40-point radius is 20 window points: the corner at (120, 60) is cut, a point
            // 12 points in along the diagonal is outside the arc, a point 20 points in is inside.
            XCTAssertFalse(Self.isRed(pixmap, 124, 64))
            XCTAssertTrue(Self.isRed(pixmap, 136, 76))
            // Unzoomed, a 40-point radius would leave (128, 68) uncovered too; zoomed it is
            // at the edge of a 20-point arc, so the bone's middle row is fully covered.
            XCTAssertTrue(Self.isRed(pixmap, 121, 85))
        }
    }

    func testSkeletonOpacityFadesTheOverlay() {
        onMain {
            let screen = ZoomedScreen()
            screen.show()
            XCTAssertEqual(screen.root.skeletonOpacity, 1)
            screen.root.skeletonOpacity = 0.5
            XCTAssertEqual(screen.root.skeletonOpacity, 0.5)
            let half = screen.window.renderAll().pixel(x: 150, y: 80)
            // Red at half over the blue block (a backdrop is not drawn for an opaque square bone
            // at full opacity only): a mix, neither the bone nor the block.
            XCTAssertGreaterThan(half.red, 60)
            XCTAssertLessThan(half.red, 200)
            screen.root.skeletonOpacity = 0
            let none = screen.window.renderAll().pixel(x: 150, y: 80)
            XCTAssertEqual(none.red, 0)
            XCTAssertEqual(none.blue, 255, "at 0 the block shows")
            screen.root.skeletonOpacity = 7
            XCTAssertEqual(screen.root.skeletonOpacity, 1)
            XCTAssertTrue(Self.isRed(screen.window.renderAll(), 150, 80))
        }
    }
}
