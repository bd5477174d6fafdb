import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// The tree view: rows of the expanded nodes, arrows and Enter, clicks on the triangle, and a
/// selection from outside revealing its row.
final class TreeViewTests: XCTestCase {
    static let nodes = [
        TreeNode(
            id: "a", title: "A",
            children: [
                TreeNode(id: "a1", title: "A1"),
                TreeNode(id: "a2", title: "A2", children: [TreeNode(id: "a2x", title: "A2x")]),
            ]),
        TreeNode(id: "b", title: "B"),
    ]

    func testArrowsMoveExpandAndCollapseAndEnterToggles() {
        onMain {
            let tree = TreeView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let window = makeWindow(content: tree)
            tree.roots = Self.nodes
            var chosen: [String] = []
            tree.onSelect = { chosen.append($0) }
            window.focus(tree)
            XCTAssertEqual(tree.rows.map(\.node.id), ["a", "b"])
            XCTAssertTrue(window.press(.down))
            XCTAssertEqual(tree.selectedID, "a")
            XCTAssertTrue(window.press(.right))
            XCTAssertEqual(tree.rows.map(\.node.id), ["a", "a1", "a2", "b"], "Right expands")
            XCTAssertTrue(window.press(.right))
            XCTAssertEqual(tree.selectedID, "a1", "Right on an expanded row goes to its first child")
            XCTAssertTrue(window.press(.down))
            XCTAssertTrue(window.press(.enter))
            XCTAssertEqual(tree.rows.map(\.node.id), ["a", "a1", "a2", "a2x", "b"], "Enter toggles")
            XCTAssertTrue(window.press(.left))
            XCTAssertEqual(tree.rows.map(\.node.id), ["a", "a1", "a2", "b"], "Left collapses")
            XCTAssertTrue(window.press(.left))
            XCTAssertEqual(tree.selectedID, "a", "Left on a collapsed row goes to its parent")
            XCTAssertTrue(window.press(.end))
            XCTAssertEqual(tree.selectedID, "b")
            XCTAssertEqual(chosen, ["a", "a1", "a2", "a2", "a", "b"])
            XCTAssertEqual(tree.sizeThatFits(Size(200, 1000)).height, 4 * TreeView.rowHeight)
        }
    }

    func testAClickOnTheTriangleTogglesAndASelectionFromOutsideRevealsItsRow() {
        onMain {
            let tree = TreeView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let window = makeWindow(content: tree)
            tree.roots = Self.nodes
            window.click(8, TreeView.rowHeight / 2)
            XCTAssertEqual(tree.rows.count, 4)
            XCTAssertEqual(tree.selectedID, "a")
            XCTAssertTrue(window.focusedView === tree)
            var told = 0
            tree.onSelect = { _ in told += 1 }
            tree.select("a2x")
            XCTAssertEqual(tree.rows.map(\.node.id), ["a", "a1", "a2", "a2x", "b"])
            XCTAssertEqual(tree.selectedID, "a2x")
            XCTAssertEqual(told, 0, "a selection from outside is not told back")
            XCTAssertEqual(tree.rowFrame("a2x")?.minY, 3 * TreeView.rowHeight)
        }
    }
}
