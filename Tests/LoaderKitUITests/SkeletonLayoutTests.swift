import Foundation
import Graphics
import LoaderKitUI
import TestSupport
import UI
import UITestSupport
import XCTest

final class SkeletonLayoutTests: XCTestCase {
    func testLineCountFormula() {
        func count(_ h: Double, _ pad: EdgeInsets = .zero, _ lh: Double = 15, _ sp: Double = 10) -> Int {
            SkeletonTextLines.lineCount(height: h, padding: pad, lineHeight: lh, spacing: sp)
        }
        XCTAssertEqual(count(100), 4)
        XCTAssertEqual(count(44), 2)  // round(1.76)
        XCTAssertEqual(count(38), 2)  // round(1.52): overflows by 2 pt, as in SkeletonView
        XCTAssertEqual(count(0), 0)
        XCTAssertEqual(count(5), 0)  // round(0.2) = 0 is not a normal number: no lines
        XCTAssertEqual(count(10, EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)), 1)  // round(−1.2) -> at least 1
        XCTAssertEqual(count(90, EdgeInsets(top: 4, left: 0, bottom: 6, right: 0), 12, 8), 4)
    }

    func testLineFramesWithDefaultsAreCentredWithShortLastLine() {
        let rule = SkeletonTextLines()
        let frames = rule.frames(in: Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(frames.count, 4)
        // Lines at 0, 25, 50, 75; maxY 90, so moved down by (100 − 90) / 2 = 5.
        XCTAssertEqual(frames.map(\.minY), [5, 30, 55, 80])
        XCTAssertEqual(frames.map(\.height), [15, 15, 15, 15])
        XCTAssertEqual(frames.map(\.width), [200, 200, 200, 140])
        XCTAssertEqual(frames.map(\.minX), [0, 0, 0, 0])
    }

    func testLineFramesWithPaddingSpacingHeightAndAlignment() {
        let pad = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        var rule = SkeletonTextLines(lineHeight: 12, spacing: 8, lastLineFillPercent: 50, padding: pad)
        let bounds = Rect(x: 0, y: 0, width: 200, height: 90)
        var frames = rule.frames(in: bounds)
        // 4 lines at y = 20 i + 4; maxY 76; moveDown = (90 − (76 + 4 + 6)) / 2 = 2.
        XCTAssertEqual(frames.map(\.minY), [6, 26, 46, 66])
        XCTAssertEqual(frames.dropLast().map(\.width), [170, 170, 170])
        XCTAssertEqual(frames.last!.width, 85)
        XCTAssertEqual(frames.last!.minX, 10)
        rule.alignment = .trailing
        frames = rule.frames(in: bounds)
        XCTAssertEqual(frames.last!.minX, 200 - 85 - 20)
        XCTAssertEqual(frames.first!.minX, 10)
        rule.alignment = .center
        frames = rule.frames(in: bounds)
        XCTAssertEqual(frames.last!.minX, (200 + 10 - 20 - 85) / 2)
        rule.centersVertically = false
        XCTAssertEqual(rule.frames(in: bounds).map(\.minY), [4, 24, 44, 64])
        rule.lines = 2
        XCTAssertEqual(rule.frames(in: bounds).count, 2)
    }

    func testLabelLinesFromSettings() {
        onMain {
            let engine = FixedWidthTextEngine()
            let label = Label()
            label.frame = Rect(x: 0, y: 0, width: 300, height: 40)
            // A one-line label: one 15 pt bar at 70 %, centred vertically.
            XCTAssertEqual(label.skeletonLineFrames(engine: engine), [Rect(x: 0, y: 12.5, width: 210, height: 15)])
            label.numberOfLines = 0
            label.frame.size = Size(300, 100)
            XCTAssertEqual(label.skeletonLineFrames(engine: engine).count, 4)
            label.skeletonTextNumberOfLines = 2
            label.skeletonTextLineHeight = .fixed(20)
            label.skeletonLineSpacing = 4
            label.lastLineFillPercent = 100
            label.linesCornerRadius = 3
            let frames = label.skeletonLineFrames(engine: engine)
            // Lines at 0 and 24, maxY 44, moved down (100 − 44) / 2 = 28.
            XCTAssertEqual(
                frames, [Rect(x: 0, y: 28, width: 300, height: 20), Rect(x: 0, y: 52, width: 300, height: 20)])
            label.skeletonTextNumberOfLines = .custom(-4)
            XCTAssertEqual(label.estimatedNumberOfSkeletonLines, 1)
            label.skeletonTextLineHeight = .relativeToFont
            XCTAssertEqual(label.estimatedSkeletonLineHeight(engine: engine), engine.metrics(of: label.font).lineHeight)
        }
    }

    func testLabelWithTextTakesItsLinesFromTheWrappedLayoutAndFollowsResizes() {
        onMain {
            let engine = FixedWidthTextEngine()
            let label = Label(runs: [
                TextRun("Loading the "), TextRun("whole", color: .token(.accent)),
                TextRun(" feed of cards and their long descriptions"),
            ])
            label.numberOfLines = 0
            label.frame = Rect(x: 0, y: 0, width: 120, height: 200)
            let layout = label.layout(engine: engine)
            var frames = label.skeletonLineFrames(engine: engine)
            XCTAssertGreaterThan(layout.lines.count, 2)
            XCTAssertEqual(frames.count, layout.lines.count)
            XCTAssertEqual(frames.map(\.width), layout.lines.map(\.width))
            XCTAssertTrue(frames.allSatisfy { $0.maxX <= 120 })
            label.frame.size = Size(400, 200)
            frames = label.skeletonLineFrames(engine: engine)
            XCTAssertEqual(frames.count, label.layout(engine: engine).lines.count)
            XCTAssertLessThan(frames.count, layout.lines.count)
        }
    }

    func testRecursionReachesLeavesOnlyAndStopsAtNonSkeletonableViews() {
        onMain {
            let root = View(), a = View(), b = View(), c = View(), d = View(), e = View()
            root.addSubview(a); root.addSubview(b); a.addSubview(c); b.addSubview(d); root.addSubview(e)
            XCTAssertEqual(SkeletonTree.leaves(of: root).count, 0)  // the root must be skeletonable
            root.isSkeletonable = true
            XCTAssertTrue(SkeletonTree.leaves(of: root) == [root])  // no skeletonable child: a leaf
            for v in [a, c, d, e] { v.isSkeletonable = true }
            // a has a skeletonable child so it is a container; b is not skeletonable, so d is not reached.
            XCTAssertTrue(SkeletonTree.leaves(of: root) == [c, e])
            XCTAssertTrue(SkeletonTree.visited(from: root) == [root, a, c, e])
            e.isHidden = true
            XCTAssertTrue(SkeletonTree.leaves(of: root) == [c])
            let stack = StackView(axis: .vertical, views: [Label("x"), Label("y")])
            stack.isSkeletonable = true
            stack.subviews.forEach { $0.isSkeletonable = true }
            XCTAssertEqual(SkeletonTree.leaves(of: stack).count, 2)
        }
    }

    func testListFillsItsHeightWithPlaceholderRows() {
        onMain {
            let list = CollectionView(
                layout: GridLayout(columns: 1, rowHeight: 40, spacing: 8),
                makeCell: { View() }, configureCell: { _, _ in })
            list.frame = Rect(x: 0, y: 0, width: 300, height: 300)
            XCTAssertEqual(list.skeletonNumberOfRows, CollectionView.automaticNumberOfSkeletonRows)
            XCTAssertEqual(list.skeletonRowCount, 7)  // ceil(300 / 48)
            XCTAssertEqual(list.skeletonCellFrames.last!.minY, 6 * 48)
            list.skeletonNumberOfRows = 3
            XCTAssertEqual(list.skeletonCellFrames.count, 3)
            list.isSkeletonable = true
            XCTAssertTrue(SkeletonTree.leaves(of: list) == [list])
        }
    }

    func testTreeDescriptionIsPrettyJSONOfSkeletonableChildren() throws {
        try onMain {
            let root = View(), child = Label("x"), plain = View()
            root.addSubview(child); root.addSubview(plain)
            root.isSkeletonable = true; child.isSkeletonable = true
            let text = root.skeletonTreeDescription
            XCTAssertTrue(text.contains("\n"))
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            XCTAssertEqual(json["type"] as? String, "View")
            XCTAssertEqual(json["isSkeletonable"] as? Bool, true)
            XCTAssertTrue((json["reference"] as? String)?.hasPrefix("0x") ?? false)
            let children = try XCTUnwrap(json["children"] as? [[String: Any]])
            XCTAssertEqual(children.count, 1)
            XCTAssertEqual(children[0]["type"] as? String, "Label")
            XCTAssertNil(children[0]["children"])
        }
    }
}

private func == (a: [View], b: [View]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }
