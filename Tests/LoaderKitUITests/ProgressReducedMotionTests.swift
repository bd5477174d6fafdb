import Graphics
import LoaderKitCore
import LoaderKitUI
import TestSupport
import UI
import UITestSupport
import XCTest

/// Reduced motion switched on while a progress view moves (PROGRESS.md §6.4–6.5).
final class ProgressReducedMotionTests: XCTestCase {
    func testSwitchingOnMidGlideJumpsAndStopsAmbientMotion() {
        onMain {
            let view = LoaderKitProgressView(value: 0.2, type: .linear, variant: .striped)
            let (window, clock) = ProgressViewTests.setUp(view, frame: Rect(x: 0, y: 0, width: 160, height: 12))
            view.value = 0.8
            ProgressViewTests.run(window, clock, frames: 6)
            XCTAssertLessThan(view.state.value, 0.8, "gliding")
            window.motionPreference = .reduced
            ProgressViewTests.run(window, clock, frames: 1)
            XCTAssertEqual(view.state.value, 0.8, "the glide jumps to its target")
            let time = view.state.time
            XCTAssertFalse(view.wantsFrames, "the stripes stop")
            XCTAssertFalse(window.isAnimating)
            view.speed = 2
            view.value = nil
            let it = view.state.indeterminateTime
            ProgressViewTests.run(window, clock, frames: 30)
            XCTAssertEqual(view.state.indeterminateTime - it, 0.5, accuracy: 1e-9, "half of speed 2 for 0.5 s")
            XCTAssertEqual(view.state.time, time)
            window.motionPreference = .standard
            view.value = 0.5
            XCTAssertTrue(view.wantsFrames, "full motion again")
        }
    }
}
