import LoaderKitDrawing
import TestSupport
import XCTest

/// GIF delays carry their rounding: one loop lasts the cycle within 1 cs, each delay >= 2 cs.
final class LoopTimingTests: XCTestCase {
    func testLoopsLastTheirCycleAtCommonFrameRates() throws {
        let cases: [(seconds: Double, fps: Double, frames: Int)] = [
            (1, 30, 30), (1, 60, 50), (1, 1000, 50), (0.7, 30, 21), (1.5, 24, 36), (0.75, 25, 19), (1.4, 7, 10),
        ]
        for c in cases {
            let timing = try XCTUnwrap(LoopTiming.atFrameRate(c.fps, seconds: c.seconds, limit: 2000))
            XCTAssertEqual(timing.frameCount, c.frames, "\(c.seconds) s at \(c.fps) fps")
            let delays = timing.delaysCentiseconds
            GIFDelayCheck.assertFollowsLoop(delays, seconds: c.seconds, "\(c.seconds) s at \(c.fps) fps")
            XCTAssertEqual(delays.reduce(0, +), Int((100 * c.seconds).rounded()))
        }
        XCTAssertEqual(LoopTiming(seconds: 1, frameCount: 30).delaysCentiseconds.prefix(6), [3, 4, 3, 3, 4, 3])
    }

    func testFrameCountsKeepEveryDelayAtTwoCentiseconds() {
        XCTAssertEqual(LoopTiming.maximumFrameCount(seconds: 0.7), 35)
        XCTAssertEqual(LoopTiming.atFrameRate(50, seconds: 0.07, limit: 2000)?.frameCount, 3, "not round(3.5) = 4")
        XCTAssertEqual(
            LoopTiming.atFrameRate(30, seconds: 0.01, limit: 2000)?.delaysCentiseconds, [2, 2], "2 frames at least")
        XCTAssertEqual(LoopTiming(seconds: 0.7, frameCount: 35).delaysCentiseconds, Array(repeating: 2, count: 35))
    }

    func testHugeAndEndlessCyclesNeverTrap() {
        XCTAssertNil(LoopTiming.atFrameRate(30, seconds: 1e308, limit: 2000))
        XCTAssertNil(LoopTiming.atFrameRate(.nan, seconds: 1, limit: 2000))
        XCTAssertNil(LoopTiming.atFrameRate(30, seconds: .infinity, limit: 2000))
        XCTAssertEqual(LoopTiming.maximumFrameCount(seconds: 1e308), Int.max)
        XCTAssertEqual(LoopTiming(seconds: 1e308, frameCount: 3).delaysCentiseconds, [65535, 65535, 65535])
        XCTAssertEqual(
            LoopTiming(seconds: 2000, frameCount: 2).delaysCentiseconds, [65535, 65535], "GIF's longest delay")
        XCTAssertEqual(LoopTiming(seconds: 1, frameCount: 0).frameCount, 1)
    }
}
