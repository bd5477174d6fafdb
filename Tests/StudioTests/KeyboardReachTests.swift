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
            XCTAssertTrue(app.window.tab(to: "mode.progress"))
            app.window.key(.enter)
            XCTAssertEqual(app.mode, .progress)
            XCTAssertEqual(app.window.focusedView?.identifier, "mode.progress", "focus stays on the switch")
            app.window.key(.left)
            XCTAssertEqual(app.window.focusedView?.identifier, "mode.editor", "Left moves along the switch")
            app.window.key(.space, text: " ")
            XCTAssertEqual(app.mode, .editor)
        }
    }

    func testTheTypingViewIsNoTabStop() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.window.focusedView === app.gallery.typing, "the gallery takes typing")
            XCTAssertFalse(app.window.focusOrder.contains { $0 === app.gallery.typing })
            app.select(mode: .progress)
            XCTAssertFalse(app.window.focusOrder.contains { $0 === app.progress.typing })
        }
    }

    func testGalleryCardsTakeArrowsAndEnterOpensOne() throws {
        try onMain {
            let app = ScreensRender.makeApp(size: Size(1024, 640))
            XCTAssertTrue(app.window.tab { $0 is GalleryCell })
            let first = try XCTUnwrap(app.window.focusedView as? GalleryCell)
            XCTAssertEqual(first.document?.displayName, app.gallery.shown[0].displayName, "Tab stops at the first card")
            XCTAssertEqual(app.window.focusOrder.filter { $0 is GalleryCell }.count, 1, "one Tab stop for the grid")
            app.window.key(.right)
            XCTAssertEqual(
                (app.window.focusedView as? GalleryCell)?.document?.displayName, app.gallery.shown[1].displayName)
            let columns = app.gallery.grid.gridLayout.columns
            app.window.key(.down)
            XCTAssertEqual(
                (app.window.focusedView as? GalleryCell)?.document?.displayName,
                app.gallery.shown[1 + columns].displayName)
            app.window.key(.end)
            XCTAssertEqual(
                (app.window.focusedView as? GalleryCell)?.document?.displayName, app.gallery.shown.last?.displayName)
            XCTAssertTrue(app.window.focusIsShown, "the grid scrolled to the last card")
            app.window.key(.pageUp)
            XCTAssertTrue(app.window.focusIsShown)
            app.window.key(.home)
            let opened = try XCTUnwrap((app.window.focusedView as? GalleryCell)?.document)
            XCTAssertTrue(opened === app.gallery.shown[0])
            app.window.key(.enter)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertTrue(app.editorModel.document === opened)
        }
    }

    func testTypingOnAFocusedCardFilters() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(app.window.tab { $0 is GalleryCell })
            app.window.typeText("ball")
            XCTAssertEqual(app.gallery.filterText, "ball")
            XCTAssertTrue(app.window.tab(to: "mode.skeleton"))
            app.window.typeText("2")
            XCTAssertEqual(app.gallery.filterText, "ball2", "typing filters with the focus on the toolbar too")
        }
    }

    func testProgressDesignsLeadToTheInspectorAndSimulateATask() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            XCTAssertTrue(app.window.tab { $0 is ProgressCell })
            app.window.key(.right)
            app.window.key(.right)
            let card = try XCTUnwrap(app.window.focusedView as? ProgressCell)
            let design = try XCTUnwrap(card.index)
            app.window.key(.enter)
            XCTAssertEqual(app.progress.model.selected, design)
            _ = app.window.recordFrame()
            XCTAssertEqual((app.window.focusedView as? ProgressCell)?.index, design, "focus stays on the design's card")
            XCTAssertTrue(app.window.focusIsShown)
            XCTAssertTrue(app.window.tab(to: "progress.simulate"))
            XCTAssertTrue(app.window.focusIsShown)
            app.window.key(.space, text: " ")
            XCTAssertNotNil(app.progress.model.task, "Space starts a task")
        }
    }

    func testTheSkeletonsFlatColoursTakeTabArrowsAndEnter() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .skeleton)
            XCTAssertTrue(app.window.tab(to: "skeleton.swatch.turquoise"))
            XCTAssertTrue(app.window.focusIsShown)
            app.window.key(.right)
            XCTAssertEqual(app.window.focusedView?.identifier, "skeleton.swatch.greenSea")
            app.window.key(.down)
            let below = SkeletonFlatColor.allCases[8]
            XCTAssertEqual(
                app.window.focusedView?.identifier, "skeleton.swatch.\(below.rawValue)", "down a row of seven")
            app.window.key(.enter)
            XCTAssertEqual(app.skeleton.settings.color, below.color)
        }
    }

    func testTheScrubberTakesFocusAndTheArrowKeysStepIt() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            app.tick(dt: 0.2)
            XCTAssertTrue(app.window.tab(to: "timeline.scrubber"))
            let clock = { app.editorModel.clock }
            app.window.key(.right)
            XCTAssertFalse(clock().isPlaying)
            XCTAssertEqual(clock().time, 0.2 + 1.0 / 60, accuracy: 1e-9)
            app.window.key(.left, .shift)
            XCTAssertEqual(clock().time, 0.2 + 1.0 / 60 - 0.1 * clock().duration, accuracy: 1e-9)
            app.window.key(.end)
            XCTAssertEqual(
                clock().cycleProgress, 1 - (1.0 / 60) / clock().duration, accuracy: 1e-6, "End: the cycle's last frame")
            app.window.key(.home)
            XCTAssertEqual(clock().time, 0)
        }
    }
}
