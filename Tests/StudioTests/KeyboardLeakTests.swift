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
            app.window.tap(
                app.editor.stage.backgroundControl.windowFrame.maxX - 20,
                app.editor.stage.backgroundControl.windowFrame.midY)
            XCTAssertEqual(app.window.focusedView?.identifier, "editor.background")
            app.window.key(.home)
            XCTAssertEqual(app.editorModel.background, .light, "Home picks the first background")
            XCTAssertEqual(app.editorModel.clock.time, 0.3, accuracy: 1e-9, "and does not move the playhead")
        }
    }

    func testArrowKeysOnTheColourPresetsLeaveTheTimelineAlone() throws {
        try onMain {
            let app = Self.pausedEditor()
            app.window.tap(app.editor.inspector.colorEditor.addButton)
            XCTAssertTrue(app.window.tab(to: "colors.0"))
            app.window.key(.space, text: " ")
            let picker = try XCTUnwrap(app.window.popover as? ColorPickerView)
            XCTAssertTrue(app.window.tab { $0 === picker.swatchViews[0] })
            app.window.key(.right)
            app.window.key(.left)
            app.window.key(.left)
            XCTAssertTrue(app.window.focusedView === picker.swatchViews[0])
            XCTAssertEqual(app.editorModel.clock.time, 0.3, accuracy: 1e-9, "the arrows did not step the timeline")
        }
    }

    func testControlASelectsAllOfTheFilter() {
        onMain {
            let app = ScreensRender.makeApp()
            app.window.typeText("ball")
            app.window.key(.character("a"), .control)
            app.window.typeText("t")
            XCTAssertEqual(app.gallery.filterText, "t", "typing replaces what Ctrl+A selected")
            app.window.key(.character("a"), .control)
            app.window.key(.backspace)
            XCTAssertEqual(app.gallery.filterText, "")
        }
    }

    func testControlASelectsAllOfAFieldOfTheExportDialog() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            app.window.key(.character("e"), .control)
            XCTAssertTrue(app.window.tab(to: "export.path"))
            app.window.key(.end)
            app.window.key(.character("a"), .control)
            app.window.typeText("x.png")
            XCTAssertEqual((app.window.find("export.path") as? TextField)?.text, "x.png")
        }
    }
}
