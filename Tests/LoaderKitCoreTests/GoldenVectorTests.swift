import Foundation
import XCTest
@testable import LoaderKitCore

/// LoaderKit's 57 golden vectors (LOADERKIT-SPEC.md section 6), compared field by field.
final class GoldenVectorTests: XCTestCase {
    nonisolated(unsafe) private static let vectors: Result<[GoldenVector], Error> = Result { try GoldenVector.all() }

    private func vectors() throws -> [GoldenVector] { try GoldenVectorTests.vectors.get() }

    private func spec(_ vector: GoldenVector) throws -> IndicatorSpec {
        do {
            return try IndicatorSpec(json: vector.specText)
        } catch {
            XCTFail("\(vector.file): \(error)")
            throw error
        }
    }

    func testIndexListsFiftySevenVectors() throws {
        let names = try Fixtures.vectorFileNames()
        XCTAssertEqual(names.count, 57)
        XCTAssertEqual(Set(names).count, 57)
        let index = try XCTUnwrap(try Fixtures.jsonObject("test-vectors/index.json") as? [String: Any])
        XCTAssertEqual((index["tolerance"] as? NSNumber)?.doubleValue, Fixtures.tolerance)
        let onDisk = try Fixtures.jsonFiles(in: "test-vectors").filter { $0 != "index.json" }
        XCTAssertEqual(onDisk, names.sorted())
        for name in [
            "BallPulse-params.json", "edge-keytimes.json", "edge-grid.json", "edge-ring-orient.json",
            "edge-combined-scale.json", "edge-parts.json", "edge-ring-items.json",
        ] {
            XCTAssertTrue(names.contains(name), name)
        }
    }

    func testEveryVectorSpecValidatesClean() throws {
        for vector in try vectors() {
            let spec = try spec(vector)
            XCTAssertEqual(spec.validationErrors(), [], vector.file)
            XCTAssertEqual(IndicatorSpec.validate(json: vector.specText), [], vector.file)
            XCTAssertNoThrow(try spec.validate(), vector.file)
        }
    }

    func testEveryVectorSpecRoundTripsThroughJSON() throws {
        for vector in try vectors() {
            let spec = try spec(vector)
            let text = spec.jsonString()
            let again = try IndicatorSpec(json: text)
            XCTAssertEqual(again, spec, vector.file)
            XCTAssertEqual(again.jsonString(), text, vector.file)
            // The pretty form and Codable give the same spec.
            XCTAssertEqual(try IndicatorSpec(json: spec.prettyJSONString()), spec, vector.file)
            let encoded = try JSONEncoder().encode(spec)
            XCTAssertEqual(try JSONDecoder().decode(IndicatorSpec.self, from: encoded), spec, vector.file)
        }
    }

    func testResolvedShapesMatch() throws {
        for vector in try vectors() {
            let spec = try spec(vector)
            let evaluator = try IndicatorEvaluator(spec: spec, params: vector.params)
            XCTAssertEqual(evaluator.parts.count, vector.shapes.count, vector.file)
            for (i, (part, expected)) in zip(evaluator.parts, vector.shapes).enumerated() {
                let label = "\(vector.file) part \(i)"
                let number = { (key: String) -> Double in (expected[key] as? NSNumber)?.doubleValue ?? .nan }
                let keys = Set(expected.keys)
                switch part.shape {
                case .circle(let startAngle, let sweep):
                    XCTAssertEqual(expected["type"] as? String, "circle", label)
                    XCTAssertEqual(keys, ["type", "startAngle", "sweep"], label)
                    assertClose(startAngle, number("startAngle"), label)
                    assertClose(sweep, number("sweep"), label)
                case .rect(let cornerRadius):
                    XCTAssertEqual(expected["type"] as? String, "rect", label)
                    XCTAssertEqual(keys, ["type", "cornerRadius"], label)
                    assertClose(cornerRadius, number("cornerRadius"), label)
                case .ring(let strokeWidth, let startAngle, let sweep, let segments):
                    XCTAssertEqual(expected["type"] as? String, "ring", label)
                    XCTAssertEqual(keys, ["type", "strokeWidth", "startAngle", "sweep", "segments"], label)
                    assertClose(strokeWidth, number("strokeWidth"), label)
                    assertClose(startAngle, number("startAngle"), label)
                    assertClose(sweep, number("sweep"), label)
                    XCTAssertEqual(Double(segments), number("segments"), label)
                case .triangle:
                    XCTAssertEqual(expected["type"] as? String, "triangle", label)
                    XCTAssertEqual(keys, ["type"], label)
                case .line:
                    XCTAssertEqual(expected["type"] as? String, "line", label)
                    XCTAssertEqual(keys, ["type"], label)
                }
            }
        }
    }

    func testEverySampleMatches() throws {
        var checkedStates = 0
        for vector in try vectors() {
            let spec = try spec(vector)
            let evaluator = try IndicatorEvaluator(spec: spec, params: vector.params)
            XCTAssertFalse(vector.samples.isEmpty, vector.file)
            var buffer: [ElementState] = []
            for sample in vector.samples {
                let label = "\(vector.file) t=\(sample.t)"
                let states = evaluator.states(at: sample.t)
                XCTAssertEqual(states.count, sample.elements.count, label)
                XCTAssertEqual(evaluator.elementCount, sample.elements.count, label)
                for (state, expected) in zip(states, sample.elements) {
                    XCTAssertEqual(Set(expected.keys), Set(ElementState.fieldNames), label)
                    XCTAssertEqual(Double(state.index), expected["index"], label)
                    XCTAssertEqual(Double(state.part), expected["part"], label)
                    for (name, actual) in zip(ElementState.fieldNames, state.fieldValues).dropFirst(2) {
                        assertClose(actual, expected[name] ?? .nan, "\(label) element \(state.index) \(name)")
                    }
                    checkedStates += 1
                }
                evaluator.states(at: sample.t, into: &buffer)
                XCTAssertEqual(buffer, states, label)
                XCTAssertEqual(try spec.evaluate(at: sample.t, params: vector.params), states, label)
            }
        }
        XCTAssertGreaterThan(checkedStates, 10_000)
    }

    func testIntoVariantResizesAndOverwritesAStaleBuffer() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallHelix"))
        let evaluator = try IndicatorEvaluator(spec: spec)
        var buffer = Array(repeating: ElementState(index: 99, part: 99, cx: .nan), count: 3)
        evaluator.states(at: 0.37, into: &buffer)
        XCTAssertEqual(buffer, evaluator.states(at: 0.37))
        XCTAssertEqual(buffer.count, 14)
        var big = Array(repeating: ElementState(index: 7), count: 40)
        evaluator.states(at: 1.1, into: &big)
        XCTAssertEqual(big, evaluator.states(at: 1.1))
    }

    func testCycleProgressMatches() throws {
        for vector in try vectors() {
            let spec = try spec(vector)
            let evaluator = try IndicatorEvaluator(spec: spec, params: vector.params)
            XCTAssertEqual(vector.cycleProgress.map(\.progress), [0, 0.25, 0.5, 0.75, 1], vector.file)
            for entry in vector.cycleProgress {
                let label = "\(vector.file) cycleProgress \(entry.progress)"
                assertClose(evaluator.timeForCycleProgress(entry.progress), entry.t, label)
                assertClose(try spec.timeForCycleProgress(entry.progress, params: vector.params), entry.t, label)
            }
        }
    }

    func testParamsComeFromTheVector() throws {
        for vector in try vectors() {
            let spec = try spec(vector)
            let evaluator = try IndicatorEvaluator(spec: spec, params: vector.params)
            var expected = spec.params
            for (k, v) in vector.params where spec.params[k] != nil { expected[k] = v }
            XCTAssertEqual(evaluator.params, expected, vector.file)
            XCTAssertEqual(spec.resolvedParams(vector.params), expected, vector.file)
        }
        let params = try XCTUnwrap(try vectors().first { $0.id == "BallPulse-params" })
        XCTAssertEqual(params.params, ["count": 5, "minScale": 0.5, "unknown": 42])
        let evaluator = try IndicatorEvaluator(spec: try spec(params), params: params.params)
        XCTAssertEqual(evaluator.params, ["count": 5, "minScale": 0.5])
        XCTAssertEqual(evaluator.elementCount, 5)
        // The vector's samples differ from the defaults, so ignoring the params would fail.
        let defaults = try IndicatorEvaluator(spec: try spec(params))
        XCTAssertEqual(defaults.elementCount, 3)
    }

    // MARK: - Built-ins

    func testBuiltinNames() throws {
        let names = IndicatorSpec.builtinNames
        XCTAssertEqual(names.count, 50)
        XCTAssertEqual(Set(names).count, 50)
        XCTAssertEqual(names, names.sorted())
        let builtinVectors = try vectors().filter { $0.id == $0.file.replacingOccurrences(of: ".json", with: "") }
            .map(\.id).filter { !$0.hasPrefix("edge-") && $0 != "BallPulse-params" }
        XCTAssertEqual(Set(builtinVectors), Set(names))
        XCTAssertNil(IndicatorSpec.builtin(named: "ballpulse"))
        XCTAssertNil(IndicatorSpec.builtin(named: "toString"))
        XCTAssertNil(IndicatorSpec.builtin(named: ""))
        XCTAssertNil(IndicatorSpec.builtinJSON(named: "Nope"))
    }

    func testBuiltinVectorsUseTheBundledSpecs() throws {
        for vector in try vectors() where IndicatorSpec.builtinNames.contains(vector.id) {
            let bundled = try XCTUnwrap(IndicatorSpec.builtin(named: vector.id), vector.id)
            XCTAssertEqual(try spec(vector), bundled, vector.id)
            XCTAssertEqual(bundled.name, vector.id)
            XCTAssertEqual(vector.params, [:], vector.id)
            let json = try XCTUnwrap(IndicatorSpec.builtinJSON(named: vector.id))
            XCTAssertEqual(try IndicatorSpec(json: json), bundled, vector.id)
            XCTAssertEqual(bundled.validationErrors(), [], vector.id)
        }
    }

    func testBuiltinTable() throws {
        let table: [(String, Double, Int, Int)] = [
            ("Atom", 1.5, 7, 7), ("AudioEqualizer", 4.3, 0, 4), ("BallBeat", 0.7, 0, 3), ("BallClipRotate", 0.75, 0, 1),
            ("BallClipRotateMultiple", 1, 2, 2), ("BallClipRotatePulse", 1, 2, 2), ("BallDoubleBounce", 2, 0, 2),
            ("BallFall", 1, 0, 3), ("BallGridBeat", 1, 0, 9), ("BallGridPulse", 1, 0, 9), ("BallHelix", 1.8, 2, 14),
            ("BallHoneycomb", 1.4, 2, 7), ("BallMerge", 1.4, 4, 4), ("BallPulse", 0.75, 0, 3),
            ("BallPulseRise", 1, 2, 5),
            ("BallPulseSync", 0.6, 0, 3), ("BallRotate", 1, 2, 3), ("BallRotateChase", 1.5, 5, 5),
            ("BallScale", 1, 0, 1),
            ("BallScaleMultiple", 1, 0, 3), ("BallScaleRipple", 1, 0, 1), ("BallScaleRippleMultiple", 1.25, 0, 3),
            ("BallSpinFadeLoader", 1, 0, 8), ("BallSquareSpin", 1, 3, 8), ("BallTrianglePath", 2, 3, 3),
            ("BallZigZag", 0.7, 2, 2), ("BallZigZagDeflect", 1.5, 2, 2), ("ChasingDots", 2, 0, 2),
            ("CircleStrokeSpin", 1.7, 0, 1), ("CubeTransition", 1.6, 0, 2), ("JellyBox", 0.9, 2, 2),
            ("LineScale", 1, 0, 5),
            ("LineScaleParty", 1, 0, 4), ("LineScalePulseOut", 1, 0, 5), ("LineScalePulseOutRapid", 0.9, 0, 5),
            ("LineSlide", 1.5, 2, 2), ("LineSpinFadeLoader", 1.2, 0, 8), ("NewtonCradle", 1.2, 3, 4),
            ("Orbit", 1.9, 4, 4),
            ("Pacman", 1, 2, 2), ("Radar", 2, 8, 8), ("RunningDots", 2, 0, 5), ("SemiCircleSpin", 0.6, 0, 1),
            ("SquareGridFlip", 1.6, 0, 4), ("SquareGridWave", 1.3, 0, 9), ("SquareSpin", 3, 0, 1), ("Timer", 4, 3, 3),
            ("TriangleOrbit", 2.1, 0, 3), ("TriangleSkewSpin", 3, 0, 1), ("TripleArcSpin", 2.4, 3, 3),
        ]
        XCTAssertEqual(table.map(\.0), IndicatorSpec.builtinNames)
        let warmUp: [String: Double] = [
            "BallBeat": 0.7, "BallDoubleBounce": 2, "BallGridBeat": 1, "BallGridPulse": 1, "BallHoneycomb": 1.4,
            "BallPulse": 0.75, "BallPulseSync": 0.6, "BallScaleMultiple": 1, "BallScaleRippleMultiple": 1.25,
            "BallSpinFadeLoader": 1, "LineScale": 1, "LineScaleParty": 1, "LineScalePulseOut": 1,
            "LineScalePulseOutRapid": 0.9, "LineSpinFadeLoader": 1.2, "SquareGridFlip": 1.6,
        ]
        for (name, duration, partCount, elements) in table {
            let spec = try XCTUnwrap(IndicatorSpec.builtin(named: name), name)
            XCTAssertEqual(spec.duration, duration, name)
            switch spec.body {
            case .inline: XCTAssertEqual(partCount, 0, name)
            case .parts(let parts): XCTAssertEqual(parts.count, partCount, name)
            }
            let evaluator = try IndicatorEvaluator(spec: spec)
            XCTAssertEqual(evaluator.elementCount, elements, name)
            XCTAssertEqual(evaluator.parts.map(\.elements.count).reduce(0, +), elements, name)
            assertClose(evaluator.timeForCycleProgress(0), warmUp[name] ?? 0, name)
        }
    }

    // MARK: - Spot values (section 6) and cycle progress examples (section 3.6)

    func testSpotValues() throws {
        let ballPulse = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        let pulse = try IndicatorEvaluator(spec: ballPulse)
        assertClose(pulse.states(at: 0.1395)[0].scaleX, 0.7787402260320188)
        assertClose(
            pulse.states(at: 0.4185).map(\.scaleX), [0.651721382229715, 0.29297272039173883, 0.458183342516143])
        assertClose(pulse.timeForCycleProgress(0.25), 0.9375)

        let keyTimes = try IndicatorSpec(
            json: try Fixtures.memberText("edge-case-specs/edge-keytimes.json", key: "spec"))
        let edge = try IndicatorEvaluator(spec: keyTimes)
        assertClose(edge.states(at: 0.5)[0].translateX, 0.011124568457807777)
        assertClose(edge.states(at: 1.0)[0].translateX, -0.1)
        assertClose(edge.states(at: 1.6)[0].translateX, 0.2)
        assertClose(edge.states(at: 2.0)[0].translateX, 0)
    }

    func testCycleProgressExamples() throws {
        let spin = try IndicatorEvaluator(spec: try XCTUnwrap(IndicatorSpec.builtin(named: "BallSpinFadeLoader")))
        assertClose(spin.timeForCycleProgress(0), 1)
        assertClose(spin.timeForCycleProgress(0.5), 1.5)
        assertClose(spin.timeForCycleProgress(2), 2)
        assertClose(spin.timeForCycleProgress(-1), 1)
        let honeycomb = try IndicatorEvaluator(spec: try XCTUnwrap(IndicatorSpec.builtin(named: "BallHoneycomb")))
        XCTAssertEqual(honeycomb.timeForCycleProgress(0.5), 2.0999999999999996, accuracy: 1e-12)
        // Parts with offsets [0, 1.5] and duration 1: cp 0.5 → 2.5.
        let parts = IndicatorSpec(
            name: "P", duration: 1,
            parts: [
                Part(
                    layout: .single(), shape: .circle(),
                    tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])]),
                Part(
                    layout: .single(), shape: .circle(),
                    tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])],
                    stagger: .offsets([1.5])),
            ])
        XCTAssertEqual(try parts.timeForCycleProgress(0.5), 2.5, accuracy: 1e-12)
        // Stagger entries beyond the element count do not count; negative offsets count as 0.
        let extra = IndicatorSpec(
            name: "E", duration: 1, layout: .single(), shape: .circle(), stagger: .offsets([-0.5, 7]),
            tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])])
        XCTAssertEqual(try extra.timeForCycleProgress(0.25), 0.25, accuracy: 1e-12)
    }
}
