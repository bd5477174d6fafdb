import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
@testable import VectorExport
import XCTest

/// A Lottie file or SVG exported at a playback speed plays one cycle in the cycle / speed: the
/// same frames as at speed 1, played faster. BallPulse's 0.75 s cycle at 1.25× loops in 0.6 s.
final class VectorExportSpeedTests: XCTestCase {
    private func evaluator(_ name: String) throws -> IndicatorEvaluator {
        try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
    }

    private func exporter(_ format: VectorFormat, fps: Double, speed: Double) -> VectorExporter {
        var exporter = VectorExporter(format: format, size: 64, frameRate: fps, color: .black)
        exporter.speed = speed
        return exporter
    }

    func testTheTimingOfALoopAtASpeed() throws {
        let timing = VectorTiming(cycleSeconds: 0.75, fps: 60, speed: 1.25)
        XCTAssertEqual(timing.frameCount, 36, "0.6 s at 60 fps")
        XCTAssertEqual(timing.duration, 0.6, accuracy: 1e-12, "the loop, in seconds")
        XCTAssertEqual(timing.cycleSeconds, 0.75)
        XCTAssertEqual(timing.frameRate, 60, accuracy: 1e-9, "frames a second of playback")
        XCTAssertEqual(timing.specFrameRate, 48, accuracy: 1e-9, "frames a second of spec time")
        XCTAssertEqual(VectorTiming(cycleSeconds: 0.75, fps: 60), VectorTiming(cycleSeconds: 0.75, fps: 60, speed: 1))
        XCTAssertEqual(VectorTiming(cycleSeconds: 0.75, fps: 60).frameCount, 45, "speed 1: the untuned loop")
    }

    func testALottieFileAtASpeedHasTheFramesOfSpeedOnePlayedFaster() throws {
        // 36 frames each way: 0.6 s at 60 fps, and 0.75 s at 48 fps. Keyframed (BallPulse,
        // BallSpinFadeLoader) and baked (SquareSpin needs perspective) elements alike.
        for name in ["BallPulse", "BallSpinFadeLoader", "SquareSpin"] {
            let indicator = try evaluator(name)
            let fast = String(decoding: try exporter(.lottie, fps: 60, speed: 1.25).export(indicator), as: UTF8.self)
            let slow = String(decoding: try exporter(.lottie, fps: 48, speed: 1).export(indicator), as: UTF8.self)
            let fastJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(fast.utf8)) as? [String: Any])
            let op = try XCTUnwrap(fastJSON["op"] as? Double), fr = try XCTUnwrap(fastJSON["fr"] as? Double)
            XCTAssertEqual(
                op / fr, indicator.spec.duration / 1.25, accuracy: 1e-6, "\(name): the loop lasts the cycle / 1.25")
            XCTAssertTrue(fast.hasPrefix("{\"v\":\"5.7.0\",\"fr\":"), name)
            XCTAssertEqual(
                Self.droppingFrameRate(fast), Self.droppingFrameRate(slow), "\(name): the same frames and keyframes")
        }
    }

    func testAnSVGAtASpeedLastsTheLoop() throws {
        let indicator = try evaluator("BallPulse")
        let fast = String(decoding: try exporter(.svg, fps: 60, speed: 1.25).export(indicator), as: UTF8.self)
        let slow = String(decoding: try exporter(.svg, fps: 48, speed: 1).export(indicator), as: UTF8.self)
        XCTAssertTrue(fast.contains(" 0.6s linear infinite"), fast)
        XCTAssertFalse(fast.contains(" 0.75s linear infinite"), "no animation lasts the untuned cycle")
        XCTAssertEqual(fast.replacingOccurrences(of: " 0.6s linear", with: " 0.75s linear"), slow, "the same keyframes")
    }

    func testASpeedOfZeroOrLessIsRefused() throws {
        let indicator = try evaluator("BallPulse")
        for speed in [0, -1.25, .infinity] {
            XCTAssertThrowsError(try exporter(.lottie, fps: 60, speed: speed).export(indicator)) { error in
                XCTAssertEqual(
                    (error as? VectorExportLimits.Refusal)?.message,
                    "a speed of \(LoopSpeed.text(speed)) makes no loop (the cycle would never end); the speed must be above 0"
                )
            }
        }
    }

    func testASlowSpeedMeetsTheFrameLimitNamingTheLoop() throws {
        // 0.75 s at 0.125× is a 6 s loop: 600 frames at 100 fps (within), 2400 at 400 fps.
        let indicator = try evaluator("BallPulse")
        XCTAssertNoThrow(try exporter(.svg, fps: 100, speed: 0.125).export(indicator))
        XCTAssertThrowsError(try exporter(.svg, fps: 400, speed: 0.125).export(indicator)) { error in
            XCTAssertEqual(
                (error as? VectorExportLimits.Refusal)?.message,
                "one 0.75 s cycle at 0.125× (a loop of 6 s) at 400 fps is 2400 frames, 400 more than the 2000 an export "
                    + "may have; pass a lower --fps")
        }
    }

    /// `json` without its frame rate (`"fr":60,` at the start).
    private static func droppingFrameRate(_ json: String) -> String {
        guard let start = json.range(of: "\"fr\":"), let end = json[start.upperBound...].firstIndex(of: ",") else {
            return json
        }
        return String(json[..<start.lowerBound] + json[end...])
    }
}
