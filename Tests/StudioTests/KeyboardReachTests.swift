import Graphics
import LoaderKitUI
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// What Tab and the arrow keys reach: the mode switch, gallery cards, progress designs (and so
/// the Progress inspector), the Skeleton's flat colours and the timeline's scrubber; the
/// invisible type-to-filter view is no Tab stop.
final class KeyboardReachTests: XCTestCase {
    func testTheModeSwitchIsInTheTabOrderAndEnterPicksAMode() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.user.tab(to: "mode.progress"))
            app.user.press(.enter)
            XCTAssertEqual(app.mode, .progress)
            XCTAssertEqual(app.user.focusedIdentifier, "mode.progress", "focus stays on the switch")
            app.user.press(.left)
            XCTAssertEqual(app.user.focusedIdentifier, "mode.editor", "Left moves along the switch")
            app.user.press(.space, text: " ")
            XCTAssertEqual(app.mode, .editor)
        }
    }

    func testTheTypingViewIsNoTabStop() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.user.focused === app.gallery.typing, "the gallery takes typing")
            XCTAssertFalse(app.window.focusOrder.contains { $0 === app.gallery.typing })
            app.select(mode: .progress)
            XCTAssertFalse(app.window.focusOrder.contains { $0 === app.progress.typing })
        }
    }

    func testGalleryCardsTakeArrowsAndEnterOpensOne() throws {
        try onMain {
            let app = ScreensRender.makeApp(size: Size(1024, 640))
            XCTAssertTrue(app.user.tab { $0 is GalleryCell })
            let first = try XCTUnwrap(app.user.focused as? GalleryCell)
            XCTAssertEqual(first.document?.displayName, app.gallery.shown[0].displayName, "Tab stops at the first card")
            XCTAssertEqual(app.window.focusOrder.filter { $0 is GalleryCell }.count, 1, "one Tab stop for the grid")
            app.user.press(.right)
            XCTAssertEqual(
                (app.user.focused as? GalleryCell)?.document?.displayName, app.gallery.shown[1].displayName)
            let columns = app.gallery.grid.gridLayout.columns
            app.user.press(.down)
            XCTAssertEqual(
                (app.user.focused as? GalleryCell)?.document?.displayName,
                app.gallery.shown[1 + columns].displayName)
            app.user.press(.end)
            XCTAssertEqual(
                (app.user.focused as? GalleryCell)?.document?.displayName, app.gallery.shown.last?.displayName)
            XCTAssertTrue(app.window.focusIsShown, "the grid scrolled to the last card")
            app.user.press(.pageUp)
            XCTAssertTrue(app.window.focusIsShown)
            app.user.press(.home)
            let opened = try XCTUnwrap((app.user.focused as? GalleryCell)?.document)
            XCTAssertTrue(opened === app.gallery.shown[0])
            app.user.press(.enter)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertTrue(app.editorModel.document === opened)
        }
    }

    func testTypingOnAFocusedCardFilters() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.user.tab { $0 is GalleryCell })
            app.user.type("ball")
            XCTAssertEqual(app.gallery.filterText, "ball")
            XCTAssertTrue(app.user.tab(to: "mode.skeleton"))
            app.user.type("2")
            XCTAssertEqual(app.gallery.filterText, "ball2", "typing filters with the focus on the toolbar too")
        }
    }

    func testProgressDesignsLeadToTheInspectorAndSimulateATask() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            XCTAssertTrue(app.user.tab { $0 is ProgressCell })
            app.user.press(.right)
            app.user.press(.right)
            let card = try XCTUnwrap(app.user.focused as? ProgressCell)
            let design = try XCTUnwrap(card.index)
            app.user.press(.enter)
            XCTAssertEqual(app.progress.model.selected, design)
            _ = app.user.nextFrame()
            XCTAssertEqual((app.user.focused as? ProgressCell)?.index, design, "focus stays on the design's card")
            XCTAssertTrue(app.window.focusIsShown)
            XCTAssertTrue(app.user.tab(to: "progress.simulate"))
            XCTAssertTrue(app.window.focusIsShown)
            app.user.press(.space, text: " ")
            XCTAssertNotNil(app.progress.model.task, "Space starts a task")
        }
    }

    func testTheSkeletonsFlatColoursTakeTabArrowsAndEnter() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .skeleton)
            XCTAssertTrue(app.user.tab(to: "skeleton.swatch.turquoise"))
            XCTAssertTrue(app.window.focusIsShown)
            app.user.press(.right)
            XCTAssertEqual(app.user.focusedIdentifier, "skeleton.swatch.greenSea")
            app.user.press(.down)
            let below = SkeletonFlatColor.allCases[8]
            XCTAssertEqual(
                app.user.focusedIdentifier, "skeleton.swatch.\(below.rawValue)", "down a row of seven")
            app.user.press(.enter)
            XCTAssertEqual(app.skeleton.settings.color, below.color)
        }
    }

    func testTheScrubberTakesFocusAndTheArrowKeysStepIt() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            app.tick(dt: 0.2)
            XCTAssertTrue(app.user.tab(to: "timeline.scrubber"))
            let clock = { app.editorModel.clock }
            app.user.press(.right)
            XCTAssertFalse(clock().isPlaying)
            XCTAssertEqual(clock().time, 0.2 + 1.0 / 60, accuracy: 1e-9)
            app.user.press(.left, .shift)
            XCTAssertEqual(clock().time, 0.2 + 1.0 / 60 - 0.1 * clock().duration, accuracy: 1e-9)
            app.user.press(.end)
            XCTAssertEqual(
                clock().cycleProgress, 1 - (1.0 / 60) / clock().duration, accuracy: 1e-6, "End: the cycle's last frame")
            app.user.press(.home)
            XCTAssertEqual(clock().time, 0)
        }
    }
}
