import Foundation
import Graphics
import LoaderKitCore
@testable import VectorExport
import XCTest

/// Tracks as Lottie keyframes: at the keyTimes, with the spec's easing curves as tangents.
final class LottieKeyframeTests: XCTestCase {
    private func layers(_ name: String) throws -> [[String: Any]] {
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
        let bytes = try VectorExporter(format: .lottie, size: 100, color: .black).export(evaluator)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return try XCTUnwrap(json["layers"] as? [[String: Any]])
    }

    /// The `tr` items of a layer's nested groups, outermost first.
    private func transforms(_ layer: [String: Any]) -> [[String: Any]] {
        var result: [[String: Any]] = []
        var items = (layer["shapes"] as? [[String: Any]]) ?? []
        while let group = items.first(where: { $0["ty"] as? String == "gr" }),
            let inner = group["it"] as? [[String: Any]]
        {
            if let tr = inner.first(where: { $0["ty"] as? String == "tr" }) { result.append(tr) }
            items = inner
        }
        return result
    }

    func testBallPulseScaleIsKeyedAtItsKeyTimesWithItsBezier() throws {
        // BallPulse: scale 1 → minScale (0.3) → 1 at keyTimes 0, 0.3, 1, easing [0.2,0.68,0.18,1.08], 0.75 s,
        // stagger 0.12 + 0.12 i; the export starts after the warm-up (t = 0.75).
        let layer = try XCTUnwrap(try layers("BallPulse").last)  // element 0
        let scale = try XCTUnwrap(
            transforms(layer).compactMap { ($0["s"] as? [String: Any]).flatMap { $0["a"] as? Int == 1 ? $0 : nil } }
                .first)
        let keys = try XCTUnwrap(scale["k"] as? [[String: Any]])
        let frames = keys.map { $0["t"] as! Double }
        // Element 0 starts at 0.12 s: cycles begin at 0.12 + 0.75 c; frame f is t = 0.75 + f / 60.
        XCTAssertEqual(frames[0], (0.12 - 0.75) * 60, accuracy: 1e-3)
        XCTAssertEqual(frames[1], (0.12 + 0.3 * 0.75 - 0.75) * 60, accuracy: 1e-3)
        XCTAssertEqual(keys[1]["s"] as? [Double], [30, 30])
        XCTAssertEqual((keys[0]["o"] as? [String: [Double]])?["x"], [0.2, 0.2])
        XCTAssertEqual((keys[0]["o"] as? [String: [Double]])?["y"], [0.68, 0.68])
        XCTAssertEqual((keys[0]["i"] as? [String: [Double]])?["x"], [0.18, 0.18])
        XCTAssertEqual((keys[0]["i"] as? [String: [Double]])?["y"], [1.08, 1.08])
    }

    func testPerspectiveIsBakedAndAffineMotionIsKeyframed() throws {
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: "SquareSpin")))
        let output = try VectorExporter(format: .lottie, color: .black).exportOutput(evaluator)
        XCTAssertEqual(output.keyframedElements, 0, "rotateX and rotateY need the projective matrix")
        let baked = try XCTUnwrap(try layers("SquareSpin").first)
        XCTAssertEqual((baked["shapes"] as? [[String: Any]])?.first?["nm"] as? String, "outline")
        for name in ["BallPulse", "BallSpinFadeLoader", "CircleStrokeSpin", "Atom", "Pacman"] {
            let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
            let output = try VectorExporter(format: .lottie, color: .black).exportOutput(evaluator)
            XCTAssertEqual(output.keyframedElements, output.elements, name)
        }
    }

    func testARingTrimIsKeyedAsATrimPath() throws {
        let layer = try XCTUnwrap(try layers("CircleStrokeSpin").first)
        let text = String(decoding: try JSONSerialization.data(withJSONObject: layer), as: UTF8.self)
        XCTAssertTrue(text.contains("\"ty\":\"tm\""))
        XCTAssertTrue(text.contains("\"ty\":\"st\""))
        XCTAssertTrue(text.contains("\"lc\":1"), "butt caps")
    }

    func testAJumpAndAHoldAtTheEndOfACycle() throws {
        // keyTimes 0, 0.5, 0.5, 0.8: a jump at the middle and the last value held to the cycle's end.
        let track = IndicatorEvaluator.ResolvedTrack(
            property: .opacity, keyTimes: [0, 0.5, 0.5, 0.8], values: [0, 1, 0.2, 0.6],
            easings: [[0, 0, 1, 1], [0, 0, 1, 1], [0.42, 0, 0.58, 1]])
        let keys = try XCTUnwrap(LottieKeyframes(track, offset: 0, cycle: 1, start: 1, frameRate: 10, frameCount: 10))
        let frames = keys.keyframes.map { $0.frame }, values = keys.keyframes.map { $0.value }
        XCTAssertEqual(frames, [0, 5, 5.001, 8, 10, 15, 15.001, 18])
        XCTAssertEqual(values, [0, 1, 0.2, 0.6, 0, 1, 0.2, 0.6])
        XCTAssertNil(keys.keyframes[1].easing, "the first value of a jump holds")
        XCTAssertNil(keys.keyframes[3].easing, "the last value holds until the next cycle")
        XCTAssertEqual(keys.keyframes[2].easing, [0.42, 0, 0.58, 1])
        XCTAssertTrue(keys.staysWithin(0...1))
    }
}
