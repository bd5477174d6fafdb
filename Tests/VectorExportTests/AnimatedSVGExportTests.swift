import Foundation
import Graphics
import LoaderKitCore
import VectorExport
import XCTest

/// The animated SVG: self-contained, no script, CSS keyframes over one cycle.
final class AnimatedSVGExportTests: XCTestCase {
    private func svg(_ name: String, colors: [Color] = []) throws -> String {
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
        let bytes = try VectorExporter(format: .svg, size: 120, color: .black, colors: colors).export(evaluator)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testSelfContainedCSSAnimationWithoutScript() throws {
        let text = try svg("BallPulse")
        XCTAssertTrue(
            text.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"120\" viewBox=\"0 0 120 120\" style=\"will-change:contents\">"
            ),
            "drawn in place, not as composited layers")
        XCTAssertFalse(text.lowercased().contains("<script"))
        XCTAssertFalse(text.contains("href"), "nothing outside the file is referenced")
        XCTAssertTrue(text.contains("@keyframes lk-e0{0%{transform:translate("))
        XCTAssertTrue(
            text.contains(".lk-e0{transform-box:view-box;transform-origin:0 0;animation:lk-e0 0.75s linear infinite}"),
            "the loop lasts the cycle, in canvas pixels")
        XCTAssertTrue(text.contains("100%{transform:translate("))
        XCTAssertTrue(
            text.contains("<path class=\"lk-e0\" transform=\"translate("),
            "the attributes hold frame 0 for a viewer that runs no CSS animation")
        XCTAssertEqual(text.components(separatedBy: "<path ").count - 1, 3)
    }

    func testColoursCycleByElementIndex() throws {
        let text = try svg("BallPulse", colors: [Color(hex: "#7C3AED")!, Color(hex: "#06B6D4")!])
        XCTAssertEqual(text.components(separatedBy: "fill=\"#7c3aed\"").count - 1, 2)
        XCTAssertEqual(text.components(separatedBy: "fill=\"#06b6d4\"").count - 1, 1)
    }

    func testMotionWithoutPerspectiveKeysTransformsNotOutlines() throws {
        for name in ["BallPulse", "BallSpinFadeLoader", "CircleStrokeSpin", "Atom", "Pacman", "BallClipRotate"] {
            let text = try svg(name)
            XCTAssertFalse(text.contains("d:path("), "\(name) has no outline keyed per frame")
            XCTAssertTrue(text.contains("@keyframes "), name)
        }
    }

    func testPerspectiveIsBakedAsOutlinesPerFrame() throws {
        for name in ["SquareSpin", "TriangleSkewSpin", "SquareGridFlip"] {
            let text = try svg(name)
            XCTAssertTrue(text.contains("@keyframes lk-e0{0%{d:path("), name)
            XCTAssertFalse(text.contains("transform:"), "\(name): rotateX and rotateY need the projective matrix")
        }
    }

    func testAKeyframeIsTheElementsStateAtThatFrame() throws {
        // BallPulse at 120 px, 45 frames: element 0 is a circle at its layout place scaled by its track.
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse")))
        let text = try svg("BallPulse")
        let timing = VectorExporter(format: .svg, size: 120, color: .black).timing(for: evaluator)
        let rule = try XCTUnwrap(
            text.components(separatedBy: "@keyframes lk-e0{").last?.components(separatedBy: "}\n").first)
        let keyframes = rule.split(separator: "}")
        XCTAssertGreaterThan(keyframes.count, 10)
        for keyframe in keyframes {
            let percent = try XCTUnwrap(Double(keyframe.prefix { $0 != "%" }))
            let k = Int((percent / 100 * Double(timing.frameCount)).rounded())
            XCTAssertEqual(percent, Double(k) / Double(timing.frameCount) * 100, accuracy: 1e-4, "at a frame")
            let state = evaluator.states(
                at: evaluator.timeForCycleProgress(timing.cycleProgress(ofFrame: k % timing.frameCount)))[0]
            let declaration = try XCTUnwrap(keyframe.components(separatedBy: "transform:").last)
            let numbers = declaration.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
            XCTAssertEqual(numbers.count, 4, "translate(x, y) scale(sx, sy): \(declaration)")
            XCTAssertEqual(numbers[0], (state.cx + state.translateX) * 120, accuracy: 1e-3)
            XCTAssertEqual(numbers[1], (state.cy + state.translateY) * 120, accuracy: 1e-3)
            XCTAssertEqual(numbers[2], state.scaleX, accuracy: 1e-5)
            XCTAssertEqual(numbers[3], state.scaleY, accuracy: 1e-5)
        }
    }

    func testASteadySpinNeedsOnlyItsEnds() throws {
        // SemiCircleSpin turns at one speed: the line from 0% to 100% meets every frame.
        let text = try svg("SemiCircleSpin")
        let rule = try XCTUnwrap(
            text.components(separatedBy: "@keyframes lk-e0{").last?.components(separatedBy: "}\n").first)
        XCTAssertEqual(rule.split(separator: "}").map { $0.prefix { $0 != "{" } }, ["0%", "100%"])
    }

    func testAWholeTurnKeepsTurningTheSameWayAcrossTheLoop() throws {
        // BallClipRotate turns one whole turn per cycle: the last keyframe is 360° on, not back to 0°.
        let text = try svg("BallClipRotate")
        let rule = try XCTUnwrap(text.components(separatedBy: "@keyframes lk-e0{").last)
        func angle(_ key: String) throws -> Double {
            let start = try XCTUnwrap(rule.range(of: key + "{"))
            let rotate = try XCTUnwrap(rule[start.upperBound...].range(of: "rotate("))
            return try XCTUnwrap(Double(rule[rotate.upperBound...].prefix { $0 != "d" }))
        }
        XCTAssertEqual(try angle("100%") - angle("0%"), 360, accuracy: 1e-6)
    }

    func testARingWhoseTrimsMoveIsADashedStroke() throws {
        let text = try svg("CircleStrokeSpin")
        XCTAssertTrue(text.contains("fill=\"none\""))
        XCTAssertTrue(text.contains("pathLength=\"1\""))
        XCTAssertTrue(text.contains("stroke-dasharray:"))
        XCTAssertTrue(text.contains("stroke-dashoffset:"))
    }

    func testTrimsAndOpacityOutsideTheirRangeAreClampedAsDrawn() throws {
        // strokeEnd overshoots 1 and falls below strokeStart; opacity leaves [0, 1] both ways.
        let spec = try IndicatorSpec(
            json: """
                {"schemaVersion":1,"name":"Wild","duration":1,"layout":{"type":"single"},"shape":{"type":"ring","strokeWidth":0.1},
                 "tracks":[{"property":"strokeEnd","keyTimes":[0,0.5,1],"values":[1.5,-0.2,1.5]},
                           {"property":"strokeStart","keyTimes":[0,1],"values":[0,0.4]},
                           {"property":"opacity","keyTimes":[0,0.5,1],"values":[-1,2,-1]}]}
                """)
        let evaluator = try IndicatorEvaluator(spec: spec)
        let output = try VectorExporter(format: .svg, size: 100, frameRate: 20, color: .black).exportOutput(evaluator)
        XCTAssertEqual(output.keyframedElements, 1)
        let text = String(decoding: output.bytes, as: UTF8.self)
        XCTAssertFalse(text.contains("d:path("))
        func values(after name: String) -> [Double] {
            text.components(separatedBy: name).dropFirst().compactMap {
                Double($0.prefix { "0123456789.-".contains($0) })
            }
        }
        let lengths = values(after: "stroke-dasharray:"), offsets = values(after: "stroke-dashoffset:")
        let opacities = values(after: "opacity:")
        XCTAssertFalse(lengths.isEmpty)
        XCTAssertTrue(lengths.allSatisfy { (0...1).contains($0) }, "\(lengths)")
        XCTAssertTrue(offsets.allSatisfy { (-1...0).contains($0) }, "\(offsets)")
        XCTAssertTrue(opacities.allSatisfy { (0...1).contains($0) }, "\(opacities)")
        XCTAssertTrue(opacities.contains(0) && opacities.contains(1))
    }

    func testTheFirstAndLastKeyframesAreTheSameFrame() throws {
        let text = try svg("SquareSpin")
        let start = try XCTUnwrap(text.range(of: "0%{")), end = try XCTUnwrap(text.range(of: "100%{"))
        let first = text[start.upperBound...].prefix { $0 != "}" }
        let last = text[end.upperBound...].prefix { $0 != "}" }
        XCTAssertEqual(first, last)
    }
}
