import Foundation
import Graphics
import UI
import XCTest
import TestSupport
@testable import Studio

/// Keys a focused control takes stay with it: Home on a segmented switch, the arrows on the
/// colour picker's presets; Ctrl+A selects all of the filter.
final class KeyboardLeakTests: XCTestCase {
    @MainActor private static func pausedEditor() -> StudioApp {
        let app = ScreensRender.makeApp()
        app.open(app.library.builtin(named: "BallPulse")!)
        app.tick(dt: 0.3)
        app.editorModel.updateClock { $0.isPlaying = false }
        return app
    }

    func testHomeOnTheBackgroundSwitchLeavesTheTimelineAlone() {
        onMain {
            let app = Self.pausedEditor()
            app.user.tap(
                app.editor.stage.backgroundControl.windowFrame.maxX - 20,
                app.editor.stage.backgroundControl.windowFrame.midY)
            XCTAssertEqual(app.user.focusedIdentifier, "editor.background")
            app.user.press(.home)
            XCTAssertEqual(app.editorModel.background, .light, "Home picks the first background")
            XCTAssertEqual(app.editorModel.clock.time, 0.3, accuracy: 1e-9, "and does not move the playhead")
        }
    }

    func testArrowKeysOnTheColourPresetsLeaveTheTimelineAlone() throws {
        try onMain {
            let app = Self.pausedEditor()
            app.user.tap(app.editor.inspector.colorEditor.addButton)
            XCTAssertTrue(app.user.tab(to: "colors.0"))
            app.user.press(.space, text: " ")
            let picker = try XCTUnwrap(app.user.popover as? ColorPickerView)
            XCTAssertTrue(app.user.tab { $0 === picker.swatchViews[0] })
            app.user.press(.right)
            app.user.press(.left)
            app.user.press(.left)
            XCTAssertTrue(app.user.focused === picker.swatchViews[0])
            XCTAssertEqual(app.editorModel.clock.time, 0.3, accuracy: 1e-9, "the arrows did not step the timeline")
        }
    }

    func testControlASelectsAllOfTheFilter() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("ball")
            app.user.press(.character("a"), .control)
            app.user.type("t")
            XCTAssertEqual(app.gallery.filterText, "t", "typing replaces what Ctrl+A selected")
            app.user.press(.character("a"), .control)
            app.user.press(.backspace)
            XCTAssertEqual(app.gallery.filterText, "")
        }
    }

    func testControlASelectsAllOfAFieldOfTheExportDialog() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            app.user.press(.character("e"), .control)
            XCTAssertTrue(app.user.tab(to: "export.path"))
            app.user.press(.end)
            app.user.press(.character("a"), .control)
            app.user.type("x.png")
            XCTAssertEqual((app.user.view("export.path") as? TextField)?.text, "x.png")
        }
    }
}
