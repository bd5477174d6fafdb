import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render
import UI
import XCTest
import TestSupport
@testable import Studio

/// The editor driven with synthetic input and checked in pixels rendered off screen.
final class ScreensEditorTests: XCTestCase {
    /// Opens BallPulse (params count and minScale) in the editor.
    @MainActor private static func editorOnBallPulse() -> StudioApp {
        let app = ScreensRender.makeApp()
        app.open(app.library.builtin(named: "BallPulse")!)
        _ = app.user.nextFrame()
        return app
    }

    /// The big preview's pixels in a full-window render.
    @MainActor private static func previewPixels(_ app: StudioApp) -> [UInt32] {
        let pixmap = ScreensRender.render(app.window)
        return pixmap.region(app.editor.stage.bigCard.preview.windowFrame.enclosingIntRect)
    }

    func testParamSliderDragChangesThePreviewAndUndoRestoresIt() {
        onMain {
            let app = Self.editorOnBallPulse()
            app.user.press(.home)
            app.user.press(.space, text: " ")
            XCTAssertFalse(app.editorModel.clock.isPlaying)
            let original = Self.previewPixels(app)

            let row = app.editor.inspector.paramRows.first { $0.name == "count" }!
            XCTAssertEqual(row.range, ParamRange(minimum: 1, maximum: 12, step: 1, isCount: true))
            let slider = row.slider.slider.windowFrame
            app.user.drag(
                from: Point(slider.minX + row.slider.slider.knobX, slider.midY),
                to: Point(slider.maxX - 2, slider.midY))
            XCTAssertEqual(app.editorModel.params["count"], 12)
            XCTAssertEqual(app.editorModel.evaluator?.elementCount, 12)
            XCTAssertEqual(app.editorModel.history.undoCount, 1, "a drag is one undo step")
            XCTAssertNotEqual(Self.previewPixels(app), original)

            app.user.press(.character("z"), .control)
            XCTAssertEqual(app.editorModel.params["count"], 3)
            XCTAssertEqual(row.slider.value, 3)
            XCTAssertEqual(Self.previewPixels(app), original)

            app.user.press(.character("z"), [.control, .shift])
            XCTAssertEqual(app.editorModel.params["count"], 12)
            row.resetButton.performClick()
            XCTAssertEqual(app.editorModel.params["count"], 3)
        }
    }

    func testScrubbingDrawsTheFrameAtTimeForCycleProgress() {
        onMain {
            let app = Self.editorOnBallPulse()
            let scrubber = app.editor.timeline.scrubber
            let frame = scrubber.windowFrame
            let x = frame.minX + 0.37 * frame.width
            app.user.tap(x, frame.midY)
            let cp = scrubber.progress(atX: x - frame.minX)
            XCTAssertEqual(app.editorModel.clock.cycleProgress, cp, accuracy: 1e-9)
            XCTAssertEqual(scrubber.progress, cp, accuracy: 1e-9)
            let evaluator = app.editorModel.evaluator!
            XCTAssertEqual(app.editorModel.displayTime!, evaluator.timeForCycleProgress(cp), accuracy: 1e-9)
            app.tick(dt: 0.25)
            XCTAssertEqual(app.editorModel.clock.cycleProgress, cp, accuracy: 1e-9, "seeking pauses the clock")

            let window = ScreensRender.render(app.window)
            let rect = app.editor.stage.bigCard.preview.windowFrame
            var reference = Pixmap(width: window.width, height: window.height)!
            var list = DisplayList()
            list.fill(.rect(rect), color: PreviewBackground.lightColor)
            IndicatorDrawing.record(
                evaluator.states(at: evaluator.timeForCycleProgress(cp)), evaluator: evaluator,
                in: rect, color: Theme.light.color(.textPrimary), into: &list)
            Renderer().render(list, into: &reference)
            let region = rect.enclosingIntRect
            XCTAssertEqual(region.width, 160)
            XCTAssertEqual(window.region(region), reference.region(region))
            XCTAssertGreaterThan(Set(window.region(region)).count, 2, "the indicator is drawn")
        }
    }

    func testTimelineShortcuts() {
        onMain {
            let app = Self.editorOnBallPulse()
            let model = app.editorModel
            let duration = model.spec!.duration
            app.tick(dt: 0.1)
            XCTAssertEqual(model.clock.time, 0.1, accuracy: 1e-12)
            app.user.press(.space, text: " ")
            XCTAssertFalse(model.clock.isPlaying)
            app.tick(dt: 0.1)
            XCTAssertEqual(model.clock.time, 0.1, accuracy: 1e-12)
            app.user.press(.right)
            XCTAssertEqual(model.clock.time, 0.1 + 1.0 / 60, accuracy: 1e-12)
            app.user.press(.left)
            app.user.press(.left)
            XCTAssertEqual(model.clock.time, 0.1 - 1.0 / 60, accuracy: 1e-12)
            app.user.press(.right, .shift)
            XCTAssertEqual(model.clock.time, 0.1 - 1.0 / 60 + 0.1 * duration, accuracy: 1e-12)
            app.user.press(.left, .shift)
            app.user.press(.home)
            XCTAssertEqual(model.clock.time, 0)
            XCTAssertEqual(model.clock.cycleProgress, 0)
            app.user.press(.character("]"), text: "]")
            XCTAssertEqual(model.clock.speed, 2)
            app.user.press(.character("["), text: "[")
            app.user.press(.character("["), text: "[")
            XCTAssertEqual(model.clock.speed, 0.5)
            for _ in 0..<10 { app.user.press(.character("["), text: "[") }
            XCTAssertEqual(model.clock.speed, 0.125, "the speed stays within 0.125...8")
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.clock.speed, 0.25, "speed changes are undoable")
            app.user.press(.space, text: " ")
            XCTAssertTrue(model.clock.isPlaying)
            app.tick(dt: 0.4)
            XCTAssertEqual(model.clock.time, 0.1, accuracy: 1e-12)
            XCTAssertEqual(app.editor.timeline.timeLabel.text, "t   0.100 s")
            XCTAssertEqual(app.editor.timeline.progressLabel.text, String(format: "cycle %5.3f", 0.1 / duration))
        }
    }

    func testFreezeLoopRegionAndPingPong() {
        onMain {
            let app = Self.editorOnBallPulse()
            let model = app.editorModel
            let d = model.spec!.duration
            app.user.tap(app.editor.timeline.freezeButton)
            XCTAssertNotNil(model.clock.frozenProgress)
            app.tick(dt: 0.3)
            XCTAssertEqual(model.clock.time, 0, "frozen: the clock does not advance")
            app.user.tap(app.editor.timeline.freezeButton)
            model.updateClock { $0.seek(toProgress: 0.2) }
            app.user.press(.character("i"), text: "i")
            model.updateClock { $0.seek(toProgress: 0.6) }
            app.user.press(.character("o"), text: "o")
            XCTAssertEqual(model.clock.loopRegion?.lowerBound ?? 0, 0.2, accuracy: 1e-9)
            XCTAssertEqual(model.clock.loopRegion?.upperBound ?? 0, 0.6, accuracy: 1e-9)
            XCTAssertTrue(app.editor.timeline.loopButton.isOn)
            app.window.focus(nil)  // the clicked Freeze button would take Space; with no control focused it plays
            app.user.press(.space, text: " ")
            app.tick(dt: 0.1 * d)
            XCTAssertEqual(model.clock.cycleProgress, 0.2 + 0.1 / 1, accuracy: 1e-9, "looped back to the in point")
            app.user.tap(app.editor.timeline.pingPongButton)
            app.tick(dt: 0.4 * d)
            XCTAssertEqual(model.clock.cycleProgress, 0.5, accuracy: 1e-9, "bounced at the out point")
            XCTAssertEqual(model.clock.direction, -1)
        }
    }

    func testHidesWhenStoppedAndReducedMotion() {
        onMain {
            let app = Self.editorOnBallPulse()
            let model = app.editorModel
            app.tick(dt: 0.2)
            app.editor.inspector.stopButton.performClick()
            XCTAssertNil(model.displayTime, "stopped and hidesWhenStopped: nothing is drawn")
            app.user.tap(app.editor.inspector.hidesToggle)
            XCTAssertEqual(model.displayTime!, 0.2, accuracy: 1e-12)
            app.window.focus(nil)  // the clicked switch would take Space; with no control focused it plays
            app.user.press(.space, text: " ")
            app.user.tap(app.editor.inspector.simulateToggle)
            XCTAssertTrue(model.reducesMotion)
            XCTAssertEqual(model.displayTime, model.evaluator!.timeForCycleProgress(0))
            XCTAssertFalse(app.editor.wantsFrames)
            app.user.tap(app.editor.inspector.reduceToggle)
            XCTAssertFalse(model.reducesMotion)
            XCTAssertEqual(model.history.undoCount, 3)
        }
    }

    func testElementOverlayShowsTheHoveredElementsState() {
        onMain {
            let app = Self.editorOnBallPulse()
            app.user.press(.space, text: " ")
            let preview = app.editor.stage.bigCard.preview
            let boxes = preview.elementBoxes()
            XCTAssertEqual(boxes.count, 3)
            let box = boxes[2]!.offsetBy(dx: preview.windowFrame.minX, dy: preview.windowFrame.minY)
            app.window.handle(.pointerMove(box.center))
            XCTAssertEqual(app.editor.stage.overlay.hoveredIndex, 2)
            let shown = app.editor.side.element.state
            XCTAssertEqual(shown?.index, 2)
            XCTAssertEqual(shown, preview.states()[2])
            XCTAssertEqual(ElementState.fieldNames.count, 21)
            app.window.handle(.pointerMove(Point(5, 400)))
            XCTAssertNil(app.editor.stage.overlay.hoveredIndex)
            XCTAssertNil(app.editor.side.element.state)
        }
    }

    func testColoursAndBackgroundsAreUndoableEdits() {
        onMain {
            let app = Self.editorOnBallPulse()
            let model = app.editorModel
            app.user.tap(app.editor.inspector.colorEditor.addButton)
            app.user.tap(app.editor.inspector.colorEditor.addButton)
            XCTAssertEqual(model.colors.count, 2)
            XCTAssertEqual(model.drawingColors(automatic: .black).colors.count, 2)
            app.user.tap(
                app.editor.stage.backgroundControl.windowFrame.minX + 200,
                app.editor.stage.backgroundControl.windowFrame.midY)
            XCTAssertEqual(model.background, .checkerboard)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.background, .light)
            app.user.press(.character("z"), .control)
            XCTAssertEqual(model.colors.count, 1)
        }
    }
}
