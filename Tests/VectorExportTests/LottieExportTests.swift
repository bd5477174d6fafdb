import Foundation
import Graphics
import LoaderKitCore
import VectorExport
import XCTest

/// The Lottie file's structure: one steady cycle at the asked frame rate that loops seamlessly.
final class LottieExportTests: XCTestCase {
    private func document(_ name: String, fps: Double = 60, size: Int = 160, analytic: Bool = true) throws -> [String:
        Any]
    {
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
        var exporter = VectorExporter(format: .lottie, size: size, frameRate: fps, color: .black)
        exporter.analytic = analytic
        let bytes = try exporter.export(evaluator)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    func testOneCycleAtTheFrameRateOnASquareCanvas() throws {
        let json = try document("BallPulse")  // 0.75 s
        XCTAssertEqual(json["ip"] as? Int, 0)
        XCTAssertEqual(json["op"] as? Int, 45)
        XCTAssertEqual(json["fr"] as? Double, 60)
        XCTAssertEqual(json["w"] as? Int, 160)
        XCTAssertEqual(json["h"] as? Int, 160)
        XCTAssertEqual(json["nm"] as? String, "BallPulse")
        XCTAssertEqual((json["layers"] as? [Any])?.count, 3, "one layer per element")

        let slow = try document("BallPulse", fps: 24, size: 96)
        XCTAssertEqual(slow["op"] as? Int, 18)
        XCTAssertEqual(slow["w"] as? Int, 96)
    }

    func testTheLastBakedKeyframeRepeatsTheFirstSoTheLoopIsSeamless() throws {
        let json = try document("BallSpinFadeLoader", analytic: false)
        let layers = try XCTUnwrap(json["layers"] as? [[String: Any]])
        for layer in layers {
            let group = try XCTUnwrap((layer["shapes"] as? [[String: Any]])?.first?["it"] as? [[String: Any]])
            let fill = try XCTUnwrap(group.first { $0["ty"] as? String == "fl" })
            let opacity = try XCTUnwrap((fill["o"] as? [String: Any])?["k"] as? [[String: Any]])
            XCTAssertEqual(opacity.first?["t"] as? Int, 0)
            XCTAssertEqual(opacity.last?["t"] as? Int, 60)
            XCTAssertEqual(opacity.first?["s"] as? [Double], opacity.last?["s"] as? [Double])
            XCTAssertEqual(opacity.count, 61)
        }
        // Element 0 is drawn first, so it is the last (bottom) layer.
        XCTAssertEqual(layers.last?["nm"] as? String, "element 0")
    }

    func testAFrameRateThatGivesAFractionalFrameCountKeepsTheCycleLength() throws {
        let json = try document("CircleStrokeSpin", fps: 25)  // 1.7 s: 42.5 frames, rounded to 43
        let frames = try XCTUnwrap(json["op"] as? Int), rate = try XCTUnwrap(json["fr"] as? Double)
        XCTAssertEqual(frames, 43)
        XCTAssertEqual(Double(frames) / rate, 1.7, accuracy: 1e-4)
    }

    func testEveryBuiltinExportsToBothFormats() throws {
        for name in IndicatorSpec.builtinNames {
            let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
            for format in VectorFormat.allCases {
                let bytes = try VectorExporter(format: format, size: 96, color: .black).export(evaluator)
                XCTAssertGreaterThan(bytes.count, 200, "\(name) \(format)")
            }
        }
    }
}
