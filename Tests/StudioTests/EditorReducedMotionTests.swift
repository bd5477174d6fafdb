import Localization
import Graphics
@testable import Studio
import LoaderKitCore
import UI
import XCTest
import TestSupport

/// Reduced motion in the editor: the window's preference reaches the model, the timeline says
/// why the preview holds still, and its readouts show the frame drawn.
final class EditorReducedMotionTests: XCTestCase {
    @MainActor private static func editorOnBallPulse() -> StudioApp {
        let app = ScreensRender.makeApp()
        app.open(app.library.builtin(named: "BallPulse")!)
        _ = app.user.nextFrame()
        return app
    }

    func testAChangeOfTheWindowsPreferenceReachesTheEditor() {
        onMain {
            let app = Self.editorOnBallPulse()
            XCTAssertFalse(app.editorModel.reducesMotion)
            XCTAssertTrue(app.editor.wantsFrames)
            app.window.motionPreference = .reduced
            XCTAssertTrue(app.editorModel.systemReduceMotion)
            XCTAssertFalse(app.editor.wantsFrames, "the preview holds still")
            app.window.motionPreference = .standard
            XCTAssertFalse(app.editorModel.systemReduceMotion)
            XCTAssertTrue(app.editor.wantsFrames)
        }
    }

    func testTheTimelineSaysReducedMotionHoldsThePreviewStill() {
        onMain {
            let app = Self.editorOnBallPulse()
            let timeline = app.editor.timeline
            XCTAssertTrue(timeline.stillLabel.isHidden)
            XCTAssertEqual(timeline.playButton.icon, Icons.pause, "playing")
            app.user.tap(app.editor.inspector.simulateToggle)
            _ = app.user.nextFrame()
            XCTAssertFalse(timeline.stillLabel.isHidden)
            XCTAssertEqual(timeline.stillLabel.text, app.text(EditorText.reducedMotion))
            XCTAssertEqual(timeline.playButton.icon, Icons.play, "not playing as if it moved")
            XCTAssertEqual(app.editor.inspector.playButton.icon, Icons.play)
            app.user.tap(app.editor.inspector.simulateToggle)
            _ = app.user.nextFrame()
            XCTAssertTrue(timeline.stillLabel.isHidden)
            XCTAssertEqual(timeline.playButton.icon, Icons.pause)
            XCTAssertEqual(app.editor.inspector.playButton.icon, Icons.pause)
        }
    }

    func testTheReadoutsShowTheFrameDrawnUnderReducedMotion() {
        onMain {
            let app = Self.editorOnBallPulse()
            let model = app.editorModel
            app.tick(dt: 0.3)
            app.user.tap(app.editor.inspector.simulateToggle)
            let start = model.evaluator!.timeForCycleProgress(0)
            XCTAssertEqual(model.displayTime, start)
            XCTAssertEqual(model.displayProgress, 0)
            XCTAssertEqual(app.editor.timeline.timeLabel.text, String(format: "t %7.3f s", start))
            XCTAssertEqual(app.editor.timeline.progressLabel.text, "cycle 0.000")
            XCTAssertEqual(app.editor.timeline.scrubber.progress, 0)
            app.window.focus(nil)
            app.user.press(.character("o"), text: "o")
            XCTAssertEqual(model.clock.loopPoints, 0...0, "the out point is set at the frame drawn")
            app.user.tap(app.editor.timeline.loopButton)
            app.user.tap(app.editor.inspector.simulateToggle)
            XCTAssertEqual(
                app.editor.timeline.progressLabel.text, String(format: "cycle %5.3f", model.clock.cycleProgress))
            XCTAssertGreaterThan(model.displayProgress, 0)
        }
    }
}
