import Localization
import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import SpecLanguage
import StudioInspection
import TestSupport
import UI
import XCTest
@testable import Studio

/// The motion path over the big preview: which selections show it, its dots (each element's
/// centre at every frame of a cycle at 60 fps) and keyframe handles, and a handle dragged: the
/// translate values at that keyframe change by the pointer's travel over the box side, rounded,
/// in one undo step; a `$param` value is refused.
final class MotionPathTests: XCTestCase, @unchecked Sendable {
    private static func path(_ text: String) -> JSONPath { JSONPath(parsing: text)! }

    func testTheSelectionsThatShowAPath() throws {
        let spec = try IndicatorSpec(json: OnionSkinTests.hop)
        let x = Self.path("tracks[0]"), y = Self.path("tracks[1]")
        let track = try XCTUnwrap(MotionPathTracks.selected(x, in: spec))
        XCTAssertEqual(track, MotionPathTracks(part: 0, isGroup: false, x: x, y: y, handles: [x]))
        XCTAssertEqual(MotionPathTracks.selected(Self.path("tracks[1].keyTimes[2]"), in: spec)?.handles, [y])
        XCTAssertEqual(MotionPathTracks.selected(Self.path("tracks[1].values"), in: spec)?.handles, [y])
        XCTAssertEqual(MotionPathTracks.selected(Self.path("tracks"), in: spec)?.handles, [x, y], "the part's tracks")
        XCTAssertNil(MotionPathTracks.selected(Self.path("layout"), in: spec))
        XCTAssertNil(MotionPathTracks.selected(JSONPath(), in: spec), "the spec itself")
        XCTAssertNil(MotionPathTracks.selected(nil, in: spec))
        // A track of another property, and a part without translate tracks.
        let parts = try IndicatorSpec(
            json: """
                {"schemaVersion": 1, "name": "P", "duration": 1, "parts": [
                  {"layout": {"type": "single"}, "shape": {"type": "circle"},
                   "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]}]},
                  {"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [],
                   "groupTracks": [{"property": "translateY", "keyTimes": [0, 1], "values": [0, 0.2]}]}
                ]}
                """)
        XCTAssertNil(MotionPathTracks.selected(Self.path("parts[0].tracks[0]"), in: parts))
        XCTAssertNil(MotionPathTracks.selected(Self.path("parts[0]"), in: parts))
        let group = try XCTUnwrap(MotionPathTracks.selected(Self.path("parts[1]"), in: parts))
        XCTAssertTrue(group.isGroup)
        XCTAssertEqual(group.y, Self.path("parts[1].groupTracks[0]"))
        XCTAssertNil(group.x)
    }

    func testTheDotsAreEachElementsCentreAtEveryFrameAndTheHandlesItsKeyframes() throws {
        let evaluator = try IndicatorEvaluator(spec: IndicatorSpec(json: OnionSkinTests.hop))
        let tracks = try XCTUnwrap(MotionPathTracks.selected(Self.path("tracks[0]"), in: evaluator.spec))
        let rect = Rect(x: 0, y: 0, width: 160, height: 160)
        let path = MotionPath(tracks, evaluator: evaluator, in: rect)
        XCTAssertEqual(path.elements, [0, 1])
        XCTAssertEqual(path.dots.map(\.count), [60, 60], "a 1 s cycle at 60 fps")
        let start = evaluator.timeForCycleProgress(0)
        XCTAssertEqual(start, 1, "the second dot starts a quarter cycle late: the cycle repeats from 1 s")
        for f in [0, 17, 59] {
            let states = evaluator.states(at: start + Double(f) / 60)
            for e in 0..<2 {
                XCTAssertEqual(
                    path.dots[e][f], IndicatorDrawing.center(of: states[e], in: rect), "element \(e), frame \(f)")
            }
        }
        // translateX's keyTimes, each element passing them; keyTime 0.5 moves both translates.
        XCTAssertEqual(path.handles.map(\.keyTime), [0, 0, 0.5, 0.5, 1, 1])
        let half = try XCTUnwrap(path.handles.first { $0.keyTime == 0.5 && $0.element == 0 })
        XCTAssertEqual(
            half.edits,
            [
                MotionPath.Edit(track: Self.path("tracks[0]"), index: 1, axis: .x),
                MotionPath.Edit(track: Self.path("tracks[1]"), index: 2, axis: .y),
            ])
        // Element 0 at keyTime 0.5: its place in the row moved by (0.1, −0.2) box units.
        let rest = evaluator.states(at: 0)[0]
        XCTAssertEqual(half.point.x, (rest.cx + 0.1) * 160, accuracy: 1e-9)
        XCTAssertEqual(half.point.y, (rest.cy - 0.2) * 160, accuracy: 1e-9)
        // keyTime 1 is taken as the cycle ends, where keyTime 0 starts again: the same place here.
        let zero = try XCTUnwrap(path.handles.first { $0.keyTime == 0 && $0.element == 1 })
        let one = try XCTUnwrap(path.handles.first { $0.keyTime == 1 && $0.element == 1 })
        XCTAssertEqual(zero.point.x, one.point.x, accuracy: 1e-3)
        XCTAssertEqual(zero.point.y, one.point.y, accuracy: 1e-3)
        XCTAssertEqual(zero.edits.map(\.index), [0, 0])
        XCTAssertEqual(one.edits.map(\.index), [2, 3])
        XCTAssertEqual(path.handle(near: Point(half.point.x + 5, half.point.y), reach: 7), half)
        XCTAssertNil(path.handle(near: Point(half.point.x + 8, half.point.y), reach: 7))

        // The keyTime passes of an element: in the cycle [1, 2), keyTime 1 a hair before its end.
        XCTAssertEqual(MotionPath.passes(keyTime: 0.5, offset: 0.25, cycle: 1, from: 1, duration: 1), [1.75])
        XCTAssertEqual(MotionPath.passes(keyTime: 0, offset: 0.25, cycle: 0.5, from: 1, duration: 1), [1.25, 1.75])
        let end = MotionPath.passes(keyTime: 1, offset: 0, cycle: 1, from: 1, duration: 1)
        XCTAssertEqual(end.count, 1)
        XCTAssertEqual(end[0], 2, accuracy: 1e-6)
        XCTAssertLessThan(end[0], 2)
    }

    /// The studio with the hop open and `selection` selected, paused, its first frame drawn.
    @MainActor private func open(selecting selection: String) -> StudioApp {
        let app = openSpec("hop.json", text: OnionSkinTests.hop, showingSource: true).app
        app.editorModel.updateClock { $0.seek(toProgress: 0) }
        app.editorModel.select(Self.path(selection))
        _ = app.user.nextFrame()
        return app
    }

    func testDraggingAKeyframesDotMovesBothTranslatesInOneStep() throws {
        try onMain {
            let app = open(selecting: "tracks[0]")
            let before = app.user.sourceText
            let view = app.editor.stage.motionPath
            XCTAssertNotNil(app.user.state.editor.motionPath)
            if let folder = ProcessInfo.processInfo.environment["ONION_SHOTS"] {
                ScreensRender.writePAM(ScreensRender.render(app.window), to: folder + "/motion-path.pam")
            }
            let (handle, point) = try XCTUnwrap(
                view.handleWindowPoints().first { $0.handle.keyTime == 0.5 && $0.handle.element == 0 })
            XCTAssertEqual(handle.edits.count, 2)
            XCTAssertEqual(app.editor.stage.bigCard.preview.bounds.width, 160)
            // 13 points right and 7 down on a 160-point box: +0.08125 and +0.04375 box units,
            // written to 0.001.
            app.user.drag(from: point, to: Point(point.x + 13, point.y + 7), steps: 5)
            let after = app.user.sourceText
            XCTAssertEqual(
                after,
                before.replacingOccurrences(of: "\"values\": [0, 0.1, 0]", with: "\"values\": [0, 0.181, 0]")
                    .replacingOccurrences(of: "-0.2, 0]", with: "-0.156, 0]"))
            XCTAssertNotEqual(after, before)
            XCTAssertEqual(app.editorModel.history.undoCount, 1, "one step for the drag")
            XCTAssertEqual(app.editorModel.history.undoMessage, OnionSkinText.moveOnPath)
            XCTAssertEqual(app.editorModel.selection, Self.path("tracks[0].keyTimes[1]"), "its keyframe is selected")
            app.editorModel.history.undo()
            XCTAssertEqual(app.user.sourceText, before)
            XCTAssertEqual(LayoutAudit.problems(in: app.window), [])
        }
    }

    func testAParamValueIsRefusedAndAPressElsewhereReachesTheOverlay() throws {
        try onMain {
            let app = open(selecting: "tracks[1]")
            let before = app.user.sourceText
            let view = app.editor.stage.motionPath
            let (_, point) = try XCTUnwrap(
                view.handleWindowPoints().first { $0.handle.keyTime == 0.25 && $0.handle.element == 0 })
            app.user.drag(from: point, to: Point(point.x + 20, point.y + 20))
            XCTAssertEqual(app.user.sourceText, before, "nothing changes")
            XCTAssertEqual(app.editorModel.history.undoCount, 0)
            XCTAssertTrue(
                app.user.toasts.contains(app.text(EditorText.paramValue("lift"))),
                "\(app.user.toasts)")
            // Away from the handles the view lets the pointer through.
            let card = app.editor.stage.bigCard.windowFrame
            let local = Point(card.minX + 4, card.minY + 4)
            XCTAssertFalse(app.window.rootView.hitTest(local) === view)
            XCTAssertTrue(app.window.rootView.hitTest(point) === view)
            // No translate track selected: no path.
            app.editorModel.select(Self.path("layout"))
            XCTAssertNil(view.path)
            XCTAssertNil(app.user.state.editor.motionPath)
        }
    }
}
