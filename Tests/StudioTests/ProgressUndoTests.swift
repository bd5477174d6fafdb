import Graphics
import LoaderKitCore
import StudioCommandLine
import TestSupport
import UI
import XCTest

@testable import Studio

/// Progress mode's edits are undoable: each change of a design one step (a drag of one control
/// one step), Ctrl+Z and Ctrl+Shift+Z in the mode, an undone change selecting its design again,
/// and the Accessibility section's Fix named as it is in the Editor.
final class ProgressUndoTests: XCTestCase {
    func testChangesOfADesignAreUndoneAndRedoneWithTheirDesignSelected() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            let model = app.progress.model
            model.select(0)
            let original = try XCTUnwrap(model.selectedOptions)
            // A drag of the thickness: many changes, one step.
            for t in [5.0, 6, 7, 8] {
                model.update({ $0.thickness = t }, coalescingKey: "option.thickness")
            }
            model.history.endCoalescing()
            model.update({ $0.color = ProgressColor(red: 1, green: 0, blue: 0) }, coalescingKey: "color")
            XCTAssertEqual(model.history.undoCount, 2)
            XCTAssertEqual(model.history.undoMessage, ProgressText.changeDesign)
            // Another design selected; Ctrl+Z brings design 0 back with its colour undone.
            model.select(3)
            XCTAssertTrue(app.user.press(.character("z"), .control))
            XCTAssertEqual(model.selected, 0)
            XCTAssertEqual(model.selectedOptions?.color, original.color)
            XCTAssertEqual(model.selectedOptions?.thickness, 8)
            XCTAssertTrue(app.user.press(.character("z"), .control))
            XCTAssertEqual(model.selectedOptions, original)
            XCTAssertTrue(app.user.press(.character("z"), [.control, .shift]))
            XCTAssertEqual(model.selectedOptions?.thickness, 8)
            // The Accessibility section's Fix is one step, "Fix contrast".
            app.progress.inspector.checks.onFix?(Color(hex: "#5B21B6")!)
            XCTAssertEqual(model.history.undoMessage, CheckText.fixStep)
            XCTAssertEqual(
                model.selectedOptions?.color, ProgressColor(red: 0x5B / 255, green: 0x21 / 255, blue: 0xB6 / 255))
            _ = model.history.undo()
            XCTAssertEqual(model.selectedOptions?.color, original.color)
            // Reset to the gallery's is a step too.
            model.resetOptions()
            XCTAssertEqual(model.selectedOptions, original)
            XCTAssertEqual(model.history.undoMessage, ProgressText.reset)
        }
    }
}
