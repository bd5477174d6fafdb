import Graphics
import LoaderKitUI
import TestSupport
import UI
import UITestSupport
import XCTest

/// Animating views with nothing on screen (scrolled out of a clipping superview, or out of the
/// window) are not ticked, do not keep the window animating and do not dirty it.
final class OffScreenAnimationTests: XCTestCase {
    /// A 200×100 window whose 200×50 clipping panel holds `indicator` (40×40, overhang 7).
    @MainActor private static func setUp(indicatorAt origin: Point) -> (WindowRoot, View, LoaderKitView) {
        let content = View(), panel = View(), indicator = LoaderKitView(indicator: "BallPulse")
        panel.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        panel.clipsToBounds = true
        indicator.frame = Rect(origin: origin, size: Size(40, 40))
        panel.addSubview(indicator)
        content.addSubview(panel)
        return (makeWindow(200, 100, content: content), panel, indicator)
    }

    /// The window asks a view's `wantsFramesWhenOnScreen` (which does not check that it is shown)
    /// only with its own on-screen walk: a hidden or transparent superview still stops the clock.
    func testAHiddenOrTransparentSuperviewStopsTheClockThoughTheViewAsksNoMore() {
        onMain {
            let (window, panel, indicator) = Self.setUp(indicatorAt: Point(10, 5))
            XCTAssertTrue(indicator.wantsFramesWhenOnScreen)
            for hide in [{ panel.isHidden = true }, { panel.alpha = 0 }] {
                hide()
                XCTAssertFalse(indicator.wantsFrames)
                XCTAssertTrue(indicator.wantsFramesWhenOnScreen, "its clock would run")
                XCTAssertFalse(window.isAnimating)
                let time = indicator.time
                window.tick(dt: 0.1)
                XCTAssertEqual(indicator.time, time, "not ticked")
                panel.isHidden = false
                panel.alpha = 1
                XCTAssertTrue(window.isAnimating)
                window.tick(dt: 0.1)
                XCTAssertEqual(indicator.time, time + 0.1, accuracy: 1e-12, "ticked once shown")
            }
        }
    }

    func testAViewClippedAwayNeitherTicksNorDirtiesTheWindow() {
        onMain {
            let (window, _, indicator) = Self.setUp(indicatorAt: Point(10, 60))
            XCTAssertTrue(indicator.wantsFrames, "it would animate if it were seen")
            XCTAssertFalse(window.isAnimating)
            window.tick(dt: 0.1)
            XCTAssertEqual(indicator.time, 0)
            XCTAssertTrue(window.dirty.isEmpty)
        }
    }

    func testItTicksAgainOnceScrolledBackAndItsClockWaited() {
        onMain {
            let (window, _, indicator) = Self.setUp(indicatorAt: Point(10, 60))
            window.tick(dt: 0.1)
            indicator.frame.origin = Point(10, 5)
            XCTAssertTrue(window.isAnimating)
            window.tick(dt: 0.1)
            XCTAssertEqual(indicator.time, 0.1, accuracy: 1e-12)
            XCTAssertFalse(window.dirty.isEmpty)
        }
    }

    func testAnOverhangThatShowsIsEnoughToTick() {
        onMain {
            // The box starts 3 points below the panel; its overhang reaches 4 points into it.
            let (window, _, indicator) = Self.setUp(indicatorAt: Point(10, 53))
            XCTAssertTrue(window.isAnimating)
            window.tick(dt: 0.1)
            XCTAssertEqual(indicator.time, 0.1, accuracy: 1e-12)
        }
    }

    func testAViewOutsideTheWindowDoesNotTick() {
        onMain {
            let content = View(), indicator = LoaderKitView(indicator: "BallPulse")
            indicator.frame = Rect(x: 300, y: 10, width: 40, height: 40)
            content.addSubview(indicator)
            let window = makeWindow(200, 100, content: content)
            XCTAssertFalse(window.isAnimating)
            window.tick(dt: 0.1)
            XCTAssertEqual(indicator.time, 0)
            window.layout(size: Size(400, 100), scale: 1)
            XCTAssertTrue(window.isAnimating, "the window grew over it")
            window.tick(dt: 0.1)
            XCTAssertEqual(indicator.time, 0.1, accuracy: 1e-12)
        }
    }

    func testAnAnimatorWithEmptyBoundsKeepsTicking() {
        onMain {
            // A zero-size view may drive others or draw outside its bounds: it is not judged by them.
            final class Driver: View, FrameAnimating {
                var elapsed = 0.0
                var wantsFrames: Bool { true }
                func advance(by dt: Double) { elapsed += dt }
            }
            let content = View(), driver = Driver()
            content.addSubview(driver)
            let window = makeWindow(200, 100, content: content)
            XCTAssertTrue(window.isAnimating)
            window.tick(dt: 0.1)
            XCTAssertEqual(driver.elapsed, 0.1, accuracy: 1e-12)
        }
    }

    func testASkeletonOverAHiddenViewWaitsUntilItIsShownAgain() {
        onMain {
            let content = View(), root = View(), block = View()
            root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
            block.frame = Rect(x: 20, y: 20, width: 100, height: 60)
            root.addSubview(block)
            content.addSubview(root)
            root.isSkeletonable = true
            block.isSkeletonable = true
            let window = makeWindow(240, 120, content: content)
            root.showAnimatedSkeleton(transition: .none)
            XCTAssertTrue(window.isAnimating)
            root.isHidden = true
            _ = window.recordFrame()
            XCTAssertFalse(window.isAnimating, "a hidden mode's skeleton does not keep the window animating")
            window.tick(dt: 0.1)
            XCTAssertTrue(window.dirty.isEmpty)
            root.isHidden = false
            XCTAssertTrue(window.isAnimating)
            XCTAssertTrue(root.isSkeletonActive)
        }
    }
}
