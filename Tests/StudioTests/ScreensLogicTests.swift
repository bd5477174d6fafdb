import LoaderKitCore
import XCTest
@testable import Studio

/// The pure logic behind the screens: param ranges, keyTime ticks and the playback clock.
final class ScreensLogicTests: XCTestCase {
    func testParamRangesFollowThePlayground() {
        XCTAssertEqual(
            ParamRange.guess(default: 3, isCount: true), ParamRange(minimum: 1, maximum: 12, step: 1, isCount: true))
        XCTAssertEqual(ParamRange.guess(default: 8.2, isCount: true).maximum, 17)
        XCTAssertEqual(
            ParamRange.guess(default: 0.3, isCount: false),
            ParamRange(minimum: 0, maximum: 1, step: 0.01, isCount: false))
        XCTAssertEqual(
            ParamRange.guess(default: 2.5, isCount: false),
            ParamRange(minimum: -2.5, maximum: 7.5, step: 0.01, isCount: false))
        XCTAssertEqual(
            ParamRange.guess(default: -0.2, isCount: false),
            ParamRange(minimum: -1.2, maximum: 0.8, step: 0.01, isCount: false))
        let spec = IndicatorSpec.builtin(named: "BallSpinFadeLoader")!
        let ranges = ParamRange.ranges(for: spec)
        XCTAssertEqual(ranges.map(\.name), ["count", "minScale", "minOpacity"])
        XCTAssertTrue(ranges[0].range.isCount)
        XCTAssertFalse(ranges[1].range.isCount)
    }

    func testKeyTimeTicksMapPartCyclesToTheSpecCycle() {
        let spec = IndicatorSpec.builtin(named: "BallPulse")!
        let ticks = KeyTimeTicks.positions(for: spec)
        XCTAssertEqual(ticks.first, 0)
        XCTAssertEqual(ticks.last, 1)
        XCTAssertEqual(ticks, ticks.sorted())
        let part = Part(
            layout: .single(), shape: .circle(),
            tracks: [IndicatorSpec.Track(property: .opacity, keyTimes: [0, 0.5, 1], values: [1, 0, 1])],
            duration: 0.5)
        let twoParts = IndicatorSpec(name: "Two", duration: 1, parts: [part])
        XCTAssertEqual(KeyTimeTicks.positions(for: twoParts), [0, 0.25, 0.5])
    }

    func testClockLoopsBouncesStepsAndFreezes() {
        var clock = PlaybackClock()
        clock.configure(duration: 2, cycleStart: 4, restart: true)
        clock.advance(by: 0.5)
        XCTAssertEqual(clock.time, 0.5)
        XCTAssertEqual(clock.cycleProgress, 0.25)
        clock.speed = 100
        XCTAssertEqual(clock.speed, 8)
        clock.speed = 1
        clock.seek(toProgress: 0.5)
        XCTAssertFalse(clock.isPlaying)
        XCTAssertEqual(clock.time, 5)
        clock.step(seconds: -1)
        XCTAssertEqual(clock.time, 4)
        clock.toggleFreeze()
        XCTAssertEqual(clock.frozenProgress, 0)
        clock.seek(toProgress: 0.75)
        XCTAssertEqual(clock.displayTime(hidesWhenStopped: true, reduceMotion: false), 5.5)
        XCTAssertEqual(clock.time, 4, "the clock keeps its time while frozen")
        clock.play()
        XCTAssertNil(clock.frozenProgress)
        XCTAssertEqual(clock.time, 5.5, "play continues from the frozen frame")
        clock.setInPoint(0.25)
        clock.setOutPoint(0.5)
        XCTAssertEqual(clock.loopRegion, 0.25...0.5)
        clock.advance(by: 0.1)
        XCTAssertEqual(clock.cycleProgress, 0.3, accuracy: 1e-12, "outside the region: starts at the in point")
        clock.advance(by: 0.5)
        XCTAssertEqual(clock.cycleProgress, 0.3, accuracy: 1e-12, "wrapped")
        clock.pingPong = true
        clock.advance(by: 0.5)
        XCTAssertEqual(clock.cycleProgress, 0.45, accuracy: 1e-12, "bounced")
        XCTAssertEqual(clock.direction, -1)
        clock.stop()
        XCTAssertNil(clock.displayTime(hidesWhenStopped: true, reduceMotion: false))
        XCTAssertNotNil(clock.displayTime(hidesWhenStopped: false, reduceMotion: false))
        clock.togglePlay()
        XCTAssertTrue(clock.isPlaying)
        XCTAssertEqual(clock.displayTime(hidesWhenStopped: true, reduceMotion: true), 4)
        clock.goToStart()
        XCTAssertEqual(clock.cycleProgress, 0.25, accuracy: 1e-12, "Home goes to the in point while looping")
    }
}
