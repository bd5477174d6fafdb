import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// Many keyframes at once in the lanes: Shift/Ctrl+click, the rubber band, Ctrl+A, group drags
/// and nudges, the selection bar (Time, Values, Easing, Reverse, Loop) and the clipboard; every
/// change one step whose bytes differ only where the values changed.
final class KeyframeSelectionTests: XCTestCase, @unchecked Sendable {
    static let spec = """
        {
          "schemaVersion": 1,
          "name": "Three",
          "duration": 1,
          "layout": { "type": "row", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.1 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.4, 1], "values": [1, 0.3, 1] },
            { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.5, 0.8] },
            { "property": "translateY", "keyTimes": [0, 0.2, 0.6, 1], "values": [0, -0.2, 0.1, 0] }
          ]
        }
        """

    @MainActor private func open(_ text: String = spec) -> (StudioApp, String) {
        let fixture = openSpec("three.json", text: text)
        return (fixture.app, fixture.path)
    }

    @MainActor private func point(_ app: StudioApp, _ track: String, _ index: Int) throws -> Point {
        try XCTUnwrap(app.editor.keyframes.lanes.keyframeWindowPoints()[track]?[index])
    }

    @MainActor private func click(_ app: StudioApp, _ p: Point, _ modifiers: Modifiers = []) {
        app.window.handle(.pointerMove(p, modifiers: modifiers))
        app.window.handle(.pointerDown(p, modifiers: modifiers))
        app.window.handle(.pointerUp(p, modifiers: modifiers))
        _ = app.window.recordFrame()
    }

    private static func names(_ keys: Set<KeyframeReference>) -> [String] {
        keys.map(\.path.description).sorted()
    }

    func testShiftAndCtrlClickAddAndToggleAndThePaneMarksEveryValue() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            app.toggleSource()
            _ = app.window.recordFrame()
            click(app, try point(app, "tracks[0]", 1))
            click(app, try point(app, "tracks[1]", 1), .shift)
            click(app, try point(app, "tracks[2]", 2), .shift)
            XCTAssertEqual(
                Self.names(model.selectedKeyframes),
                ["tracks[0].keyTimes[1]", "tracks[1].keyTimes[1]", "tracks[2].keyTimes[2]"])
            XCTAssertEqual(model.selection?.description, "tracks[2].keyTimes[2]", "the last clicked is the node")
            let marks = app.editor.source.editor.markedRanges
            let text = Array(app.user.sourceText.utf8)
            XCTAssertEqual(marks.map { String(decoding: text[$0], as: UTF8.self) }, ["0.3", "0.5", "0.1"])
            click(app, try point(app, "tracks[1]", 1), .control)
            XCTAssertEqual(Self.names(model.selectedKeyframes), ["tracks[0].keyTimes[1]", "tracks[2].keyTimes[2]"])
            XCTAssertFalse(app.editor.keyframes.selectionBar.isHidden, "the selection bar shows for two")
            XCTAssertTrue(app.editor.keyframes.valueField.isHidden)
            click(app, try point(app, "tracks[0]", 1))
            XCTAssertEqual(Self.names(model.selectedKeyframes), ["tracks[0].keyTimes[1]"], "a plain click: one")
            XCTAssertTrue(app.editor.keyframes.selectionBar.isHidden)
        }
    }

    func testARubberBandSelectsWhatItTouchesAcrossLanesAndAClickSelectsTheTrack() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let a = try point(app, "tracks[0]", 0), b = try point(app, "tracks[2]", 1)
            let from = Point((a.x + (try point(app, "tracks[0]", 1)).x) / 2 - 20, a.y - 6)
            let to = Point(try point(app, "tracks[2]", 2).x + 2, b.y + 6)
            app.window.handle(.pointerMove(from))
            app.window.handle(.pointerDown(from))
            app.window.handle(.pointerMove(Point((from.x + to.x) / 2, (from.y + to.y) / 2)))
            app.window.handle(.pointerMove(to))
            XCTAssertNotNil(app.editor.keyframes.lanes.rubberBand)
            app.window.handle(.pointerUp(to))
            XCTAssertNil(app.editor.keyframes.lanes.rubberBand)
            XCTAssertEqual(
                Self.names(model.selectedKeyframes),
                [
                    "tracks[0].keyTimes[1]", "tracks[1].keyTimes[1]", "tracks[2].keyTimes[1]",
                    "tracks[2].keyTimes[2]",
                ])
            XCTAssertEqual(model.history.undoCount, 0, "selecting changes nothing")
            // A click on a lane's empty row: its track.
            let lane = app.editor.keyframes.lanes.layout.lanes[1].frame
            let origin = app.editor.keyframes.lanes.windowOrigin
            click(app, Point(origin.x + app.editor.keyframes.lanes.layout.x(seconds: 0.75), origin.y + lane.midY))
            XCTAssertEqual(model.selection?.description, "tracks[1]")
            XCTAssertTrue(model.selectedKeyframes.isEmpty)
        }
    }

    func testCtrlASelectsTheTrackThenThePartAndEscapeKeepsOne() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            click(app, try point(app, "tracks[2]", 1))
            app.window.key(.character("a"), .control)
            XCTAssertEqual(model.selectedKeyframes.count, 4, "the selected keyframe's track")
            app.window.key(.character("a"), .control)
            XCTAssertEqual(model.selectedKeyframes.count, 10, "again: the part's")
            model.select(JSONPath(parsing: "layout"))
            app.window.focus(app.editor.keyframes.lanes)
            app.window.key(.character("a"), .control)
            XCTAssertEqual(model.selectedKeyframes.count, 10, "the part's every keyframe")
            app.window.key(.escape)
            XCTAssertEqual(model.selectedKeyframes.count, 1)
        }
    }

    func testAGroupDragMovesEverySelectedKeyframeByTheSameAmountInOneStep() throws {
        try onMain {
            let (app, path) = open()
            let model = app.editorModel
            click(app, try point(app, "tracks[0]", 1))
            click(app, try point(app, "tracks[1]", 1), .shift)
            let start = try point(app, "tracks[0]", 1)
            let axis = app.editor.keyframes.lanes.layout.axisWidth
            app.window.handle(.pointerMove(start))
            app.window.handle(.pointerDown(start))
            for step in 1...4 {
                app.window.handle(
                    .pointerMove(Point(start.x + Double(step) * 0.025 * axis, start.y), modifiers: .shift))
            }
            app.window.handle(.pointerUp(Point(start.x + 0.1 * axis, start.y)))
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.5, 1])
            XCTAssertEqual(model.spec?.parts[0].tracks[1].keyTimes, [0, 0.6, 1])
            XCTAssertEqual(model.history.undoCount, 1, "the drag is one step")
            XCTAssertEqual(model.history.undoMessage, TimingText.moveStep)
            // Far right: the move stops where the first keyframe meets its unselected neighbour.
            let again = try point(app, "tracks[0]", 1)
            app.window.handle(.pointerMove(again))
            app.window.handle(.pointerDown(again))
            app.window.handle(.pointerMove(Point(again.x + 0.9 * axis, again.y), modifiers: .shift))
            app.window.handle(.pointerUp(Point(again.x + 0.9 * axis, again.y)))
            XCTAssertEqual(model.spec?.parts[0].tracks[1].keyTimes, [0, 1, 1])
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.9, 1])
            app.window.key(.character("z"), .control)
            app.window.key(.character("z"), .control)
            app.save()
            XCTAssertEqual(Disk.read(path), Array(Self.spec.utf8), "undo gives back the first bytes")
        }
    }

    func testArrowKeysMoveTheSelectionAFrameOrTenAndAltArrowsStep() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            click(app, try point(app, "tracks[0]", 1))
            click(app, try point(app, "tracks[1]", 1), .shift)
            app.window.key(.right)
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].keyTimes, [0, 0.4167, 1],
                "a frame of a 1 s cycle, to the 0.0001 these wide lanes write")
            app.window.key(.left, .shift)
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.25, 1], "ten frames back")
            XCTAssertEqual(model.spec?.parts[0].tracks[1].keyTimes, [0, 0.35, 1])
            XCTAssertEqual(model.history.undoCount, 2)
            app.window.key(.left, .shift)
            app.window.key(.left, .shift)
            XCTAssertEqual(
                app.window.visibleToasts.last, "tracks[0].keyTimes[1] must be within [0, 1]",
                "LoaderKit's message for a move out of the cycle")
            XCTAssertEqual(model.spec?.parts[0].tracks[0].keyTimes, [0, 0.0833, 1], "nothing moved")
            // One keyframe past its neighbour.
            click(app, try point(app, "tracks[2]", 1))
            for _ in 0..<3 { app.window.key(.right, .shift) }
            XCTAssertEqual(app.window.visibleToasts.last, "tracks[2].keyTimes must be non-decreasing")
            XCTAssertEqual(model.spec?.parts[0].tracks[2].keyTimes, [0, 0.5334, 0.6, 1])
            model.select(JSONPath(parsing: "tracks[2].keyTimes[1]"))
            app.window.key(.right, .alt)
            XCTAssertEqual(model.selection?.description, "tracks[2].keyTimes[2]")
        }
    }

    func testTheSelectionBarScalesTimeAndValuesEasesReversesAndLoops() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let bar = app.editor.keyframes.selectionBar
            click(app, try point(app, "tracks[2]", 1))
            app.window.key(.character("a"), .control)
            bar.timeField.onCommit?("80%")
            XCTAssertEqual(model.spec?.parts[0].tracks[2].keyTimes, [0, 0.16, 0.48, 0.8])
            XCTAssertEqual(model.history.undoMessage, TimingText.scaleTimeStep)
            bar.valuesField.onCommit?("200")
            XCTAssertEqual(
                model.spec?.parts[0].tracks[2].values,
                [.number(0.025), .number(-0.375), .number(0.225), .number(0.025)])
            bar.applyEasing("\"easeInOut\"")
            XCTAssertTrue(app.user.sourceText.contains("\"easing\": \"easeInOut\""))
            bar.reverseButton.action?()
            XCTAssertEqual(model.history.undoMessage, TimingText.reverseStep)
            XCTAssertEqual(
                model.spec?.parts[0].tracks[2].values,
                [.number(0.025), .number(0.225), .number(-0.375), .number(0.025)])
            bar.valuesField.onCommit?("zero")
            XCTAssertTrue(app.window.visibleToasts.contains(app.text(TimingText.typePercent)))
            model.select(JSONPath(parsing: "tracks[1].keyTimes[0]"))
            click(app, try point(app, "tracks[1]", 2), .shift)
            bar.loopButton.action?()
            XCTAssertEqual(model.spec?.parts[0].tracks[1].values.last, .number(1))
            XCTAssertEqual(model.history.undoMessage, TimingText.loopStep)
        }
    }

    func testKeyframesCopyAsJSONAndPasteOnAnotherTrackAtThePlayhead() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            click(app, try point(app, "tracks[0]", 0))
            click(app, try point(app, "tracks[0]", 1), .shift)
            app.window.key(.character("c"), .control)
            let copied = try XCTUnwrap(app.user.clipboard)
            XCTAssertEqual(
                copied,
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0, 0.4], "values": [1, 0.3], "easing": ["linear"]}"#
            )
            model.select(JSONPath(parsing: "tracks[1]"))
            model.updateClock { $0.seek(toProgress: 0.1) }
            app.window.focus(app.editor.keyframes.lanes)
            app.window.key(.character("v"), .control)
            XCTAssertEqual(model.history.undoMessage, TimingText.pasteKeyframesStep)
            let track = try XCTUnwrap(model.spec?.parts[0].tracks[1])
            XCTAssertEqual(track.keyTimes, [0, 0.1, 0.5, 1])
            XCTAssertEqual(model.selectedKeyframes.count, 2, "the pasted keyframes are selected")
            // A whole track, copied from a text editor: a new track of the part.
            app.window.clipboard.text = #"{ "property": "rotate", "keyTimes": [0, 1], "values": [0, 6.283] }"#
            app.window.key(.character("v"), .control)
            XCTAssertEqual(model.spec?.parts[0].tracks.count, 4)
            XCTAssertEqual(model.history.undoMessage, TimingText.pasteTrackStep)
            app.window.clipboard.text = "not json"
            app.window.key(.character("v"), .control)
            XCTAssertTrue(app.window.visibleToasts.contains { app.isMessage($0, "timing.clipboard") })
        }
    }
}
