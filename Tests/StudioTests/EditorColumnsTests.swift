import Graphics
import UI
import XCTest
@testable import Studio

/// How the Editor shares its width (`EditorColumns`): at every width from the minimum up, with
/// or without the source pane and in every order of wanting, the columns fill the width exactly,
/// the previews keep their minimum, and each pane keeps its own minimum or is a rail.
final class EditorColumnsTests: XCTestCase {
    typealias Pane = EditorColumns.Pane

    static let orders: [[Pane]] = [
        [.inspector, .source, .outline], [.source, .inspector, .outline], [.outline, .inspector, .source],
        [.outline, .source, .inspector], [.source, .outline, .inspector], [.inspector, .outline, .source],
    ]

    func testEveryWidthFillsExactlyAndKeepsEveryMinimum() {
        for width in stride(from: 800.0, through: 2600, by: 25) {
            for sourceWidth in [nil, 240.0, 480, 900, 2400] {
                for order in Self.orders {
                    let columns = EditorColumns(width: width, sourceWidth: sourceWidth, order: order)
                    let label = "\(width) source \(sourceWidth.map { "\($0)" } ?? "hidden") \(order)"
                    let panes: [Pane] = sourceWidth == nil ? [.outline, .inspector] : Pane.allCases
                    let split = sourceWidth == nil ? 0 : EditorColumns.splitWidth
                    let total = panes.map(columns.columnWidth).reduce(columns.stageWidth + split, +)
                    XCTAssertEqual(total, width, accuracy: 1e-9, label)
                    XCTAssertGreaterThanOrEqual(columns.stageWidth, EditorColumns.stageMinimum, label)
                    for pane in panes where !columns.rails.contains(pane) {
                        XCTAssertGreaterThanOrEqual(
                            columns.columnWidth(pane), EditorColumns.minimum(pane, width: width), "\(label) \(pane)")
                    }
                    if sourceWidth == nil { XCTAssertEqual(columns.columnWidth(.source), 0, label) }
                }
            }
        }
    }

    func testThePaneWantedFirstIsNeverARail() {
        for width in stride(from: 800.0, through: 1400, by: 50) {
            for order in Self.orders {
                let columns = EditorColumns(width: width, sourceWidth: 480, order: order)
                XCTAssertFalse(columns.rails.contains(order[0]), "\(width) \(order)")
            }
        }
    }

    func testAt800PointsBesideTheSourcePaneTheInspectorStaysAndTheOutlineGivesWay() {
        let columns = EditorColumns(width: 800, sourceWidth: 480, order: [.source, .inspector, .outline])
        XCTAssertEqual(columns.rails, [.outline])
        XCTAssertGreaterThanOrEqual(columns.columnWidth(.inspector), 272)
        XCTAssertGreaterThanOrEqual(columns.columnWidth(.source), 232)
    }

    func testWithRoomEveryPaneHasItsIdealWidthAndTheSourceItsOwn() {
        let columns = EditorColumns(width: 1920, sourceWidth: 480, order: [.source, .inspector, .outline])
        XCTAssertEqual(columns.rails, [])
        XCTAssertEqual(columns.columnWidth(.outline), 240)
        XCTAssertEqual(columns.columnWidth(.inspector), 300)
        XCTAssertEqual(columns.columnWidth(.source), 480)
        XCTAssertEqual(columns.stageWidth, 1920 - 240 - 300 - 480 - EditorColumns.splitWidth)
        let narrow = EditorColumns(width: 1024, sourceWidth: nil, order: [.inspector, .source, .outline])
        XCTAssertEqual(narrow.columnWidth(.outline), 200)
        XCTAssertEqual(narrow.columnWidth(.inspector), 300)
    }
}
