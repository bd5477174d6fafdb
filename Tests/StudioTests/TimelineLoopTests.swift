import XCTest
import TestSupport
@testable import Studio

/// Turning Loop off and on keeps the in and out points.
final class TimelineLoopTests: XCTestCase {
    func testLoopOffAndOnKeepsTheRegion() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            let model = app.editorModel
            model.updateClock {
                $0.seek(toProgress: 0.2); $0.setInPoint($0.cycleProgress)
            }
            model.updateClock {
                $0.seek(toProgress: 0.6); $0.setOutPoint($0.cycleProgress)
            }
            let loop = app.editor.timeline.loopButton
            XCTAssertTrue(loop.isOn)
            app.user.tap(loop)
            XCTAssertFalse(loop.isOn)
            XCTAssertNil(model.clock.loopRegion, "off: the whole timeline plays")
            model.updateClock {
                $0.seek(toProgress: 0.8); $0.play()
            }
            app.tick(dt: 0.05)
            XCTAssertGreaterThan(model.clock.cycleProgress, 0.8)
            app.user.tap(loop)
            XCTAssertTrue(loop.isOn)
            XCTAssertEqual(model.clock.loopRegion?.lowerBound ?? 0, 0.2, accuracy: 1e-9)
            XCTAssertEqual(model.clock.loopRegion?.upperBound ?? 0, 0.6, accuracy: 1e-9)
            XCTAssertEqual(app.editor.timeline.scrubber.loopRegion?.upperBound ?? 0, 0.6, accuracy: 1e-9)
        }
    }

    func testTheClockKeepsItsPointsWhileNotLooping() {
        var clock = PlaybackClock()
        clock.setInPoint(0.25)
        clock.setOutPoint(0.5)
        clock.loopRegion = nil
        XCTAssertNil(clock.loopRegion)
        clock.advance(by: 0.9)
        XCTAssertEqual(clock.cycleProgress, 0.9, accuracy: 1e-12, "not looping")
        clock.setOutPoint(0.75)
        XCTAssertEqual(clock.loopRegion, 0.25...0.75, "the kept in point")
    }
}
