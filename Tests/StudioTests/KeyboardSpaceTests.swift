import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Space and Enter press the focused control in every mode; Space plays and pauses the Editor
/// only when no control that takes it has focus.
final class KeyboardSpaceTests: XCTestCase {
    @MainActor private static func editor() -> StudioApp {
        let app = ScreensRender.makeApp()
        app.open(app.library.builtin(named: "BallPulse")!)
        _ = app.user.nextFrame()
        return app
    }

    func testSpaceOnAFocusedToggleFlipsItAndLeavesPlaybackAlone() {
        onMain {
            let app = Self.editor()
            XCTAssertTrue(app.user.tab(to: "inspector.hides"))
            app.user.press(.space, text: " ")
            XCTAssertFalse(app.editor.inspector.hidesToggle.isOn, "Space flips the focused switch")
            XCTAssertTrue(app.editorModel.clock.isPlaying, "and does not pause")
            app.user.press(.enter)
            XCTAssertTrue(app.editor.inspector.hidesToggle.isOn, "Enter flips it back")
        }
    }

    func testSpaceOnAFocusedButtonPressesIt() {
        onMain {
            let app = Self.editor()
            XCTAssertTrue(app.user.tab(to: "inspector.stop"))
            app.user.press(.space, text: " ")
            XCTAssertTrue(app.editorModel.clock.isStopped, "Space pressed Stop")
        }
    }

    func testSpacePlaysAndPausesWhenTheFocusedControlDoesNotTakeIt() {
        onMain {
            let app = Self.editor()
            XCTAssertTrue(app.user.tab { $0 is Slider })
            app.user.press(.space, text: " ")
            XCTAssertFalse(app.editorModel.clock.isPlaying)
            app.window.focus(nil)
            app.user.press(.space, text: " ")
            XCTAssertTrue(app.editorModel.clock.isPlaying)
        }
    }

    func testSpaceAndEnterPressControlsInTheSkeletonAndTheGallery() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .skeleton)
            XCTAssertTrue(app.user.tab(to: "skeleton.show"))
            app.user.press(.space, text: " ")
            XCTAssertTrue(app.skeleton.isSkeletonShown, "Space shows the skeleton")
            app.user.press(.enter)
            XCTAssertFalse(app.skeleton.isSkeletonShown, "Enter hides it")

            app.select(mode: .gallery)
            XCTAssertTrue(app.user.tab(to: "gallery.color"))
            app.user.press(.space, text: " ")
            XCTAssertTrue(app.user.popover is ColorPickerView, "Space opens the colour picker")
            XCTAssertEqual(app.gallery.filterText, "", "and types nothing")
        }
    }
}
