import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import UITestSupport
import XCTest
@testable import Studio

/// The numbers the keyframe lanes write and how they catch the pointer: keyTimes to 0.001 (0.0001
/// on lanes so wide that 0.001 spans more than a point), values to 0.001 (0.01 on the graph
/// without Shift), snapping within 8 points at every width, and double-clicks that are two
/// presses on one target.
final class PrecisionLanesTests: XCTestCase, @unchecked Sendable {
    static let spec = """
        {
          "schemaVersion": 1,
          "name": "Lanes",
          "duration": 1,
          "layout": { "type": "row", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.45, 1], "values": [1, 0.3, 1], "easing": "easeInOut" },
            { "property": "opacity", "keyTimes": [0, 0.33, 1], "values": [1, 0.5, 1] }
          ]
        }
        """

    @MainActor private func open(size: Size = Size(1280, 800)) -> StudioApp {
        openSpec("lanes.json", text: Self.spec, size: size).app
    }

    /// The items of track `track`'s array `key` in the pane's text, as written.
    @MainActor private static func written(_ app: StudioApp, track: Int, _ key: String) -> [String] {
        let tree = SpecSyntaxTree(Array(app.user.sourceText.utf8))
        guard let list = tree.node(at: JSONPath(parsing: "tracks[\(track)].\(key)")!) else { return [] }
        return tree.children(of: list).map { tree.text(of: $0) }
    }

    private static func decimals(_ number: String) -> Int {
        if number.contains("e") { return 99 }
        return number.firstIndex(of: ".").map { number.distance(from: $0, to: number.endIndex) - 1 } ?? 0
    }

    // MARK: Geometry

    func testSnappingReachesEightPointsFromThePointerAtEveryWidth() throws {
        try onMain {
            let spec = try IndicatorSpec(json: Self.spec)
            for width in [500.0, 1142, 3142] {
                let layout = KeyframeLaneLayout(spec: spec, evaluator: nil, width: width, selectedTrack: nil)
                let ppk = layout.pointsPerKeyTime(lane: 0)
                XCTAssertEqual(ppk, width - 142, accuracy: 1e-9)
                let x = { (keyTime: Double) in KeyframeLaneLayout.labelWidth + keyTime * ppk }
                for offset in [-7.9, -5, 3.5, 7.9] {
                    XCTAssertEqual(
                        layout.dragTime(lane: 0, index: 1, x: x(0.6) + offset, free: false), 0.6,
                        "\(offset) points from the grid line at width \(width)")
                }
                for offset in [-8.1, 8.1] {
                    let time = layout.dragTime(lane: 0, index: 1, x: x(0.6) + offset, free: false)
                    XCTAssertNotEqual(time, 0.6, "8.1 points away at width \(width)")
                    XCTAssertEqual(
                        time, 0.6 + offset / ppk, accuracy: layout.keyTimeDecimals(lane: 0) == 3 ? 0.0005 : 0.00005)
                }
                // Shift: no snapping, still rounded.
                let free = layout.dragTime(lane: 0, index: 1, x: x(0.6) + 3, free: true)
                XCTAssertNotEqual(free, 0.6)
                XCTAssertLessThanOrEqual(Self.decimals(SpecNumberText.format(free)), layout.keyTimeDecimals(lane: 0))
            }
            // The other lane's keyframe attracts the same way where it is nearer than the grid.
            for width in [1142.0, 3142] {
                let layout = KeyframeLaneLayout(spec: spec, evaluator: nil, width: width, selectedTrack: nil)
                let ppk = layout.pointsPerKeyTime(lane: 0)
                let x = KeyframeLaneLayout.labelWidth + 0.33 * ppk
                XCTAssertEqual(layout.dragTime(lane: 0, index: 1, x: x - 7.5, free: false), 0.33, "width \(width)")
                XCTAssertNotEqual(layout.dragTime(lane: 0, index: 1, x: x - 8.5, free: false), 0.33, "width \(width)")
            }
        }
    }

    func testKeyTimesGetAFourthDecimalOnlyWhere0001SpansMoreThanAPoint() throws {
        try onMain {
            let spec = try IndicatorSpec(json: Self.spec)
            let narrow = KeyframeLaneLayout(spec: spec, evaluator: nil, width: 1142, selectedTrack: nil)
            XCTAssertEqual(narrow.keyTimeDecimals(lane: 0), 3, "1000 points a cycle: 0.001 is one point")
            let raw = KeyframeLaneLayout.labelWidth + 0.43233743409490333 * 1000
            XCTAssertEqual(SpecNumberText.format(narrow.dragTime(lane: 0, index: 1, x: raw, free: true)), "0.432")
            let wide = KeyframeLaneLayout(spec: spec, evaluator: nil, width: 1443, selectedTrack: nil)
            XCTAssertEqual(wide.keyTimeDecimals(lane: 0), 4, "1301 points a cycle: 0.001 spans 1.3 points")
            let x = KeyframeLaneLayout.labelWidth + 0.9621929705103487 * wide.pointsPerKeyTime(lane: 0)
            XCTAssertEqual(SpecNumberText.format(wide.dragTime(lane: 0, index: 1, x: x, free: true)), "0.9622")
            XCTAssertEqual(
                wide.dragTime(lane: 0, index: 1, x: KeyframeLaneLayout.labelWidth + 0.6 * 1301 + 2, free: false), 0.6,
                "a snapped time is the grid's")
        }
    }

    // MARK: Writers

    func testADraggedKeyframeWritesItsRoundedTime() throws {
        try onMain {
            let app = open()
            let lanes = app.editor.keyframes.lanes, window = app.window
            let start = try XCTUnwrap(lanes.keyframeWindowPoints()["tracks[0]"]?[1])
            let ppk = lanes.layout.pointsPerKeyTime(lane: 0)
            // To keyTime 0.5723456…: far from the grid and the other keyframes.
            let end = Point(start.x + (0.5723456 - 0.45) * ppk, start.y)
            window.dragPointer(from: start, to: end, steps: 5)
            let times = Self.written(app, track: 0, "keyTimes")
            XCTAssertEqual(
                times,
                ["0", SpecNumberText.format(EditPrecision.rounded(0.5723456, .keyTime, pointsPerUnit: ppk)), "1"])
            XCTAssertLessThanOrEqual(Self.decimals(times[1]), lanes.layout.keyTimeDecimals(lane: 0), times[1])
            XCTAssertEqual(app.editorModel.history.undoMessage, EditorText.moveKeyframe)
        }
    }

    func testADoubleClickAddsAKeyframeAtARoundedTimeWithARoundedValue() throws {
        try onMain {
            let app = open()
            let lanes = app.editor.keyframes.lanes, window = app.window
            app.editorModel.select(JSONPath(parsing: "tracks[0]"))
            _ = window.recordFrame()
            let ppk = lanes.layout.pointsPerKeyTime(lane: 0)
            let origin = lanes.windowOrigin
            let at = Point(
                origin.x + KeyframeLaneLayout.labelWidth + 0.6771234 * ppk, origin.y + lanes.layout.lanes[0].frame.midY)
            window.click(at.x, at.y)
            window.click(at.x, at.y, clickCount: 2)
            let times = Self.written(app, track: 0, "keyTimes"), values = Self.written(app, track: 0, "values")
            XCTAssertEqual(times, ["0", "0.45", EditPrecision.json(0.6771234, .keyTime, pointsPerUnit: ppk), "1"])
            XCTAssertTrue(["0.677", "0.6771"].contains(times[2]), times[2])
            XCTAssertEqual(values.count, 4)
            XCTAssertLessThanOrEqual(Self.decimals(values[2]), 3, values[2])
            XCTAssertEqual(app.editorModel.history.undoMessage, EditorText.addKeyframe)
            XCTAssertEqual(app.editorModel.selection?.description, "tracks[0].keyTimes[2]")
        }
    }

    func testPasteAtThePlayheadWritesARoundedTime() throws {
        try onMain {
            let app = open()
            let model = app.editorModel, lanes = app.editor.keyframes.lanes, window = app.window
            model.select(JSONPath(parsing: "tracks[1].keyTimes[1]"))
            _ = window.recordFrame()
            window.focus(lanes)
            window.key(.character("c"), .control)
            model.updateClock { $0.seek(toProgress: 0.7654321) }
            window.key(.character("v"), .control)
            XCTAssertEqual(model.history.undoMessage, EditorText.pasteKeyframe)
            let times = Self.written(app, track: 1, "keyTimes")
            XCTAssertEqual(times.count, 4)
            XCTAssertTrue(times.allSatisfy { Self.decimals($0) <= lanes.layout.keyTimeDecimals(lane: 1) }, "\(times)")
            XCTAssertTrue(
                times.contains(
                    EditPrecision.json(0.7654321, .keyTime, pointsPerUnit: lanes.layout.pointsPerKeyTime(lane: 1))),
                "\(times)")
            XCTAssertEqual(
                Self.written(app, track: 1, "values"), ["1", "0.5", "0.5", "1"], "the copied value as it was")
        }
    }

    func testAValueDraggedOnTheGraphIsShort() throws {
        try onMain {
            // Tall enough that the lanes show the whole value graph.
            let app = open(size: Size(1280, 1200))
            let model = app.editorModel, lanes = app.editor.keyframes.lanes, window = app.window
            model.select(JSONPath(parsing: "tracks[1].keyTimes[1]"))
            _ = window.recordFrame()
            let origin = lanes.windowOrigin
            for (modifiers, most) in [(Modifiers(), 2), (.shift, 3)] {
                let lane = try XCTUnwrap(lanes.layout.lane(of: JSONPath(parsing: "tracks[1]")!))
                let handle = try XCTUnwrap(lanes.handlePoint(lane: lane, index: 1))
                let from = Point(origin.x + handle.x, origin.y + handle.y)
                window.handle(.pointerMove(from))
                window.handle(.pointerDown(from, modifiers: modifiers))
                for step in 1...4 {
                    window.handle(.pointerMove(Point(from.x, from.y - 5.37 * Double(step)), modifiers: modifiers))
                }
                window.handle(.pointerUp(Point(from.x, from.y - 21.48), modifiers: modifiers))
                let value = Self.written(app, track: 1, "values")[1]
                XCTAssertNotEqual(value, "0.5", "the value moved")
                XCTAssertLessThanOrEqual(Self.decimals(value), most, "\(modifiers): \(value)")
                XCTAssertEqual(model.history.undoMessage, EditorText.changeKeyframeValue)
                _ = window.recordFrame()
            }
        }
    }

    // MARK: Double-clicks

    func testTwoQuickDragsOfOneKeyframeAddNoKeyframe() throws {
        try onMain {
            let app = open()
            let model = app.editorModel, lanes = app.editor.keyframes.lanes, window = app.window
            model.select(JSONPath(parsing: "tracks[0]"))
            _ = window.recordFrame()
            let start = try XCTUnwrap(lanes.keyframeWindowPoints()["tracks[0]"]?[1])
            // A drag 24 points right, then, as the host counts it, a double-click where the key had been.
            window.dragPointer(from: start, to: Point(start.x + 24, start.y), steps: 4)
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes.count, 3)
            window.handle(.pointerMove(start))
            window.handle(.pointerDown(start, clickCount: 2))
            window.handle(.pointerMove(Point(start.x - 20, start.y)))
            window.handle(.pointerUp(Point(start.x - 20, start.y)))
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].keyTimes.count, 3, "the press after a drag is no double-click")
            XCTAssertNotEqual(model.history.undoMessage, EditorText.addKeyframe)
        }
    }

    func testAPressOnAKeyframeAndOneWhereItHadBeenAreTwoClicks() throws {
        try onMain {
            let app = open()
            let model = app.editorModel, lanes = app.editor.keyframes.lanes, window = app.window
            model.select(JSONPath(parsing: "tracks[0]"))
            _ = window.recordFrame()
            let start = try XCTUnwrap(lanes.keyframeWindowPoints()["tracks[0]"]?[1])
            let local = lanes.convertFromWindow(start)
            XCTAssertEqual(lanes.target(at: local), .keyframe(lane: 0, index: 1))
            // A click on the keyframe without moving it; the keyframe then moves (typed in the pane),
            // and a quick second press where it had been lands on the empty lane.
            window.click(start.x, start.y)
            XCTAssertNil(
                model.performVisualEdit(
                    .moveKeyframe(track: JSONPath(parsing: "tracks[0]")!, index: 1, time: 0.6), name: "Move"))
            _ = window.recordFrame()
            XCTAssertEqual(lanes.target(at: local), .lane(0))
            window.click(start.x, start.y, clickCount: 2)
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].keyTimes, [0, 0.6, 1], "not a double-click: no keyframe added")
            // Two presses on the empty lane are one.
            window.click(start.x, start.y, clickCount: 3)
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].keyTimes, [0, 0.45, 0.6, 1], "a double-click on the lane adds one")
        }
    }
}
