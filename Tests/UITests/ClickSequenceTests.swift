import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// The click count: the host's count of quick presses stands only for presses of one gesture.
/// A press that started a drag never begins a double click; a second press on another target
/// (another view, another part of a view with `ClickTargets`, or farther than `radius`) is a
/// first click.
final class ClickSequenceTests: XCTestCase {
    private let here = ClickSequence.Target(view: nil, part: "key 1")

    func testTwoPressesOnOneTargetMakeADoubleAndThenATripleClick() {
        var clicks = ClickSequence()
        XCTAssertEqual(clicks.press(at: Point(10, 10), target: here, hostCount: 1), 1)
        clicks.release(at: Point(10, 10))
        XCTAssertEqual(clicks.press(at: Point(11, 10), target: here, hostCount: 2), 2)
        clicks.release(at: Point(11, 10))
        XCTAssertEqual(clicks.press(at: Point(11, 11), target: here, hostCount: 3), 3)
        clicks.release(at: Point(11, 11))
        XCTAssertEqual(clicks.press(at: Point(11, 11), target: here, hostCount: 1), 1, "the host's time ran out")
    }

    func testAPressThatDraggedNeverBeginsADoubleClick() {
        var clicks = ClickSequence()
        _ = clicks.press(at: Point(10, 10), target: here, hostCount: 1)
        clicks.move(to: Point(10 + ClickSequence.dragThreshold + 0.5, 10))
        XCTAssertTrue(clicks.isDragging)
        clicks.move(to: Point(10, 10))
        clicks.release(at: Point(10, 10))
        XCTAssertEqual(
            clicks.press(at: Point(10, 10), target: here, hostCount: 2), 1, "back where it began, still a drag")
        clicks.release(at: Point(10, 10))
        XCTAssertEqual(
            clicks.press(at: Point(10, 10), target: here, hostCount: 3), 2, "the press after it may begin one")
    }

    func testAMoveWithinTheThresholdIsStillAClick() {
        var clicks = ClickSequence()
        _ = clicks.press(at: Point(10, 10), target: here, hostCount: 1)
        clicks.move(to: Point(10 + ClickSequence.dragThreshold, 10))
        XCTAssertFalse(clicks.isDragging)
        clicks.release(at: Point(12, 10))
        XCTAssertEqual(clicks.press(at: Point(10, 10), target: here, hostCount: 2), 2)
    }

    func testASecondPressOnAnotherTargetOrFartherAwayIsAFirstClick() {
        var clicks = ClickSequence()
        _ = clicks.press(at: Point(10, 10), target: here, hostCount: 1)
        clicks.release(at: Point(10, 10))
        XCTAssertEqual(
            clicks.press(at: Point(10, 10), target: ClickSequence.Target(view: nil, part: "lane 0"), hostCount: 2), 1,
            "a keyframe, then the lane where it had been")
        clicks.release(at: Point(10, 10))
        XCTAssertEqual(
            clicks.press(
                at: Point(10 + ClickSequence.radius + 1, 10), target: ClickSequence.Target(view: nil, part: "lane 0"),
                hostCount: 2), 1, "beyond the radius")
        // Moves without a button held are not drags.
        clicks.release(at: Point(15, 10))
        clicks.move(to: Point(200, 200))
        XCTAssertEqual(
            clicks.press(at: Point(15, 10), target: ClickSequence.Target(view: nil, part: "lane 0"), hostCount: 2), 2)
    }

    func testWithoutAnEarlierPressTheHostsCountStands() {
        var clicks = ClickSequence()
        XCTAssertEqual(clicks.press(at: Point(10, 10), target: here, hostCount: 2), 2)
        var fresh = ClickSequence()
        XCTAssertEqual(fresh.press(at: .zero, target: here, hostCount: 0), 1)
    }

    // MARK: In a window

    func testTheWindowGivesViewsTheCountOfOneGesture() {
        onMain {
            let content = View()
            let left = ClickProbe(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let right = ClickProbe(frame: Rect(x: 100, y: 0, width: 100, height: 100))
            content.addSubview(left)
            content.addSubview(right)
            let window = makeWindow(content: content)
            window.click(50, 50)
            window.click(50, 50, clickCount: 2)
            XCTAssertEqual(left.counts, [1, 2], "two clicks in one place")
            // A drag, then a quick press where it began.
            window.drag(from: Point(20, 20), to: Point(60, 20))
            window.click(20, 20, clickCount: 2)
            XCTAssertEqual(left.counts, [1, 2, 1, 1], "the press after a drag is a first click")
            // A click on one view, the next on another (the host's radius reaches both).
            window.click(98, 50)
            window.click(102, 50, clickCount: 2)
            XCTAssertEqual(right.counts, [1], "another view: a first click")
            // Two parts of one view.
            left.parts = true
            window.click(30, 46)
            window.click(30, 47, clickCount: 2)
            window.click(30, 44, clickCount: 3)
            XCTAssertEqual(left.counts.suffix(3), [1, 2, 1], "the same part, then another part of the same view")
        }
    }

    func testATreeRowsTriangleAndTitleAreTwoTargets() {
        onMain {
            let tree = TreeView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let window = makeWindow(content: tree)
            tree.roots = [
                TreeNode(id: "a", title: "A", children: [TreeNode(id: "a1", title: "A1")]),
                TreeNode(id: "b", title: "B"),
            ]
            let y = TreeView.rowHeight / 2
            // The triangle (up to x 18) expands; a quick second press just past it, on the title,
            // is a click of its own.
            window.click(16, y)
            XCTAssertEqual(tree.rows.count, 3)
            window.click(20, y, clickCount: 2)
            XCTAssertEqual(tree.rows.count, 3, "not a double click: the row stays expanded")
            // A real double click on the title toggles it.
            window.click(20, y, clickCount: 3)
            XCTAssertEqual(tree.rows.count, 2, "a double click on the title collapses the row")
            // A press that dragged, then a quick press: no toggle.
            window.drag(from: Point(20, y), to: Point(60, y))
            window.click(20, y, clickCount: 2)
            XCTAssertEqual(tree.rows.count, 2)
            XCTAssertEqual(
                tree.clickTarget(at: Point(8, y)), AnyHashable(TreeView.ClickTarget(id: "a", onTriangle: true)))
            XCTAssertEqual(
                tree.clickTarget(at: Point(8, TreeView.rowHeight * 1.5)),
                AnyHashable(TreeView.ClickTarget(id: "b", onTriangle: false)),
                "a row without children has no triangle")
            XCTAssertNil(tree.clickTarget(at: Point(8, TreeView.rowHeight * 5)))
        }
    }

    func testACurveEditorsTargetIsTheHandleAPressGrabs() {
        onMain {
            let editor = CurveEditor(frame: Rect(x: 0, y: 0, width: 240, height: 260))
            let geometry = editor.geometry
            let p1 = geometry.viewPoint(Point(editor.curve.x1, editor.curve.y1))
            XCTAssertEqual(editor.clickTarget(at: Point(p1.x + 10, p1.y)), AnyHashable(0))
            XCTAssertEqual(editor.clickTarget(at: geometry.viewPoint(Point(1, 1))), AnyHashable(1))
            XCTAssertNil(editor.clickTarget(at: geometry.viewPoint(Point(0.5, 1.4))), "the plot away from the handles")
        }
    }
}

/// A view that records the click count of each press; with `parts`, its upper and lower
/// halves are two targets.
@MainActor
private final class ClickProbe: View, ClickTargets {
    var counts: [Int] = []
    var parts = false

    override func pointerDown(_ event: PointerEvent) -> Bool {
        counts.append(event.clickCount)
        return true
    }

    func clickTarget(at location: Point) -> AnyHashable? { parts ? location.y < 45 : nil }
}
