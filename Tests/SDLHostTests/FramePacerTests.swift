import SDLHost
import XCTest

final class FramePacerTests: XCTestCase {
    func testTheFirstFrameStartsAtOnceAndTheNextOneRefreshLater() {
        var pacer = FramePacer(refreshRate: 60)
        XCTAssertEqual(pacer.wait(at: 100), 0)
        pacer.frameStarted(at: 100)
        XCTAssertEqual(pacer.wait(at: 100.005), 1.0 / 60 - 0.005, accuracy: 1e-9)
        XCTAssertEqual(pacer.wait(at: 100.02), 0)
    }

    func testLateWakeUpsKeepTheCadenceSoTheRateStaysAtTheRefresh() {
        // Every wait overshoots by 1.5 ms (a timer tick): the frames still come 60 a second.
        var pacer = FramePacer(refreshRate: 60)
        var now = 0.0, frames = 0
        while now < 10 {
            now += pacer.wait(at: now) + 0.0015
            pacer.frameStarted(at: now)
            frames += 1
        }
        XCTAssertLessThanOrEqual(frames, 601, "never more than one frame a refresh")
        XCTAssertGreaterThanOrEqual(frames, 598)
    }

    func testAFrameLateByMoreThanHalfAPeriodStartsANewCadence() {
        var pacer = FramePacer(refreshRate: 50)
        pacer.frameStarted(at: 0)
        pacer.frameStarted(at: 5)  // after an idle stretch
        XCTAssertEqual(pacer.nextFrame ?? 0, 5.02, accuracy: 1e-9, "no burst of frames to catch up")
    }

    func testTheRefreshRateIsTakenWithinReason() {
        XCTAssertEqual(FramePacer(refreshRate: 0).period, 1.0 / 24, accuracy: 1e-12)
        XCTAssertEqual(FramePacer(refreshRate: 1000).period, 1.0 / 240, accuracy: 1e-12)
        XCTAssertEqual(FramePacer(refreshRate: .nan).period, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(FramePacer(refreshRate: 144).period, 1.0 / 144, accuracy: 1e-12)
    }
}
