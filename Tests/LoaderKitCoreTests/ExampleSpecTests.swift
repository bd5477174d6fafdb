import Foundation
import XCTest
@testable import LoaderKitCore

/// The 29 documentation examples and the 7 edge-case inputs of the conformance data.
final class ExampleSpecTests: XCTestCase {
    func testTheTwentyNineExamplesValidateClean() throws {
        let files = try Fixtures.jsonFiles(in: "examples")
        XCTAssertEqual(files.count, 29)
        XCTAssertEqual(
            Set(files.map { String($0.dropLast(5)) }),
            [
                "first-dot", "first-easing", "first-params", "first-row", "first-stagger", "layout-grid",
                "layout-ring-orient",
                "layout-ring", "layout-row", "layout-single", "layout-stack", "params-typing", "shape-circle-arc",
                "shape-line",
                "shape-rect", "shape-ring-segments", "shape-ring-trim", "shape-ring", "shape-triangle",
                "timing-durations",
                "timing-group-tracks", "timing-parts", "timing-perspective", "timing-rest", "timing-wave",
                "track-easing",
                "track-per-segment", "track-steps", "track-translate",
            ])
        for file in files {
            let data = try Fixtures.data("examples/\(file)")
            XCTAssertEqual(IndicatorSpec.validate(jsonData: data), [], file)
            let spec = try IndicatorSpec(jsonData: data)
            XCTAssertEqual(spec.validationErrors(), [], file)
            XCTAssertEqual(try IndicatorSpec(json: spec.jsonString()), spec, file)
            let evaluator = try IndicatorEvaluator(spec: spec)
            XCTAssertGreaterThan(evaluator.elementCount, 0, file)
            for t in [0, 0.1, 0.5, 1.3, 7.77] {
                let states = evaluator.states(at: t)
                XCTAssertEqual(states.count, evaluator.elementCount, file)
                XCTAssertTrue(states.allSatisfy { $0.fieldValues.allSatisfy(\.isFinite) }, file)
            }
        }
    }

    func testParamsTypingExample() throws {
        let spec = try IndicatorSpec(jsonData: try Fixtures.data("examples/params-typing.json"))
        XCTAssertEqual(spec.name, "TypingDots")
        XCTAssertEqual(spec.duration, 1.2)
        XCTAssertEqual(spec.params, ["count": 3, "rise": -0.15, "dim": 0.4])
        XCTAssertEqual(spec.paramNames, ["count", "rise", "dim"])
        guard case .inline(let part) = spec.body else { return XCTFail("inline expected") }
        XCTAssertEqual(part.layout, .row(count: .param("count"), gap: 0.1))
        XCTAssertEqual(part.stagger, .each(0.15))
        XCTAssertEqual(part.tracks.map(\.property), [.translateY, .opacity])
        XCTAssertEqual(part.tracks[0].easing, .perSegment([.easeOut, .easeIn, .linear]))
        XCTAssertEqual(part.tracks[1].values, [.param("dim"), 1, .param("dim"), .param("dim")])
        XCTAssertNil(part.tracks[1].easing)
        let evaluator = try IndicatorEvaluator(spec: spec, params: ["count": 5])
        XCTAssertEqual(evaluator.elementCount, 5)
        // Element 0 at t = 0.36 (p = 0.3): the top of the rise, full opacity.
        let s = evaluator.states(at: 0.36)[0]
        assertClose(s.translateY, -0.15)
        assertClose(s.opacity, 1)
    }

    func testGroupTracksExample() throws {
        let spec = try IndicatorSpec(jsonData: try Fixtures.data("examples/timing-group-tracks.json"))
        guard case .parts(let parts) = spec.body else { return XCTFail("parts expected") }
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts[1].rest, [.translateY: -0.4])
        let states = try IndicatorEvaluator(spec: spec).states(at: 0.3)
        assertClose(states[1].translateY, -0.4)
        assertClose(states[1].groupRotate, 6.283185307 / 4)
        assertClose(states[0].groupRotate, 0)
    }

    func testTheSevenEdgeCaseSpecsValidateClean() throws {
        let files = try Fixtures.jsonFiles(in: "edge-case-specs")
        XCTAssertEqual(
            Set(files.map { String($0.dropLast(5)) }),
            [
                "BallPulse-params", "edge-combined-scale", "edge-grid", "edge-keytimes", "edge-parts",
                "edge-ring-items",
                "edge-ring-orient",
            ])
        for file in files {
            let relative = "edge-case-specs/\(file)"
            let object = try XCTUnwrap(try Fixtures.jsonObject(relative) as? [String: Any], file)
            XCTAssertEqual(object["id"] as? String, String(file.dropLast(5)))
            let text = try Fixtures.memberText(relative, key: "spec")
            XCTAssertEqual(IndicatorSpec.validate(json: text), [], file)
            let spec = try IndicatorSpec(json: text)
            XCTAssertEqual(spec.validationErrors(), [], file)
            // The same spec and params as the vector of the same id.
            let vector = try GoldenVector(file: file)
            XCTAssertEqual(try IndicatorSpec(json: vector.specText), spec, file)
            let params = try XCTUnwrap(object["params"] as? [String: Any], file).mapValues {
                ($0 as? NSNumber)?.doubleValue ?? .nan
            }
            XCTAssertEqual(params, vector.params, file)
            let evaluator = try IndicatorEvaluator(spec: spec, params: params)
            XCTAssertEqual(evaluator.elementCount, vector.samples.first?.elements.count, file)
        }
    }

    func testEdgeCaseParams() throws {
        let text = try Fixtures.memberText("edge-case-specs/edge-parts.json", key: "spec")
        let spec = try IndicatorSpec(json: text)
        let evaluator = try IndicatorEvaluator(spec: spec, params: ["arcs": 2.4])
        guard case .ring(_, _, _, let segments) = evaluator.parts[1].shape else { return XCTFail("ring expected") }
        XCTAssertEqual(segments, 2)
        let orient = try IndicatorSpec(
            json: try Fixtures.memberText("edge-case-specs/edge-ring-orient.json", key: "spec"))
        XCTAssertEqual(try IndicatorEvaluator(spec: orient, params: ["count": 5]).elementCount, 5)
    }
}
