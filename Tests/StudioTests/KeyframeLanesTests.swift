import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// The keyframe lanes: geometry (keyframes at their keyTimes on the part's duration, ghost rows
/// at each element's offset), snapping, and edits made with the pointer and the keys.
final class KeyframeLanesTests: XCTestCase, @unchecked Sendable {
    static let twoTracks = """
        {
          "schemaVersion": 1,
          "name": "Two",
          "duration": 1,
          "layout": { "type": "row", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.1 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.45, 1], "values": [1, 0.3, 1] },
            { "property": "opacity", "keyTimes": [0, 0.33, 1], "values": [1, 0.5, 1] }
          ]
        }
        """

    @MainActor private func open(_ text: String = twoTracks) -> (StudioApp, String) {
        let fixture = openSpec("two.json", text: text)
        return (fixture.app, fixture.path)
    }

    private static func path(_ text: String) -> JSONPath { JSONPath(parsing: text)! }

    func testKeyframesSitAtTheirKeyTimesAndGhostsAtEachElementsOffset() throws {
        try onMain {
            let spec = try IndicatorSpec(json: Self.twoTracks)
            let evaluator = try IndicatorEvaluator(spec: spec)
            let layout = KeyframeLaneLayout(
                spec: spec, evaluator: evaluator, width: 1142, selectedTrack: Self.path("tracks[0]"))
            XCTAssertEqual(layout.lanes.map(\.track.description), ["tracks[0]", "tracks[1]"])
            XCTAssertEqual(layout.axisWidth, 1000)
            XCTAssertEqual(
                layout.keyframePoint(lane: 0, index: 1).x, KeyframeLaneLayout.labelWidth + 450, accuracy: 1e-9)
            XCTAssertEqual(layout.ghosts.map(\.element), [0, 1, 2], "the selected track's elements")
            XCTAssertEqual(layout.ghosts.map(\.offset), [0, 0.1, 0.2])
            XCTAssertEqual(
                layout.ghostXs(layout.ghosts[2]).map { ($0 - KeyframeLaneLayout.labelWidth).rounded() },
                [200, 650, 200],
                "shifted by 0.2 s and wrapped into the cycle")
            XCTAssertEqual(
                layout.lanes[1].frame.minY, KeyframeLaneLayout.laneHeight + 3 * KeyframeLaneLayout.ghostHeight)
            XCTAssertEqual(layout.keyframe(at: Point(KeyframeLaneLayout.labelWidth + 453, 11))?.index, 1)
            XCTAssertNil(layout.keyframe(at: Point(KeyframeLaneLayout.labelWidth + 470, 11)))
        }
    }

    func testDragsSnapToTheGridAndToOtherKeyframesUnlessFree() throws {
        try onMain {
            let spec = try IndicatorSpec(json: Self.twoTracks)
            let layout = KeyframeLaneLayout(spec: spec, evaluator: nil, width: 1142, selectedTrack: nil)
            let x = { (keyTime: Double) in KeyframeLaneLayout.labelWidth + keyTime * 1000 }
            XCTAssertEqual(layout.dragTime(lane: 0, index: 1, x: x(0.503), free: false), 0.5, "the 0.05 grid")
            XCTAssertEqual(
                layout.dragTime(lane: 0, index: 1, x: x(0.335), free: false), 0.33, accuracy: 1e-12,
                "the other lane's keyframe is nearer than the grid")
            XCTAssertEqual(
                layout.dragTime(lane: 0, index: 1, x: x(0.335), free: true), 0.335, accuracy: 1e-12,
                "Shift: no snapping")
            XCTAssertEqual(
                layout.dragTime(lane: 0, index: 1, x: x(0.42), free: false), 0.42, accuracy: 1e-12,
                "nothing within reach: where the pointer is")
            XCTAssertEqual(layout.dragTime(lane: 0, index: 1, x: x(1.4), free: false), 1)
        }
    }

    func testDraggingAKeyframeIsOneStepThatThePaneAndThePreviewShow() throws {
        try onMain {
            let (app, path) = open()
            let model = app.editorModel
            let lanes = app.editor.keyframes.lanes
            XCTAssertFalse(app.editor.keyframes.isHidden)
            let start = try XCTUnwrap(lanes.keyframeWindowPoints()["tracks[0]"]?[1])
            let window = app.window
            window.handle(.pointerMove(start))
            window.handle(.pointerDown(start))
            XCTAssertEqual(model.selection?.description, "tracks[0].keyTimes[1]")
            let axis = lanes.layout.axisWidth
            for step in 1...5 {
                window.handle(.pointerMove(Point(start.x + Double(step) * 0.03 * axis, start.y)))
            }
            window.handle(.pointerUp(Point(start.x + 0.15 * axis, start.y)))
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.6, 1])
            XCTAssertTrue(app.user.sourceText.contains("\"keyTimes\": [0, 0.6, 1]"))
            XCTAssertEqual(model.history.undoCount, 1, "the drag is one step")
            XCTAssertEqual(model.history.undoMessage, EditorText.moveKeyframe)
            window.key(.character("z"), .control)
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.45, 1])
            window.key(.character("z"), [.control, .shift])
            app.save()
            let expected = Self.twoTracks.replacingOccurrences(of: "[0, 0.45, 1]", with: "[0, 0.6, 1]")
            XCTAssertEqual(Disk.read(path), Array(expected.utf8), "only the keyTime's bytes changed")
        }
    }

    func testShiftWhileDraggingDisablesSnapping() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let lanes = app.editor.keyframes.lanes
            let window = app.window
            let axis = lanes.layout.axisWidth
            for (modifiers, expected) in [(Modifiers(), 0.5), (.shift, 0.503)] {
                let start = try XCTUnwrap(lanes.keyframeWindowPoints()["tracks[0]"]?[1])
                let keyTime = try XCTUnwrap(model.spec?.parts[0].tracks[0].keyTimes[1])
                let end = Point(start.x + (0.503 - keyTime) * axis, start.y)
                window.handle(.pointerMove(start))
                window.handle(.pointerDown(start))
                window.handle(.pointerMove(Point((start.x + end.x) / 2, start.y), modifiers: modifiers))
                window.handle(.pointerMove(end, modifiers: modifiers))
                window.handle(.pointerUp(end, modifiers: modifiers))
                XCTAssertEqual(
                    model.spec?.parts[0].tracks[0].keyTimes[1] ?? 0, expected, accuracy: 1e-9,
                    modifiers.isEmpty ? "snapped to the grid" : "Shift: where the pointer is")
                model.select(nil)
                _ = window.recordFrame()
            }
        }
    }

    func testAddDeleteCopyAndPasteKeyframesAndTypeAValue() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let lanes = app.editor.keyframes.lanes
            let window = app.window
            // Double-click the opacity lane at 0.7.
            let lane = lanes.layout.lanes[1].frame
            let origin = lanes.windowOrigin
            let at = Point(origin.x + lanes.layout.x(seconds: 0.7), origin.y + lane.midY)
            window.handle(.pointerMove(at))
            window.handle(.pointerDown(at, clickCount: 2))
            window.handle(.pointerUp(at))
            XCTAssertEqual(model.spec?.parts[0].tracks[1].keyTimes, [0, 0.33, 0.7, 1])
            XCTAssertEqual(model.selection?.description, "tracks[1].keyTimes[2]")
            XCTAssertEqual(model.history.undoMessage, EditorText.addKeyframe)

            // Type its value.
            _ = window.recordFrame()
            let field = app.editor.keyframes.valueField
            XCTAssertFalse(field.isHidden)
            field.text = "0.25"
            field.onCommit?("0.25")
            XCTAssertEqual(model.spec?.parts[0].tracks[1].values[2], .number(0.25))

            // Copy it, paste it at the playhead, delete it.
            window.focus(lanes)
            window.key(.character("c"), .control)
            model.updateClock { $0.seek(toProgress: 0.9) }
            window.key(.character("v"), .control)
            XCTAssertEqual(model.spec?.parts[0].tracks[1].keyTimes.count, 5)
            let pasted = try XCTUnwrap(model.spec?.parts[0].tracks[1])
            let index = try XCTUnwrap(pasted.keyTimes.firstIndex { abs($0 - 0.9) < 0.011 })
            XCTAssertEqual(pasted.values[index], .number(0.25))
            XCTAssertEqual(model.history.undoMessage, EditorText.pasteKeyframe)
            window.key(.delete)
            XCTAssertEqual(model.spec?.parts[0].tracks[1].keyTimes.count, 4)
            XCTAssertEqual(model.history.undoMessage, EditorText.deleteKeyframe)

            // A refused edit: the toast says why and nothing changes.
            model.select(Self.path("tracks[1].keyTimes[1]"))
            let before = app.user.sourceText
            field.onCommit?("zero")
            XCTAssertEqual(app.user.sourceText, before)
            XCTAssertTrue(window.visibleToasts.contains(app.text(EditorText.typeNumber)))
        }
    }

    func testAParamValueShowsItsNameAndSwitchesToANumberAndBack() throws {
        try onMain {
            let (app, _) = open(IndicatorSpecJSON.ballPulse)
            let model = app.editorModel
            model.select(Self.path("tracks[0].keyTimes[1]"))
            _ = app.user.nextFrame()
            let panel = app.editor.keyframes
            XCTAssertEqual(panel.valueField.text, "$minScale")
            XCTAssertEqual(panel.paramButton.title, app.text(EditorText.useNumber))
            panel.paramButton.action?()
            XCTAssertEqual(model.spec?.parts[0].tracks[0].values[1], .number(0.3))
            XCTAssertEqual(panel.valueField.text, "0.3")
            panel.paramButton.action?()
            XCTAssertEqual(model.spec?.parts[0].tracks[0].values[1], .param("minScale"))
            if ProcessInfo.processInfo.environment["LANES_SCREEN"] != nil {
                ScreensRender.writePAM(ScreensRender.render(app.window), to: "/tmp/lanes.pam")
            }
        }
    }

    func testSelectingAndDraggingRedrawsEverythingThatChanged() throws {
        try onMain {
            let (app, _) = open()
            app.toggleSource()
            let model = app.editorModel
            let frames = IncrementalFrames(app.window)
            frames.assertMatchesFullRedraw(after: [
                ("select a keyframe", { model.select(Self.path("tracks[0].keyTimes[1]")) }),
                (
                    "move it",
                    {
                        _ = model.performVisualEdit(
                            .moveKeyframe(track: Self.path("tracks[0]"), index: 1, time: 0.6), name: "Move keyframe")
                    }
                ),
                ("select the layout", { model.select(Self.path("layout")) }),
                ("select nothing", { model.select(nil) }),
            ])
        }
    }
}
